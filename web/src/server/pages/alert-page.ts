import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { alertPageText } from '@/lib/alerts/alert-page-strings';
import { alertPageVehicle } from '@/server/alerts/alert-page-vehicle';
import { confirmPageState, unsubscribePageState } from '@/server/alerts/confirm-alert';
import { getSiteContext } from '@/server/site/context';

/** Which of a shopper's alert links a page answers (docs/alerts.md#lifecycle). */
export type AlertPagePurpose = 'confirm' | 'unsubscribe';

/** A shopper's own link: titled, never indexed. */
export async function alertPageMetadata(purpose: AlertPagePurpose): Promise<Metadata> {
  const { t } = await getSiteContext();
  const title = alertPageText(t)(purpose === 'confirm' ? 'alertPage.confirmTitle' : 'alertPage.unsubscribeTitle');
  return { title, robots: { index: false, follow: false } };
}

/** The alert behind a confirm or unsubscribe link, with its car (a price-drop alert); 404 for a token naming none. */
export async function loadAlertPage(purpose: AlertPagePurpose, token: string) {
  const [state, site] = await Promise.all([
    purpose === 'confirm' ? confirmPageState(token) : unsubscribePageState(token),
    getSiteContext(),
  ]);
  if (state.status === 'unknown') notFound();
  return { state, site, vehicle: await alertPageVehicle(state.vin) };
}
