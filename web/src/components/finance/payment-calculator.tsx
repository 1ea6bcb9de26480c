'use client';

import { useId, useMemo, useState, type ChangeEvent } from 'react';

import {
  CASH_DOWN_SLIDER,
  CREDIT_SCORE_SLIDER,
  creditScoreLabel,
  defaultCashDown,
  FINANCE_TERM_SLIDER,
  financeQuote,
  PAYMENT_DISCLAIMER,
  snapToSlider,
  TRADE_EQUITY_SLIDER,
  type SliderRange,
} from '@/lib/finance';

import { CALCULATOR_MAX_PRICE } from './calculator-defaults';
import { formatAprBps, formatCents, formatDollars } from './format-money';
import styles from './payment-calculator.module.css';

export interface PaymentCalculatorProps {
  /** The selected store's base APR in percent (CMS `store.baseApr`). */
  baseAprPercent: number;
  /** The store's documentary fee in dollars (CMS `store.fees.documentary`); null uses the §9 default. */
  documentaryFee: number | null;
  initialPrice: number;
}

interface SliderProps {
  id: string;
  label: string;
  range: SliderRange;
  value: number;
  valueText: (value: number) => string;
  onChange: (value: number) => void;
}

/** A native range input: arrow keys, Page Up/Down, Home/End work out of the box; the value is announced as text. */
function Slider({ id, label, range, value, valueText, onChange }: SliderProps) {
  const text = valueText(value);
  return (
    <div className={styles.slider}>
      <div className={styles.sliderHead}>
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className={styles.sliderValue}>
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(snapToSlider(Number(event.target.value), range))}
      />
    </div>
  );
}

const parsePrice = (raw: string) => {
  const value = Number(raw.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? Math.min(value, CALCULATOR_MAX_PRICE) : 0;
};

/**
 * Spec §9 payment calculator: price, cash down, trade equity, credit score and term; the monthly payment, APR and
 * the itemised fees. The server renders the first result, so it shows without JavaScript.
 */
export function PaymentCalculator({ baseAprPercent, documentaryFee, initialPrice }: PaymentCalculatorProps) {
  const id = useId();
  const [priceText, setPriceText] = useState(String(initialPrice));
  const [cashDown, setCashDown] = useState(() => defaultCashDown(initialPrice));
  const [tradeEquity, setTradeEquity] = useState(TRADE_EQUITY_SLIDER.default);
  const [creditScore, setCreditScore] = useState(CREDIT_SCORE_SLIDER.default);
  const [termMonths, setTermMonths] = useState(FINANCE_TERM_SLIDER.default);
  const price = parsePrice(priceText);

  const quote = useMemo(
    () => financeQuote({ price, cashDown, tradeEquity, documentaryFee, baseAprPercent, creditScore, termMonths }),
    [price, cashDown, tradeEquity, documentaryFee, baseAprPercent, creditScore, termMonths],
  );

  return (
    <div className={styles.calculator}>
      <div className={styles.inputs}>
        <div className={styles.price}>
          <label htmlFor={`${id}-price`}>Vehicle price ($)</label>
          <input
            id={`${id}-price`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={priceText}
            onChange={(event) => setPriceText(event.target.value)}
          />
        </div>
        <Slider
          id={`${id}-cash`}
          label="Cash down"
          range={CASH_DOWN_SLIDER}
          value={cashDown}
          valueText={formatDollars}
          onChange={setCashDown}
        />
        <Slider
          id={`${id}-trade`}
          label="Trade equity"
          range={TRADE_EQUITY_SLIDER}
          value={tradeEquity}
          valueText={formatDollars}
          onChange={setTradeEquity}
        />
        <Slider
          id={`${id}-credit`}
          label="Credit score"
          range={CREDIT_SCORE_SLIDER}
          value={creditScore}
          valueText={(score) => `${creditScoreLabel(score)} (${score})`}
          onChange={setCreditScore}
        />
        <Slider
          id={`${id}-term`}
          label="Term"
          range={FINANCE_TERM_SLIDER}
          value={termMonths}
          valueText={(months) => `${months} months`}
          onChange={setTermMonths}
        />
      </div>

      <div className={styles.result}>
        <p className={styles.payment} aria-live="polite" aria-atomic="true" data-testid="monthly-payment">
          <span className={styles.paymentLabel}>Estimated monthly payment</span>{' '}
          <span className={styles.paymentValue}>{formatCents(quote.monthlyPaymentCents)}</span>
        </p>
        <p className={styles.apr}>
          {formatAprBps(quote.aprBps)} APR for {quote.termMonths} months
        </p>
        <dl className={styles.lines}>
          {quote.lines.map((line) => (
            <div key={line.label} className={styles.line}>
              <dt>{line.label}</dt>
              <dd>{formatCents(line.cents)}</dd>
            </div>
          ))}
          <div className={`${styles.line} ${styles.total}`}>
            <dt>Amount financed</dt>
            <dd>{formatCents(quote.amountFinancedCents)}</dd>
          </div>
        </dl>
        <p className={styles.disclaimer}>{PAYMENT_DISCLAIMER}</p>
      </div>
    </div>
  );
}
