/** US dollar formatting for the finance screens. */
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** 1000 → "$1,000" (slider values, whole dollars). */
export const formatDollars = (dollars: number) => DOLLARS.format(dollars);

/** 38666 → "$386.66"; a negative line shows as "−$1,000.00". */
export const formatCents = (cents: number) =>
  cents < 0 ? `−${CENTS.format(Math.abs(cents) / 100)}` : CENTS.format(cents / 100);

/** 649 basis points → "6.49%". */
export const formatAprBps = (bps: number) => `${(bps / 100).toFixed(2)}%`;
