import { FINANCE_STRINGS } from '@/components/finance/finance-strings';

import { FINANCE_CONFIRMATION_TEXT_NAMES, type FinanceConfirmationConfig } from '../apply-financing-config';

/** The confirmation settings of a store with a phone and a 6.49% base APR, in English, for component tests. */
export const TEST_CONFIRMATION_CONFIG: FinanceConfirmationConfig = {
  storeName: 'Test Motors',
  storePhone: '(630) 555-0100',
  estimate: { baseAprPercent: 6.49, documentaryFee: null, termMonths: 72 },
  vehiclesPath: '/cars-for-sale',
  creditApplicationPath: '/auto-financing/full-credit-application',
  texts: Object.fromEntries(
    FINANCE_CONFIRMATION_TEXT_NAMES.map((name) => [name, FINANCE_STRINGS[name].en]),
  ) as FinanceConfirmationConfig['texts'],
};
