import { financeText } from '@/components/finance/finance-strings';
import { ContentPageWithSlot } from '@/components/finance/content-page-with-slot';
import { CreditApplicationSection } from '@/components/finance/credit-application-section';
import { contentPageMetadata, loadContentPage } from '@/components/page/content-page';

/** /auto-financing/full-credit-application (route `fullCreditApplication`): benefits from the CMS and the form. */
export const generateMetadata = () => contentPageMetadata('fullCreditApplication');

export default async function Page() {
  const { site } = await loadContentPage('fullCreditApplication');
  return (
    <ContentPageWithSlot route="fullCreditApplication">
      <CreditApplicationSection site={site} title={financeText(site.t, 'creditApplicationTitle')} />
    </ContentPageWithSlot>
  );
}
