import type { Metadata } from 'next';

import { AlertPage } from '@/components/alerts/alert-page';
import { alertPageMetadata, loadAlertPage } from '@/server/pages/alert-page';

import { unsubscribeAlertAction } from '../../actions';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return alertPageMetadata('unsubscribe');
}

/**
 * /alerts/unsubscribe/{token} (route `alertUnsubscribe`, docs/alerts.md#unsubscribe): the link in every alert
 * e-mail's body. The GET shows an Unsubscribe button; its POST unsubscribes (the List-Unsubscribe header's one-click
 * POST goes to /api/alerts/unsubscribe instead).
 */
export default async function Page({ params }: Props) {
  const { token } = await params;
  const { state, site, vehicle } = await loadAlertPage('unsubscribe', token);
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
