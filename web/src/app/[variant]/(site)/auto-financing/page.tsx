import { financeText } from '@/components/finance/finance-strings';
import { FinanceCalculatorSection } from '@/components/finance/finance-calculator-section';
import { ContentPageWithSlot } from '@/components/finance/content-page-with-slot';
import { contentPageMetadata, loadContentPage } from '@/components/page/content-page';
import { loadStoreRates } from '@/server/pages/finance';

/** /auto-financing (route `financing`): the CMS sections with the payment calculator before the FAQ. */
export const generateMetadata = () => contentPageMetadata('financing');

export default async function Page() {
  const { site } = await loadContentPage('financing');
  const rates = await loadStoreRates(site);
  return (
    <ContentPageWithSlot route="financing">
      <FinanceCalculatorSection site={site} rates={rates} title={financeText(site.t, 'calculatorTitle')} />
    </ContentPageWithSlot>
  );
}
