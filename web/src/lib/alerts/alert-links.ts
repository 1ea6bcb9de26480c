/**
 * The addresses an alert e-mail links to, on the site's public origin as it was when the shopper signed up
 * (docs/alerts.md#unsubscribe). Pure.
 */

/** The confirmation page (a GET shows a Confirm button; only its POST confirms). */
export const alertConfirmPath = (token: string) => `/alerts/confirm/${token}`;
/** The unsubscribe page (a GET shows a button; only its POST unsubscribes). */
export const alertUnsubscribePath = (token: string) => `/alerts/unsubscribe/${token}`;
/** RFC 8058 one-click unsubscribe: a POST here unsubscribes every alert named. */
export const ALERT_ONE_CLICK_PATH = '/api/alerts/unsubscribe';

export function oneClickUnsubscribeUrl(origin: string, tokens: readonly string[]): string {
  const query = new URLSearchParams(tokens.map((token) => ['token', token]));
  return `${origin}${ALERT_ONE_CLICK_PATH}?${query.toString()}`;
}

/** The List-Unsubscribe pair every alert e-mail carries (RFC 2369 and RFC 8058). */
export function listUnsubscribeHeaders(origin: string, tokens: readonly string[]): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(origin, tokens)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
