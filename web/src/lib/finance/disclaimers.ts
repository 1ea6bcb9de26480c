/**
 * The payment and lease disclaimers' default wording (editors may override them by key in the site's strings). Kept
 * apart from the finance rules and out of lib/finance's index: browser code that computes payments never carries
 * these sentences; the server puts them in the page.
 */
export const PAYMENT_DISCLAIMER =
  'Estimated payments are for illustration only and are not an offer of credit. They include the documentary fee ' +
  'and the thirty-day drive fee, and exclude tax, title and registration. Your APR depends on your credit history, ' +
  'the vehicle and lender approval; actual terms may differ.';

export const LEASE_DISCLAIMER =
  'Lease estimates use an assumed residual value and a money factor equal to the APR divided by 2,400; the ' +
  'lessor sets both. Mileage above the yearly allowance is charged at lease end.';
