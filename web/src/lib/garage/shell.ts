/**
 * What the /my-garage and /compare shells render with (server/pages/garage-shell.ts loads it): the words, the page's
 * language and translator, the store's finance settings and the visitor's store. The cars are the browser's.
 */
import type { PaymentSettings } from '@/lib/inventory/card-payment';
import type { Language } from '@/lib/i18n/strings';
import type { GarageStrings } from './strings';

export interface VisitorStore {
  storeId: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface GarageShellData {
  strings: GarageStrings;
  lang: Language;
  /** The site's translator (siteSettings.uiStrings in the page's language), for words of other tables. */
  t: (key: string, values?: Record<string, string | number>, fallback?: string) => string;
  payment: PaymentSettings | null;
  visitorStore: VisitorStore | null;
}
