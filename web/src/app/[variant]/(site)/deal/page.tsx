import { DealPage } from '@/components/deal/deal-page';
import { dealMetadata, loadDealPage } from '@/server/pages/deal';

/**
 * /deal?vin=VIN (route `deal`, dealership only): one car's deal sheet with the shopper's terms and trade-in. The shell
 * is cached like every page; the browser reads the VIN and the saved terms and fills it from `GET /api/deal`
 * (docs/deal-sheet.md).
 */
export const generateMetadata = dealMetadata;

export default async function Page() {
  return <DealPage {...await loadDealPage()} />;
}
