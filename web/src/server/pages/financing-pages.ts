import 'server-only';
import { loadContentPage, loadSlotPage } from './content-page';
import { loadFinanceForm, loadStoreRates } from './finance';

/** /auto-financing (route `financing`): the page's sections and the store's rates for the payment calculator. */
export async function loadFinancingPage() {
  const { site } = await loadContentPage('financing');
  const [page, rates] = await Promise.all([loadSlotPage('financing'), loadStoreRates(site)]);
  return { ...page, rates };
}

/** The financing form pages (pre-approval, full credit application): the page's sections and what the form needs. */
export async function loadFinanceFormPage(route: 'applyFinancing' | 'fullCreditApplication') {
  const { site } = await loadContentPage(route);
  const [page, form] = await Promise.all([loadSlotPage(route), loadFinanceForm(site)]);
  return { ...page, ...form };
}
