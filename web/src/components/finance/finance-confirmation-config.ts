import { legalPath, pathFor } from '@dealer/schemas/routes';

import { DEFAULT_FINANCE_TERM_MONTHS } from '@/lib/finance';
import { isRouteEnabled } from '@/lib/routing/route-access';
import type { StoreRates } from '@/lib/finance/store-rates';
import type { SiteContext } from '@/server/site/context';

import {
  FINANCE_CONFIRMATION_TEXT_NAMES,
  type FinanceConfirmationConfig,
} from '../forms/finance/apply-financing-config';
import { financeText, type FinanceStringName } from './finance-strings';

// Every confirmation text is a finance string: the string table holds its English and Spanish.
const CONFIRMATION_TEXTS = FINANCE_CONFIRMATION_TEXT_NAMES satisfies readonly FinanceStringName[];

/**
 * What the finance confirmation screens need from the server: the selected store's name, phone and rates (the
 * estimate uses the calculator's default term; loadStoreRates), where to browse and apply, and the texts in the
 * site's language.
 */
export function financeConfirmationConfig(site: SiteContext, rates: StoreRates | null): FinanceConfirmationConfig {
  const enabled = site.enabledPages;
  return {
    storeName: site.store?.name ?? site.settings?.siteName ?? '',
    storePhone: site.store?.phone ?? null,
    estimate: rates ? { ...rates, termMonths: DEFAULT_FINANCE_TERM_MONTHS } : null,
    vehiclesPath: isRouteEnabled('carsForSale', enabled) ? pathFor('carsForSale') : null,
    creditApplicationPath: isRouteEnabled('fullCreditApplication', enabled) ? pathFor('fullCreditApplication') : null,
    texts: Object.fromEntries(
      CONFIRMATION_TEXTS.map((name) => [name, financeText(site.t, name)]),
    ) as FinanceConfirmationConfig['texts'],
  };
}

/** What a finance form section is given: its title, the selected store's rates (loadFinanceForm) and the cookie tier. */
export interface FinanceFormSectionProps {
  site: SiteContext;
  title: string;
  rates: StoreRates | null;
  cookieTier: number | null;
}

/**
 * The part every finance form's config shares: who the lead goes to, the privacy link, the cookie tier, the page
 * (empty: the page is cached, so the API takes it from the Referer) and the confirmation screen.
 */
export function financeFormBase({ site, rates, cookieTier }: Omit<FinanceFormSectionProps, 'title'>) {
  return {
    dealerName: site.store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    cookieTier,
    pagePath: '',
    ...financeConfirmationConfig(site, rates),
  };
}
