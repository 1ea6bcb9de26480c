import { PageHeader } from '@/components/page/page-header';
import { alertPageText } from '@/lib/alerts/alert-page-strings';
import type { AlertPageState } from '@/server/alerts/confirm-alert';
import type { SiteContext } from '@/server/site/context';

import { AlertActionForm, type AlertActionResult } from './alert-action-form';

/**
 * The confirmation and unsubscribe pages (docs/alerts.md#lifecycle): what the alert is about, then its one button,
 * or what became of it. A server component: the only client code is the button's form.
 */
export function AlertPage({
  purpose,
  state,
  token,
  vehicle,
  site,
  action,
}: {
  purpose: 'confirm' | 'unsubscribe';
  state: Exclude<AlertPageState, { status: 'unknown' }>;
  token: string;
  /** The followed car's name and page (a price-drop alert whose car is still listed). */
  vehicle: { title: string; path: string } | null;
  site: Pick<SiteContext, 't'>;
  action: (previous: AlertActionResult, data: FormData) => Promise<AlertActionResult>;
}) {
  const text = alertPageText(site.t);
  const title = text(purpose === 'confirm' ? 'alertPage.confirmTitle' : 'alertPage.unsubscribeTitle');
  const about =
    state.kind === 'price-drop'
      ? text('alertPage.aboutPriceDrop', { vehicle: vehicle?.title ?? state.vin ?? '' })
      : text('alertPage.aboutNewMatches');
  const link =
    state.kind === 'price-drop'
      ? vehicle && { href: vehicle.path, label: text('alertPage.seeCar') }
      : state.search && { href: state.search, label: text('alertPage.seeSearch') };

  let body;
  if (state.status === 'expired') body = <p>{text('alertPage.expired')}</p>;
  else if (purpose === 'confirm' && state.status === 'active')
    body = <p role="status">{text('alertPage.confirmed')}</p>;
  else if (state.status === 'unsubscribed') body = <p role="status">{text('alertPage.unsubscribed')}</p>;
  else
    body = (
      <>
        <p>{text(purpose === 'confirm' ? 'alertPage.confirmHelp' : 'alertPage.unsubscribeHelp')}</p>
        <AlertActionForm
          action={action}
          token={token}
          tracksConfirmation={purpose === 'confirm'}
          text={{
            button: text(purpose === 'confirm' ? 'alertPage.confirmButton' : 'alertPage.unsubscribeButton'),
            sending: text('alertPage.sending'),
            done: text(purpose === 'confirm' ? 'alertPage.confirmed' : 'alertPage.unsubscribed'),
            expired: text('alertPage.expired'),
            failed: text('alertPage.failed'),
          }}
        />
      </>
    );

  return (
    <>
      <PageHeader title={title} />
      <div className="container" style={{ paddingBlock: 'var(--chakra-spacing-8)', maxWidth: '48rem' }}>
        <p>{about}</p>
        {link ? (
          <p>
            <a href={link.href}>{link.label}</a>
          </p>
        ) : null}
        {body}
      </div>
    </>
  );
}
