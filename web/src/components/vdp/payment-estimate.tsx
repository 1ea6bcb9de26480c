import { bpsToPercent, creditScoreLabel, FINANCE_TERM_SLIDER, financeQuote, sliderValues } from '@/lib/finance';
import { interpolate } from '@/lib/i18n/interpolate';
import { formatPrice } from '@/lib/inventory/format';
import type { ReactNode } from 'react';
import type { EstimateTerms } from './estimate-terms';
import panel from './vehicle-panel.module.css';
import { creditTierName } from './credit-tier-name';
import type { EstimateStrings } from './vehicle-page-strings';

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
  /** The panel's text in the page's language. */
  strings: EstimateStrings;
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
  strings: s,
}: PaymentEstimateProps) {
  const months = (count: number) => interpolate(s['vdp.estimate.months'], { count });
  const tier = (score: number) => creditTierName(s, creditScoreLabel(score));
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
      className={panel.panel}
      aria-labelledby="vdp-payment-title"
      data-payment-state={locked ? 'locked' : 'estimate'}
    >
      <h2 id="vdp-payment-title">{s['vdp.estimate.title']}</h2>
      {locked ? null : (
        <>
          <p className={panel.payment} aria-live="polite">
            {interpolate(s['vdp.estimate.perMonth'], {
              amount: formatPrice(Math.ceil(quote.monthlyPaymentCents / 100)),
            })}
          </p>
          <dl className={panel.terms}>
            <dt>{s['vdp.estimate.down']}</dt>
            <dd>{formatPrice(terms.cashDown)}</dd>
            {tradeEquity > 0 ? (
              <>
                <dt>{s['vdp.estimate.tradeEquity']}</dt>
                <dd>{formatPrice(tradeEquity)}</dd>
              </>
            ) : null}
            <dt>{s['vdp.estimate.term']}</dt>
            <dd>{months(terms.termMonths)}</dd>
            <dt>{s['vdp.estimate.credit']}</dt>
            <dd>
              {tier(terms.creditScore)} ({terms.creditScore})
            </dd>
            <dt>{s['vdp.estimate.apr']}</dt>
            <dd>{bpsToPercent(quote.aprBps).toFixed(2)}%</dd>
            <dt>{s['vdp.estimate.financed']}</dt>
            <dd>{formatPrice(Math.round(quote.amountFinancedCents / 100))}</dd>
          </dl>
        </>
      )}
      {children}
      <form
        // The island's terms arrive after hydration (saved terms, the query): the selects start from them.
        key={`${terms.cashDown}-${terms.termMonths}-${terms.creditScore}`}
        method="get"
        className={panel.actions}
        aria-label={s['vdp.estimate.form']}
      >
        <label className={panel.small} htmlFor="vdp-down">
          {s['vdp.estimate.down']}
        </label>
        <select id="vdp-down" name="down" defaultValue={terms.cashDown} className={panel.select}>
          {downChoices.map((value) => (
            <option key={value} value={value}>
              {formatPrice(value)}
            </option>
          ))}
        </select>
        <label className={panel.small} htmlFor="vdp-term">
          {s['vdp.estimate.term']}
        </label>
        <select id="vdp-term" name="term" defaultValue={terms.termMonths} className={panel.select}>
          {sliderValues(FINANCE_TERM_SLIDER).map((value) => (
            <option key={value} value={value}>
              {months(value)}
            </option>
          ))}
        </select>
        <label className={panel.small} htmlFor="vdp-credit">
          {s['vdp.estimate.creditScore']}
        </label>
        <select id="vdp-credit" name="credit" defaultValue={terms.creditScore} className={panel.select}>
          {creditChoices.map((value) => (
            <option key={value} value={value}>
              {value} ({tier(value)})
            </option>
          ))}
        </select>
        <button type="submit" className={panel.button}>
          {s['vdp.estimate.update']}
        </button>
      </form>
      <p className={panel.small}>{s['vdp.estimate.disclaimer']}</p>
    </section>
  );
}
