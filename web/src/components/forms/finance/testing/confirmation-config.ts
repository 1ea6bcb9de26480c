import { FINANCE_STRINGS } from '@/components/finance/finance-strings';

import type { FinanceConfirmationConfig, FinanceConfirmationTextName } from '../apply-financing-config';

const NAMES: FinanceConfirmationTextName[] = [
  'doneReference',
  'doneCall',
  'creditAppDoneTitle',
  'creditAppDoneNext',
  'creditAppDoneBrowse',
  'estimateTitle',
  'estimateNote',
  'estimateApr',
  'estimateBudget',
  'estimateBuyingPower',
  'estimateNoIncome',
  'estimateNext',
  'estimateBrowse',
  'estimateApply',
  'estimateEdit',
];

/** The confirmation settings of a store with a phone and a 6.49% base APR, in English, for component tests. */
export const TEST_CONFIRMATION_CONFIG: FinanceConfirmationConfig = {
  storeName: 'Test Motors',
  storePhone: '(630) 555-0100',
  estimate: { baseAprPercent: 6.49, documentaryFee: null, termMonths: 72 },
  vehiclesPath: '/cars-for-sale',
  creditApplicationPath: '/auto-financing/full-credit-application',
  texts: Object.fromEntries(
    NAMES.map((name) => [name, FINANCE_STRINGS[name].en]),
  ) as FinanceConfirmationConfig['texts'],
};
