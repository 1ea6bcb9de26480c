import { financeText } from '@/components/finance/finance-strings';
import { FinanceCalculatorSection } from '@/components/finance/finance-calculator-section';
import { ContentPageWithSlot } from '@/components/finance/content-page-with-slot';
import { contentPageMetadata } from '@/server/pages/content-page';
import { loadFinancingPage } from '@/server/pages/financing-pages';

/** /auto-financing (route `financing`): the CMS sections with the payment calculator before the FAQ. */
export const generateMetadata = () => contentPageMetadata('financing');

export default async function Page() {
  const { heading, sections, site, rates } = await loadFinancingPage();
  return (
    <ContentPageWithSlot heading={heading} sections={sections} site={site}>
      <FinanceCalculatorSection site={site} rates={rates} title={financeText(site.t, 'calculatorTitle')} />
    </ContentPageWithSlot>
  );
}
