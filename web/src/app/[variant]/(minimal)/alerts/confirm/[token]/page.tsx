import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { AlertPage } from '@/components/alerts/alert-page';
import { alertPageText } from '@/lib/alerts/alert-page-strings';
import { alertPageVehicle } from '@/server/alerts/alert-page-vehicle';
import { confirmPageState } from '@/server/alerts/confirm-alert';
import { getSiteContext } from '@/server/site/context';

import { confirmAlertAction } from '../../actions';

type Props = { params: Promise<{ token: string }> };

/** A shopper's own link: never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getSiteContext();
  return { title: alertPageText(t)('alertPage.confirmTitle'), robots: { index: false, follow: false } };
}

/**
 * /alerts/confirm/{token} (route `alertConfirm`, docs/alerts.md#lifecycle): the double opt-in's second step. The GET
 * only shows the alert and a Confirm button; the button's POST confirms.
 */
export default async function Page({ params }: Props) {
  const { token } = await params;
  const [state, site] = await Promise.all([confirmPageState(token), getSiteContext()]);
  if (state.status === 'unknown') notFound();
  const vehicle = await alertPageVehicle(state.vin);
  return (
    <AlertPage
      purpose="confirm"
      state={state}
      token={token}
      vehicle={vehicle}
      site={site}
      action={confirmAlertAction}
    />
  );
}

// Reads the database per request (the alert's state).
export const dynamic = 'force-dynamic';
