import {
  bpsToPercent,
  creditScoreLabel,
  FINANCE_TERM_SLIDER,
  financeQuote,
  PAYMENT_DISCLAIMER,
  sliderValues,
} from '@/lib/finance';
import { formatPrice } from '@/lib/inventory/format';
import type { ReactNode } from 'react';
import type { EstimateTerms } from './estimate-terms';
import styles from './vdp.module.css';

const DOWN_CHOICES = [0, 500, 1_000, 2_000, 3_000, 5_000, 7_500, 10_000, 15_000, 20_000];
/** One score per credit tier boundary, highest first. */
const CREDIT_CHOICES = [850, 740, 670, 620, 600, 580, 560, 520, 500, 450];

interface PaymentEstimateProps {
  price: number;
  year: number;
  baseAprPercent: number;
  documentaryFee: number | null;
  terms: EstimateTerms;
  /** The personalise-price prompt (locked state or "adjust my terms"), rendered under the payment. */
  children?: ReactNode;
}

/**
 * Locked until the visitor gives terms: then the prompt (children) and the form, no figure.
 * Estimated monthly payment from the finance rules: the store's base APR plus the credit-tier and model-year
 * adjustments. A GET form changes down payment, term and credit score without JavaScript.
 */
export function PaymentEstimate({
  price,
  year,
  baseAprPercent,
  documentaryFee,
  terms,
  children,
}: PaymentEstimateProps) {
  const tradeEquity = terms.tradeEquity ?? 0;
  const locked = (terms.source ?? 'default') === 'default';
  const quote = financeQuote({
    price,
    cashDown: terms.cashDown,
    tradeEquity,
    baseAprPercent,
    creditScore: terms.creditScore,
    modelYear: year,
    termMonths: terms.termMonths,
    documentaryFee,
  });
  const downChoices = [...new Set([...DOWN_CHOICES, terms.cashDown])].sort((a, b) => a - b);
  const creditChoices = [...new Set([...CREDIT_CHOICES, terms.creditScore])].sort((a, b) => b - a);
  return (
    <section
      className={styles.panel}
      aria-labelledby="vdp-payment-title"
      data-payment-state={locked ? 'locked' : 'estimate'}
    >
      <h2 id="vdp-payment-title">Estimated payment</h2>
      {locked ? null : (
        <>
          <p className={styles.payment} aria-live="polite">
            {formatPrice(Math.ceil(quote.monthlyPaymentCents / 100))}/mo
          </p>
          <dl className={styles.terms}>
            <dt>Down payment</dt>
            <dd>{formatPrice(terms.cashDown)}</dd>
            {tradeEquity > 0 ? (
              <>
                <dt>Trade equity</dt>
                <dd>{formatPrice(tradeEquity)}</dd>
              </>
            ) : null}
            <dt>Term</dt>
            <dd>{terms.termMonths} months</dd>
            <dt>Credit</dt>
            <dd>
              {creditScoreLabel(terms.creditScore)} ({terms.creditScore})
            </dd>
            <dt>APR</dt>
            <dd>{bpsToPercent(quote.aprBps).toFixed(2)}%</dd>
            <dt>Amount financed</dt>
            <dd>{formatPrice(Math.round(quote.amountFinancedCents / 100))}</dd>
          </dl>
        </>
      )}
      {children}
      <form
        // The island's terms arrive after hydration (saved terms, the query): the selects start from them.
        key={`${terms.cashDown}-${terms.termMonths}-${terms.creditScore}`}
        method="get"
        className={styles.actions}
        aria-label="Change the estimate"
      >
        <label className={styles.small} htmlFor="vdp-down">
          Down payment
        </label>
        <select id="vdp-down" name="down" defaultValue={terms.cashDown} className={styles.select}>
          {downChoices.map((value) => (
            <option key={value} value={value}>
              {formatPrice(value)}
            </option>
          ))}
        </select>
        <label className={styles.small} htmlFor="vdp-term">
          Term
        </label>
        <select id="vdp-term" name="term" defaultValue={terms.termMonths} className={styles.select}>
          {sliderValues(FINANCE_TERM_SLIDER).map((value) => (
            <option key={value} value={value}>
              {value} months
            </option>
          ))}
        </select>
        <label className={styles.small} htmlFor="vdp-credit">
          Credit score
        </label>
        <select id="vdp-credit" name="credit" defaultValue={terms.creditScore} className={styles.select}>
          {creditChoices.map((value) => (
            <option key={value} value={value}>
              {value} ({creditScoreLabel(value)})
            </option>
          ))}
        </select>
        <button type="submit" className={styles.button}>
          Update estimate
        </button>
      </form>
      <p className={styles.small}>{PAYMENT_DISCLAIMER}</p>
    </section>
  );
}
