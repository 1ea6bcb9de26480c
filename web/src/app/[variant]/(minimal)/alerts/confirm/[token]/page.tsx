import type { Metadata } from 'next';

import { AlertPage } from '@/components/alerts/alert-page';
import { alertPageMetadata, loadAlertPage } from '@/server/pages/alert-page';

import { confirmAlertAction } from '../../actions';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return alertPageMetadata('confirm');
}

/**
 * /alerts/confirm/{token} (route `alertConfirm`, docs/alerts.md#lifecycle): the double opt-in's second step. The GET
 * only shows the alert and a Confirm button; the button's POST confirms.
 */
export default async function Page({ params }: Props) {
  const { token } = await params;
  const { state, site, vehicle } = await loadAlertPage('confirm', token);
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
