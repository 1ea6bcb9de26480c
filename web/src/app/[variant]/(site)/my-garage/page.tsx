import { GaragePage } from '@/components/garage/garage-page';
import { loadMyGaragePage, myGarageMetadata } from '@/server/pages/my-garage';

/**
 * /my-garage (route `myGarage`, dealership only): the shopper's saved cars and searches. The shell is cached like
 * every page; the garage lives in the browser, which fills it from `POST /api/garage` (docs/garage.md).
 */
export const generateMetadata = myGarageMetadata;

export default async function Page() {
  return <GaragePage {...await loadMyGaragePage()} />;
}
