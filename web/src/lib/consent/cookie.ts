import { isConsentCategory, normalizeCategories, type ConsentCategory } from './categories';

/** Visitor profile cookie names: the allowed list and the banner state. */
export const CONSENT_COOKIE = 'allowCookies';
export const BANNER_COOKIE = 'displayCookies';
/** 30 days. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The stored comma list ('essential,functional'), or null when absent or naming no category. */
export function parseConsentCookie(value: string | null | undefined): ConsentCategory[] | null {
  if (!value) return null;
  const names = decodeURIComponent(value)
    .split(',')
    .map((name) => name.trim())
    .filter(isConsentCategory);
  return names.length > 0 ? normalizeCategories(names) : null;
}

export function serializeConsentCookie(categories: readonly ConsentCategory[]): string {
  return normalizeCategories(categories).join(',');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Secure everywhere except plain-http localhost (browsers drop Secure cookies set over http). */
export function isSecureCookieContext(location: { protocol: string; hostname: string }): boolean {
  return !(location.protocol === 'http:' && LOCAL_HOSTS.has(location.hostname));
}

/** A `document.cookie` assignment: 30 days, path /, SameSite=Lax, Secure unless http localhost. */
export function consentCookieString(
  name: string,
  value: string,
  location: { protocol: string; hostname: string },
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (isSecureCookieContext(location)) parts.push('Secure');
  return parts.join('; ');
}

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}
