import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { siteShellQuery } from '@/content/queries';
import { isCategoryAllowed } from '@/lib/consent';
import { EXPERIMENT_CONFIG_COOKIE, readExperimentCookie, withRequestExperiment } from '@/lib/experiments';
import { LANGUAGE_COOKIE, resolveLanguage } from '@/lib/i18n/language';
import { getRequestConsent } from '@/server/consent/request-consent';
import { createTranslator, type Language } from '@/lib/i18n/strings';
import { SELECTED_STORE_COOKIE, selectStore } from '@/lib/profile/selected-store';

/** siteSettings + every store: one query per request, shared by layouts, pages and sections. */
export const getSiteShell = cache(() =>
  fetchContent({ query: siteShellQuery, params: {}, tags: ['siteSettings', 'store'] }),
);

export type SiteShell = Awaited<ReturnType<typeof getSiteShell>>;
export type SiteSettings = NonNullable<SiteShell['settings']>;
export type Store = SiteShell['stores'][number];

/**
 * The request's view of the site: settings, the selected store (cookie `userSelectedStore` over
 * `siteSettings.defaultStore`) and a translator for `siteSettings.uiStrings`; the visitor's experiment
 * (menus and strings, lib/experiments/request-config.ts) over both while analytics consent allows experiments.
 */
export const getSiteContext = cache(async () => {
  const [shell, jar, { consent }] = await Promise.all([getSiteShell(), cookies(), getRequestConsent()]);
  const experiment = isCategoryAllowed(consent, 'analytics')
    ? readExperimentCookie(jar.get(EXPERIMENT_CONFIG_COOKIE)?.value)
    : null;
  const settings = shell.settings ? withRequestExperiment(shell.settings, experiment) : shell.settings;
  const store = selectStore(shell.stores, settings?.defaultStoreId, jar.get(SELECTED_STORE_COOKIE)?.value);
  // The visitor's language switch (cookie `lang`) over the site's default.
  const lang: Language = resolveLanguage({
    chosen: jar.get(LANGUAGE_COOKIE)?.value,
    siteDefault: settings?.defaultLanguage,
  });
  return {
    settings,
    stores: shell.stores,
    store,
    /** May the visitor keep a store choice (functional cookies)? The picker stays disabled otherwise. */
    functionalAllowed: isCategoryAllowed(consent, 'functional'),
    lang,
    enabledPages: settings?.enabledPages ?? [],
    t: createTranslator(settings?.uiStrings, lang),
  };
});

export type SiteContext = Awaited<ReturnType<typeof getSiteContext>>;

/** The path being rendered, as proxy.ts records it (`x-pathname`); '/' when unknown. */
export async function requestPathname(): Promise<string> {
  return (await headers()).get('x-pathname') ?? '/';
}

/** The 404 kind proxy.ts decided (`x-not-found-kind`), if it decided one. */
export async function requestNotFoundKind(): Promise<'unmatched' | 'invalid' | null> {
  const kind = (await headers()).get('x-not-found-kind');
  return kind === 'unmatched' || kind === 'invalid' ? kind : null;
}
