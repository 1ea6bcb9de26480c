/** How the deal sheet writes money and rates in the page's language (es-US for Spanish, as the site's dates). Pure. */
const locale = (lang: string) => (lang === 'es' ? 'es-US' : 'en-US');

/** Cents as dollars with cents: "$1,650.00" (negative: "-$3,000.00"). */
export function formatCents(cents: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** Basis points or a percent as "7.99%". */
export function formatPercent(percent: number, lang: string): string {
  return `${new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 3 }).format(percent)}%`;
}

/** A day as the store's calendar writes it: "November 28, 2026". */
export function formatDay(date: Date, lang: string, timeZone = 'America/Chicago'): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone }).format(date);
}
