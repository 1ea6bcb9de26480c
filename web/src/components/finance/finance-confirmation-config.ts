import { pathFor } from '@dealer/schemas/routes';

import { DEFAULT_FINANCE_TERM_MONTHS } from '@/lib/finance';
import { isRouteEnabled } from '@/lib/routing/route-access';
import type { StoreRates } from '@/server/pages/finance';
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
