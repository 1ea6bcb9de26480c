import type { SiteContext } from '@/server/site/context';

/**
 * An offer's type label ('Dealer special') in the page's language: uiStrings `offers.type.{offerType}` translates
 * it for Spanish readers; in English the offer's own label stays (editors word it per offer).
 */
export function offerTypeLabel(
  site: Pick<SiteContext, 't' | 'lang'>,
  offerType: string | null | undefined,
  label: string,
): string {
  if (site.lang === 'en' || !offerType) return label;
  const key = `offers.type.${offerType}`;
  const translated = site.t(key, {}, label);
  return translated === key ? label : translated;
}
