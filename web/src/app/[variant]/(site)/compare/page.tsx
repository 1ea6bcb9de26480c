import { ComparePage } from '@/components/garage/compare-page';
import { compareMetadata, loadComparePage } from '@/server/pages/compare';

/**
 * /compare?vins=VIN1,VIN2[,VIN3] (route `compare`, dealership only): up to three cars side by side. The shell is
 * cached like every page; the browser reads the VINs and fills it from `GET /api/garage/compare` (docs/garage.md).
 */
export const generateMetadata = compareMetadata;

export default async function Page() {
  return <ComparePage {...await loadComparePage()} />;
}
