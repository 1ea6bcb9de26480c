import 'server-only';
import { headers } from 'next/headers';
import { variant as variantParam } from 'next/root-params';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { siteShellQuery } from '@/content/queries';
import { withRequestExperiment } from '@/lib/experiments';
import { resolveLanguage } from '@/lib/i18n/language';
import { parseMissingPage, MISSING_PAGE_HEADER, type MissingPage } from '@/lib/routing/missing-page';
import { createTranslator } from '@/lib/i18n/strings';
import { selectStore } from '@/lib/profile/selected-store';
import { DEFAULT_VARIANT, parseVariant, SITE_VARIANT_HEADER, type SiteVariant } from '@/lib/site-variant/site-variant';
import { admittedExperiment } from './experiment-variants';

/** siteSettings + every store: one query per request, shared by layouts, pages and sections. */
export const getSiteShell = cache(() =>
  fetchContent({ query: siteShellQuery, params: {}, tags: ['siteSettings', 'store'] }),
);

export type SiteShell = Awaited<ReturnType<typeof getSiteShell>>;
export type SiteSettings = NonNullable<SiteShell['settings']>;
export type Store = SiteShell['stores'][number];

/**
 * The cache variant this render is for. Pages under app/[variant] get it as their root parameter (so they never
 * read cookies and stay cacheable); the global 404 page, outside that tree, reads the header proxy.ts set.
 */
export const getSiteVariant = cache(async (): Promise<SiteVariant> => {
  let segment: string | undefined;
  try {
    segment = await variantParam();
  } catch {
    segment = undefined;
  }
  if (segment !== undefined) return parseVariant(segment) ?? DEFAULT_VARIANT;
  return parseVariant((await headers()).get(SITE_VARIANT_HEADER)) ?? DEFAULT_VARIANT;
});

/**
 * The page's view of the site for its cache variant: settings, the store (the visitor's choice over
 * `siteSettings.defaultStore`), the language and a translator for `siteSettings.uiStrings`, with an admitted
 * experiment's menus and strings over both.
 */
export const getSiteContext = cache(async () => {
  const [shell, variant] = await Promise.all([getSiteShell(), getSiteVariant()]);
  const experiment = admittedExperiment(variant.experiment);
  const settings = shell.settings ? withRequestExperiment(shell.settings, experiment) : shell.settings;
  const store = selectStore(shell.stores, settings?.defaultStoreId, variant.storeId);
  const lang = resolveLanguage({ chosen: variant.lang, siteDefault: settings?.defaultLanguage });
  return {
    settings,
    stores: shell.stores,
    store,
    variant,
    lang,
    enabledPages: settings?.enabledPages ?? [],
    t: createTranslator(settings?.uiStrings, lang),
  };
});

export type SiteContext = Awaited<ReturnType<typeof getSiteContext>>;

/** The path being rendered, as proxy.ts records it (`x-pathname`); '/' when unknown. Dynamic: 404 pages only. */
export async function requestPathname(): Promise<string> {
  return (await headers()).get('x-pathname') ?? '/';
}

/** The 404 kind proxy.ts decided (`x-not-found-kind`), if it decided one. */
export async function requestNotFoundKind(): Promise<'unmatched' | 'invalid' | null> {
  const kind = (await headers()).get('x-not-found-kind');
  return kind === 'unmatched' || kind === 'invalid' ? kind : null;
}

/** What the 404 page explains (a car not in stock, an ended offer), as proxy.ts recorded it; null otherwise. */
export async function requestMissingPage(): Promise<MissingPage | null> {
  return parseMissingPage((await headers()).get(MISSING_PAGE_HEADER));
}
