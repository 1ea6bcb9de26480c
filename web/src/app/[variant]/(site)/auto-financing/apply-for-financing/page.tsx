import { financeText } from '@/components/finance/finance-strings';
import { ApplyFinancingSection } from '@/components/finance/apply-financing-section';
import { ContentPageWithSlot } from '@/components/finance/content-page-with-slot';
import { contentPageMetadata } from '@/server/pages/content-page';
import { loadFinanceFormPage } from '@/server/pages/financing-pages';

/** /auto-financing/apply-for-financing (route `applyFinancing`): the CMS sections with the pre-approval form. */
export const generateMetadata = () => contentPageMetadata('applyFinancing');

export default async function Page() {
  const { heading, sections, site, rates, cookieTier } = await loadFinanceFormPage('applyFinancing');
  return (
    <ContentPageWithSlot heading={heading} sections={sections} site={site}>
      <ApplyFinancingSection
        site={site}
        rates={rates}
        cookieTier={cookieTier}
        title={financeText(site.t, 'applyTitle')}
      />
    </ContentPageWithSlot>
  );
}
