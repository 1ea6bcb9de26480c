'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isCategoryAllowed } from '@/lib/consent';
import { LANGUAGE_COOKIE, languageCookieMaxAge, parseLanguage } from '@/lib/i18n/language';
import { cookieSecure } from '@/lib/profile/cookie-attributes';
import { sameOriginPath } from '@/lib/redirects/same-origin-path';
import { getRequestConsent } from '@/server/consent/request-consent';

/**
 * The language switch's server action (works without JavaScript): stores the choice in the `lang` cookie, 30 days
 * with functional consent, else for the session (lib/i18n/language.ts). Then it loads the same page again: the
 * language is part of the page's cache variant (proxy.ts), so only a new request picks the Spanish (or English)
 * copy; with JavaScript that is a client navigation, without it a 303 redirect.
 */
export async function setLanguage(formData: FormData): Promise<void> {
  const lang = parseLanguage(formData.get('lang'));
  if (!lang) return;
  const [{ consent }, requestHeaders, jar] = await Promise.all([getRequestConsent(), headers(), cookies()]);
  let secure = true;
  try {
    const origin = new URL(requestHeaders.get('origin') ?? `http://${requestHeaders.get('host') ?? 'localhost'}`);
    secure = cookieSecure(origin.protocol, origin.hostname);
  } catch {
    secure = true;
  }
  jar.set(LANGUAGE_COOKIE, lang, {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: languageCookieMaxAge(isCategoryAllowed(consent, 'functional')),
  });
  const host = requestHeaders.get('host') ?? '';
  redirect(sameOriginPath(requestHeaders.get('referer'), host) ?? '/');
}
