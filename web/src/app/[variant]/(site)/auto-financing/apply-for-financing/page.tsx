import { financeText } from '@/components/finance/finance-strings';
import { ApplyFinancingSection } from '@/components/finance/apply-financing-section';
import { ContentPageWithSlot } from '@/components/finance/content-page-with-slot';
import { contentPageMetadata, loadContentPage } from '@/components/page/content-page';
import { loadFinanceForm } from '@/server/pages/finance';

/** /auto-financing/apply-for-financing (route `applyFinancing`): the CMS sections with the pre-approval form. */
export const generateMetadata = () => contentPageMetadata('applyFinancing');

export default async function Page() {
  const { site } = await loadContentPage('applyFinancing');
  const { rates, cookieTier } = await loadFinanceForm(site);
  return (
    <ContentPageWithSlot route="applyFinancing">
      <ApplyFinancingSection
        site={site}
        rates={rates}
        cookieTier={cookieTier}
        title={financeText(site.t, 'applyTitle')}
      />
    </ContentPageWithSlot>
  );
}
