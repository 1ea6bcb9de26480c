import type { DealLine, DealSheet, DealStoreSettings, DealTradeIn } from '@/lib/deal/deal-sheet';
import { formatCents, formatPercent } from '@/lib/deal/format';
import type { DealStrings } from '@/lib/deal/strings';
import type { DealTerms } from '@/lib/deal/terms';
import { interpolate } from '@/lib/i18n/interpolate';
import styles from './deal.module.css';

/** Why a line is what it is, in the shopper's words (docs/deal-sheet.md#the-arithmetic). */
function explanation(
  line: DealLine,
  sheet: DealSheet,
  settings: DealStoreSettings,
  tradeIn: DealTradeIn | null,
  terms: DealTerms,
  s: DealStrings,
  lang: string,
): string {
  const money = (cents: number) => formatCents(cents, lang);
  switch (line.id) {
    case 'salesTax':
      return interpolate(s[sheet.tradeInTaxCreditCents > 0 ? 'deal.line.salesTax.credit' : 'deal.line.salesTax.why'], {
        rate: formatPercent(settings.salesTaxPercent ?? 0, lang),
        taxable: money(sheet.taxableCents),
        credit: money(sheet.tradeInTaxCreditCents),
      });
    case 'tradeEquity': {
      const values = { value: money((tradeIn?.value ?? 0) * 100), payoff: money((tradeIn?.payoff ?? 0) * 100) };
      return interpolate(
        s[sheet.tradeEquityCents < 0 ? 'deal.line.tradeEquity.negative' : 'deal.line.tradeEquity.why'],
        values,
      );
    }
    case 'downPayment':
      return sheet.downPaymentCents < Math.round(terms.downPayment * 100)
        ? interpolate(s['deal.line.downPayment.capped'], { amount: money(sheet.downPaymentCents) })
        : s['deal.line.downPayment.why'];
    default:
      return s[`deal.line.${line.id}.why`];
  }
}

/**
 * The sheet: every line with its amount and how it is worked out, then the four figures the shopper asked for
 * (payment, amount financed, trade equity, cash due), and the estimate's terms. Printed as one page.
 */
export function DealSheetTable({
  s,
  lang,
  sheet,
  settings,
  tradeIn,
  terms,
}: {
  s: DealStrings;
  lang: string;
  sheet: DealSheet;
  settings: DealStoreSettings;
  tradeIn: DealTradeIn | null;
  terms: DealTerms;
}) {
  const money = (cents: number) => formatCents(cents, lang);
  return (
    <section aria-labelledby="deal-summary-title" className={styles.sheet} data-testid="deal-sheet">
      <h2 id="deal-summary-title" className={styles.heading}>
        {s['deal.summary.title']}
      </h2>
      <dl className={styles.summary}>
        <div data-testid="deal-payment">
          <dt>{s['deal.summary.payment']}</dt>
          <dd className={styles.figure}>{money(sheet.monthlyPaymentCents)}</dd>
          <dd className={styles.hint}>
            {interpolate(s['deal.summary.paymentWhy'], {
              term: sheet.termMonths,
              apr: formatPercent(sheet.aprBps / 100, lang),
            })}
          </dd>
        </div>
        <div data-testid="deal-financed">
          <dt>{s['deal.summary.financed']}</dt>
          <dd className={styles.figure}>{money(sheet.amountFinancedCents)}</dd>
        </div>
        {tradeIn ? (
          <div data-testid="deal-equity">
            <dt>{s['deal.summary.equity']}</dt>
            <dd className={styles.figure}>{money(sheet.tradeEquityCents)}</dd>
          </div>
        ) : null}
        <div data-testid="deal-cash-due">
          <dt>{s['deal.summary.cashDue']}</dt>
          <dd className={styles.figure}>{money(sheet.cashDueCents)}</dd>
          <dd className={styles.hint}>{s['deal.summary.cashDueWhy']}</dd>
        </div>
      </dl>
      {sheet.paidToShopperCents > 0 ? (
        <p>{interpolate(s['deal.summary.paidToYou'], { amount: money(sheet.paidToShopperCents) })}</p>
      ) : null}
      <table className={styles.table} data-testid="deal-lines">
        <caption className={styles.caption}>{s['deal.sheet.caption']}</caption>
        <thead>
          <tr>
            <th scope="col">{s['deal.sheet.item']}</th>
            <th scope="col" className={styles.amount}>
              {s['deal.sheet.amount']}
            </th>
            <th scope="col">{s['deal.sheet.why']}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.map((line) => (
            <tr key={line.id} data-line={line.id} className={line.id === 'amountFinanced' ? styles.total : undefined}>
              <th scope="row">{s[`deal.line.${line.id}`]}</th>
              <td className={styles.amount}>{money(line.cents)}</td>
              <td className={styles.why}>{explanation(line, sheet, settings, tradeIn, terms, s, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sheet.salesTaxCents === null ? <p className={styles.hint}>{s['deal.line.salesTax.none']}</p> : null}
      <p className={styles.hint}>{s['deal.disclaimer']}</p>
    </section>
  );
}
