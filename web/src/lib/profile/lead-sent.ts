/** The ADF prospect status is 'new' on the first send and 'resend' afterwards; a session cookie marks it. */

export const LEAD_SENT_COOKIE = 'leadSent';

export function leadStatusFromCookie(value: string | null | undefined): 'new' | 'resend' {
  return value && value.trim() !== '' ? 'resend' : 'new';
}
