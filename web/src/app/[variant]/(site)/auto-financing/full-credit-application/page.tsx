import { financeText } from '@/components/finance/finance-strings';
import { ContentPageWithSlot } from '@/components/finance/content-page-with-slot';
import { CreditApplicationSection } from '@/components/finance/credit-application-section';
import { contentPageMetadata } from '@/server/pages/content-page';
import { loadFinanceFormPage } from '@/server/pages/financing-pages';

/** /auto-financing/full-credit-application (route `fullCreditApplication`): benefits from the CMS and the form. */
export const generateMetadata = () => contentPageMetadata('fullCreditApplication');

export default async function Page() {
  const { heading, sections, site, rates, cookieTier } = await loadFinanceFormPage('fullCreditApplication');
  return (
    <ContentPageWithSlot heading={heading} sections={sections} site={site}>
      <CreditApplicationSection
        site={site}
        rates={rates}
        cookieTier={cookieTier}
        title={financeText(site.t, 'creditApplicationTitle')}
      />
    </ContentPageWithSlot>
  );
}
