/**
 * Attributes of the visitor's cookies: profile, store and advertising cookies last 30 days, Secure,
 * SameSite=Lax; the lead-sent cookie lasts the browser session. Secure is dropped only on plain-http localhost,
 * where browsers would refuse to store it.
 */

export const PROFILE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface CookieAttributes {
  path: string;
  sameSite: 'lax';
  secure: boolean;
  /** Absent: a session cookie. */
  maxAge?: number;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Secure unless the page is plain http on a loopback host. */
export function cookieSecure(protocol: string, hostname: string): boolean {
  return !(protocol.replace(/:$/, '') === 'http' && LOCAL_HOSTS.has(hostname.toLowerCase()));
}

export function persistentCookieAttributes(protocol: string, hostname: string): CookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure: cookieSecure(protocol, hostname),
    maxAge: PROFILE_COOKIE_MAX_AGE_SECONDS,
  };
}

export function sessionCookieAttributes(protocol: string, hostname: string): CookieAttributes {
  return { path: '/', sameSite: 'lax', secure: cookieSecure(protocol, hostname) };
}

/** A `Set-Cookie` / `document.cookie` string; the value is URI-encoded. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${attributes.path}`, 'SameSite=Lax'];
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${attributes.maxAge}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** `a=1; b=x%20y` → {a: '1', b: 'x y'}; the first of duplicate names wins, as browsers send the most specific first. */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (name === '' || name in jar) continue;
    const raw = part.slice(index + 1).trim();
    try {
      jar[name] = decodeURIComponent(raw);
    } catch {
      jar[name] = raw;
    }
  }
  return jar;
}
