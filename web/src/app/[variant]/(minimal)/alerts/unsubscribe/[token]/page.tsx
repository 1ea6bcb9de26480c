import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { AlertPage } from '@/components/alerts/alert-page';
import { alertPageText } from '@/lib/alerts/alert-page-strings';
import { alertPageVehicle } from '@/server/alerts/alert-page-vehicle';
import { unsubscribePageState } from '@/server/alerts/confirm-alert';
import { getSiteContext } from '@/server/site/context';

import { unsubscribeAlertAction } from '../../actions';

type Props = { params: Promise<{ token: string }> };

/** A shopper's own link: never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getSiteContext();
  return { title: alertPageText(t)('alertPage.unsubscribeTitle'), robots: { index: false, follow: false } };
}

/**
 * /alerts/unsubscribe/{token} (route `alertUnsubscribe`, docs/alerts.md#unsubscribe): the link in every alert
 * e-mail's body. The GET shows an Unsubscribe button; its POST unsubscribes (the List-Unsubscribe header's one-click
 * POST goes to /api/alerts/unsubscribe instead).
 */
export default async function Page({ params }: Props) {
  const { token } = await params;
  const [state, site] = await Promise.all([unsubscribePageState(token), getSiteContext()]);
  if (state.status === 'unknown') notFound();
  const vehicle = await alertPageVehicle(state.vin);
  return (
    <AlertPage
      purpose="unsubscribe"
      state={state}
      token={token}
      vehicle={vehicle}
      site={site}
      action={unsubscribeAlertAction}
    />
  );
}

// Reads the database per request (the alert's state).
export const dynamic = 'force-dynamic';
