import 'server-only';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { leadSettingsQuery } from '@/content/queries';

/**
 * siteSettings.cookieTier, which every lead form needs (whether the visitor's profile may be saved before a stored
 * consent choice). Read once per render however many forms the page holds.
 */
export const loadCookieTier = cache(async (): Promise<number | null> => {
  const settings = await fetchContent({ query: leadSettingsQuery, params: {}, tags: ['siteSettings', 'store'] });
  return settings.settings?.cookieTier ?? null;
});
