/**
 * What the /deal shell renders with (server/pages/deal.ts loads it): the words, the page's language and translator. The car, the
 * shopper's terms and the figures are the browser's (docs/deal-sheet.md#the-page).
 */
import type { Language } from '@/lib/i18n/strings';
import type { DealStrings } from './strings';

export interface DealShellData {
  strings: DealStrings;
  lang: Language;
  /** The site's translator (siteSettings.uiStrings in the page's language), for the lead form's own notices. */
  t: (key: string, values?: Record<string, string | number>, fallback?: string) => string;
  /** siteSettings.cookieTier: whether the shopper's profile may be saved after sending without a consent choice. */
  cookieTier: number | null;
}
