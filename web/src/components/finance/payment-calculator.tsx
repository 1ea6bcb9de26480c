'use client';

import { useId, useMemo, useState, type ChangeEvent } from 'react';

import {
  CASH_DOWN_SLIDER,
  CREDIT_SCORE_SLIDER,
  creditScoreLabel,
  defaultCashDown,
  FINANCE_TERM_SLIDER,
  financeQuote,
  LEASE_MILES_SLIDER,
  LEASE_TERM_SLIDER,
  leaseQuote,
  leaseResidualPercent,
  snapToSlider,
  TRADE_EQUITY_SLIDER,
  type SliderRange,
} from '@/lib/finance';

import { interpolate } from '@/lib/i18n/interpolate';
import { useEarlyInput } from '@/components/forms/use-early-input';

import { CALCULATOR_MAX_PRICE } from './calculator-defaults';
import { CALCULATOR_STRINGS, lineLabel, type CalculatorStrings } from './calculator-strings';
import { formatAprBps, formatCents, formatDollars } from './format-money';
import styles from './payment-calculator.module.css';

export interface PaymentCalculatorProps {
  /** The selected store's base APR in percent (CMS `store.baseApr`). */
  baseAprPercent: number;
  /** The store's documentary fee in dollars (CMS `store.fees.documentary`); null uses the built-in default. */
  documentaryFee: number | null;
  initialPrice: number;
  /** The page's words (calculator-strings.ts); the built-in English when absent. */
  strings?: CalculatorStrings;
}

interface SliderProps {
  id: string;
  label: string;
  range: SliderRange;
  value: number;
  valueText: (value: number) => string;
  onChange: (value: number) => void;
}

const inputValue = (input: HTMLInputElement) => input.value;

/**
 * A native range input: arrow keys, Page Up/Down, Home/End work out of the box; the value is announced as text. A
 * value set before the page hydrated is kept.
 */
function Slider({ id, label, range, value, valueText, onChange }: SliderProps) {
  const text = valueText(value);
  const input = useEarlyInput(inputValue, String(value), (early) => onChange(snapToSlider(Number(early), range)));
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
        ref={input}
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

export type CalculatorMode = 'finance' | 'lease';

const MILES = new Intl.NumberFormat('en-US');

const parsePrice = (raw: string) => {
  const value = Number(raw.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? Math.min(value, CALCULATOR_MAX_PRICE) : 0;
};

/**
 * Payment calculator: price, cash down, trade equity, credit score and term (finance) or lease term and
 * yearly miles (lease); the monthly payment, APR (and money factor) and the itemised fees. The server renders the first result, so it shows without JavaScript.
 */
export function PaymentCalculator({
  baseAprPercent,
  documentaryFee,
  initialPrice,
  strings = CALCULATOR_STRINGS,
}: PaymentCalculatorProps) {
  const id = useId();
  const s = strings;
  const months = (value: number) => interpolate(s['calculator.months'], { months: value });
  const miles = (value: number) => interpolate(s['calculator.miles'], { miles: MILES.format(value) });
  const [priceText, setPriceText] = useState(String(initialPrice));
  const [cashDown, setCashDown] = useState(() => defaultCashDown(initialPrice));
  const [tradeEquity, setTradeEquity] = useState(TRADE_EQUITY_SLIDER.default);
  const [creditScore, setCreditScore] = useState(CREDIT_SCORE_SLIDER.default);
  const [termMonths, setTermMonths] = useState(FINANCE_TERM_SLIDER.default);
  const [mode, setMode] = useState<CalculatorMode>('finance');
  const [leaseTermMonths, setLeaseTermMonths] = useState(LEASE_TERM_SLIDER.default);
  const [milesPerYear, setMilesPerYear] = useState(LEASE_MILES_SLIDER.default);
  const price = parsePrice(priceText);
  // What a visitor typed or chose before the page hydrated is kept (use-early-input.ts).
  const priceInput = useEarlyInput(inputValue, String(initialPrice), setPriceText);
  const modeGroup = useEarlyInput<HTMLFieldSetElement, string>(
    (group) => group.querySelector<HTMLInputElement>('input:checked')?.value ?? null,
    'finance',
    (early) => setMode(early === 'lease' ? 'lease' : 'finance'),
  );

  const quote = useMemo(
    () => financeQuote({ price, cashDown, tradeEquity, documentaryFee, baseAprPercent, creditScore, termMonths }),
    [price, cashDown, tradeEquity, documentaryFee, baseAprPercent, creditScore, termMonths],
  );
  const lease = useMemo(
    () =>
      leaseQuote({
        price,
        cashDown,
        tradeEquity,
        documentaryFee,
        baseAprPercent,
        creditScore,
        termMonths: leaseTermMonths,
        milesPerYear,
      }),
    [price, cashDown, tradeEquity, documentaryFee, baseAprPercent, creditScore, leaseTermMonths, milesPerYear],
  );
  const leasing = mode === 'lease';

  return (
    <div className={styles.calculator}>
      <div className={styles.inputs}>
        <fieldset ref={modeGroup} className={styles.mode}>
          <legend>{s['calculator.paymentType']}</legend>
          {(['finance', 'lease'] as const).map((option) => (
            <label key={option} className={styles.modeOption}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
              />
              {option === 'finance' ? s['calculator.finance'] : s['calculator.lease']}
            </label>
          ))}
        </fieldset>
        <div className={styles.price}>
          <label htmlFor={`${id}-price`}>{s['calculator.price']}</label>
          <input
            id={`${id}-price`}
            ref={priceInput}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={priceText}
            onChange={(event) => setPriceText(event.target.value)}
          />
        </div>
        <Slider
          id={`${id}-cash`}
          label={s['calculator.cashDown']}
          range={CASH_DOWN_SLIDER}
          value={cashDown}
          valueText={formatDollars}
          onChange={setCashDown}
        />
        <Slider
          id={`${id}-trade`}
          label={s['calculator.tradeEquity']}
          range={TRADE_EQUITY_SLIDER}
          value={tradeEquity}
          valueText={formatDollars}
          onChange={setTradeEquity}
        />
        <Slider
          id={`${id}-credit`}
          label={s['calculator.creditScore']}
          range={CREDIT_SCORE_SLIDER}
          value={creditScore}
          valueText={(score) =>
            interpolate(s['calculator.creditScoreValue'], {
              band: s[`calculator.band.${creditScoreLabel(score)}`],
              score,
            })
          }
          onChange={setCreditScore}
        />
        {leasing ? (
          <>
            <Slider
              id={`${id}-lease-term`}
              label={s['calculator.leaseTerm']}
              range={LEASE_TERM_SLIDER}
              value={leaseTermMonths}
              valueText={months}
              onChange={setLeaseTermMonths}
            />
            <Slider
              id={`${id}-lease-miles`}
              label={s['calculator.milesPerYear']}
              range={LEASE_MILES_SLIDER}
              value={milesPerYear}
              valueText={miles}
              onChange={setMilesPerYear}
            />
          </>
        ) : (
          <Slider
            id={`${id}-term`}
            label={s['calculator.term']}
            range={FINANCE_TERM_SLIDER}
            value={termMonths}
            valueText={months}
            onChange={setTermMonths}
          />
        )}
      </div>

      <div className={styles.result}>
        <p className={styles.payment} aria-live="polite" aria-atomic="true" data-testid="monthly-payment">
          <span className={styles.paymentLabel}>
            {leasing ? s['calculator.monthlyLease'] : s['calculator.monthly']}
          </span>{' '}
          <span className={styles.paymentValue}>
            {formatCents(leasing ? lease.monthlyPaymentCents : quote.monthlyPaymentCents)}
          </span>
        </p>
        {leasing ? (
          <p className={styles.apr}>
            {interpolate(s['calculator.leaseApr'], {
              apr: formatAprBps(lease.aprBps),
              factor: lease.moneyFactor.toFixed(5),
              months: lease.termMonths,
              miles: MILES.format(lease.milesPerYear),
            })}
          </p>
        ) : (
          <p className={styles.apr}>
            {interpolate(s['calculator.apr'], { apr: formatAprBps(quote.aprBps), months: quote.termMonths })}
          </p>
        )}
        <dl className={styles.lines}>
          {(leasing ? lease.lines : quote.lines).map((line) => (
            <div key={line.label} className={styles.line}>
              <dt>{lineLabel(s, line.label)}</dt>
              <dd>{formatCents(line.cents)}</dd>
            </div>
          ))}
          <div className={`${styles.line} ${styles.total}`}>
            <dt>{leasing ? s['calculator.capitalizedCost'] : s['calculator.amountFinanced']}</dt>
            <dd>{formatCents(leasing ? lease.capitalizedCostCents : quote.amountFinancedCents)}</dd>
          </div>
          {leasing ? (
            <>
              <div className={styles.line}>
                <dt>
                  {interpolate(s['calculator.residual'], {
                    percent: leaseResidualPercent(lease.termMonths, lease.milesPerYear),
                  })}
                </dt>
                <dd>{formatCents(lease.residualCents)}</dd>
              </div>
              <div className={styles.line}>
                <dt>{s['calculator.depreciation']}</dt>
                <dd>{formatCents(lease.depreciationCents)}</dd>
              </div>
              <div className={styles.line}>
                <dt>{s['calculator.financeFee']}</dt>
                <dd>{formatCents(lease.financeFeeCents)}</dd>
              </div>
            </>
          ) : null}
        </dl>
        <p className={styles.disclaimer}>{s['vdp.estimate.disclaimer']}</p>
        {leasing ? <p className={styles.disclaimer}>{s['calculator.leaseDisclaimer']}</p> : null}
      </div>
    </div>
  );
}
