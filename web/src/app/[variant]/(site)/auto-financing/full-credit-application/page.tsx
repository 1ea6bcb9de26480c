import { financeText } from '@/components/finance/finance-strings';
import { ContentPageWithSlot } from '@/components/finance/content-page-with-slot';
import { CreditApplicationSection } from '@/components/finance/credit-application-section';
import { contentPageMetadata, loadContentPage } from '@/components/page/content-page';
import { loadFinanceForm } from '@/server/pages/finance';

/** /auto-financing/full-credit-application (route `fullCreditApplication`): benefits from the CMS and the form. */
export const generateMetadata = () => contentPageMetadata('fullCreditApplication');

export default async function Page() {
  const { site } = await loadContentPage('fullCreditApplication');
  const { rates, cookieTier } = await loadFinanceForm(site);
  return (
    <ContentPageWithSlot route="fullCreditApplication">
      <CreditApplicationSection
        site={site}
        rates={rates}
        cookieTier={cookieTier}
        title={financeText(site.t, 'creditApplicationTitle')}
      />
    </ContentPageWithSlot>
  );
}
