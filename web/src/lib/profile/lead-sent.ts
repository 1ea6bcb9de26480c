/** The ADF prospect status is 'new' on the first send and 'resend' afterwards; a session cookie marks it. */

export const LEAD_SENT_COOKIE = 'leadSent';

export function leadStatusFromCookie(value: string | null | undefined): 'new' | 'resend' {
  return value && value.trim() !== '' ? 'resend' : 'new';
}

/**
 * The session cookie as the browser sets it after a booking made through a server action: set on the server, the
 * cookie would make Next render the page again in the action's answer, which resets the form's confirmation.
 */
export function leadSentCookieString(location: { protocol: string }): string {
  return `${LEAD_SENT_COOKIE}=1; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}
