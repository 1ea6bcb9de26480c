'use client';

import { useId, useState } from 'react';

import { CREDIT_SCORE_LABELS, type CreditScoreLabel } from '@/lib/leads/schemas/unlock';
import {
  CASH_DOWN_SLIDER,
  DEFAULT_FINANCE_TERM_MONTHS,
  defaultCashDown,
  financeQuote,
  TRADE_EQUITY_SLIDER,
} from '@/lib/finance';
import { formatPrice } from '@/lib/inventory/format';

import { DetailsForm, flowDetailsProps } from './details-form';
import { priceLeadBody } from './lead-bodies';
import type { FlowProps } from './flow-props';
import { creditLabelForScore, creditScoreForLabel, type PersonalizedTerms } from '@/lib/profile/personalized-terms';
import { nextPriceStep, previousPriceStep, priceStepPosition, type PriceStep } from './price-steps';
import { saveTerms } from './save-terms';
import { StepFrame } from './step-frame';
import { fill } from './strings';
import styles from './vehicle-dialogs.module.css';

/** Personalise price: down payment; trading in?; trade equity (if trading); credit score; details; done. */
export function PriceFlow({ context, lead, onClose }: FlowProps) {
  const { strings: s, terms } = context;
  const id = useId();
  const price = context.price ?? 0;
  const [step, setStep] = useState<PriceStep>('downPayment');
  const [moved, setMoved] = useState(false);
  const [cashDown, setCashDown] = useState(terms?.cashDown ?? defaultCashDown(price));
  const [tradingIn, setTradingIn] = useState<boolean | null>(terms ? terms.tradeEquity > 0 : null);
  const [tradeEquity, setTradeEquity] = useState(terms?.tradeEquity ?? TRADE_EQUITY_SLIDER.default);
  const [credit, setCredit] = useState<CreditScoreLabel | null>(terms ? creditLabelForScore(terms.creditScore) : null);
  const [error, setError] = useState<string | null>(null);

  const trading = tradingIn === true;
  // Six steps until the visitor says there is no trade-in (the equity step is only for trades).
  const position = priceStepPosition(step, tradingIn !== false);
  const line = step === 'done' ? undefined : fill(s['vdp.dialog.step'], position);
  const go = (next: PriceStep) => {
    setError(null);
    setMoved(true);
    setStep(next);
  };
  const next = () => go(nextPriceStep(step, trading));
  const back = () => go(previousPriceStep(step, trading));
  const currentTerms = (): PersonalizedTerms => ({
    cashDown,
    tradeEquity: trading ? tradeEquity : 0,
    creditScore: creditScoreForLabel(credit ?? 'Great'),
    termMonths: terms?.termMonths ?? DEFAULT_FINANCE_TERM_MONTHS,
  });
  const requireChoice = (chosen: boolean) => {
    if (chosen) next();
    else setError('This field is required');
  };

  const buttons = (onNext: () => void) => (
    <div className={styles.buttons}>
      {step !== 'downPayment' ? (
        <button type="button" className={styles.secondary} onClick={back}>
          {s['vdp.dialog.back']}
        </button>
      ) : null}
      <button type="button" className={styles.primary} onClick={onNext}>
        {s['vdp.dialog.next']}
      </button>
    </div>
  );
  const errorLine = error ? (
    <p id={`${id}-error`} className={styles.statusError}>
      {error}
    </p>
  ) : null;

  if (step === 'downPayment' || step === 'equity') {
    const isDown = step === 'downPayment';
    const value = isDown ? cashDown : tradeEquity;
    const range = isDown ? CASH_DOWN_SLIDER : TRADE_EQUITY_SLIDER;
    const label = isDown ? s['vdp.price.downPayment.label'] : s['vdp.price.equity.label'];
    return (
      <StepFrame
        key={step}
        line={line}
        title={isDown ? s['vdp.price.downPayment.title'] : s['vdp.price.equity.title']}
        focus={moved}
      >
        <label htmlFor={`${id}-${step}`}>{label}</label>
        <output htmlFor={`${id}-${step}`} className={styles.amount}>
          {formatPrice(value)}
        </output>
        <input
          id={`${id}-${step}`}
          type="range"
          className={styles.range}
          min={range.min}
          max={range.max}
          step={range.step}
          value={value}
          aria-valuetext={formatPrice(value)}
          onChange={(event) => (isDown ? setCashDown : setTradeEquity)(Number(event.target.value))}
        />
        {!isDown ? (
          <>
            <p className={styles.hint}>{s['vdp.price.equity.hint']}</p>
            {context.valueTradeHref ? <a href={context.valueTradeHref}>{s['vdp.price.equity.valueTrade']}</a> : null}
          </>
        ) : null}
        {buttons(next)}
      </StepFrame>
    );
  }

  if (step === 'trading' || step === 'credit') {
    const isTrading = step === 'trading';
    const options: { value: string; label: string }[] = isTrading
      ? [
          { value: 'yes', label: s['vdp.price.trading.yes'] },
          { value: 'no', label: s['vdp.price.trading.no'] },
        ]
      : CREDIT_SCORE_LABELS.map((label) => ({ value: label, label: s[`vdp.price.credit.${label}`] })).reverse();
    const selected = isTrading ? (tradingIn === null ? null : tradingIn ? 'yes' : 'no') : credit;
    const title = isTrading ? s['vdp.price.trading.title'] : s['vdp.price.credit.title'];
    return (
      <StepFrame key={step} line={line} title={title} focus={moved}>
        <fieldset
          className={styles.choices}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className="visually-hidden">{title}</legend>
          {options.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-${step}`}
                value={option.value}
                checked={selected === option.value}
                onChange={() => {
                  setError(null);
                  if (isTrading) setTradingIn(option.value === 'yes');
                  else setCredit(option.value as CreditScoreLabel);
                }}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {errorLine}
        {buttons(() => requireChoice(selected !== null))}
      </StepFrame>
    );
  }

  if (step === 'details') {
    return (
      <StepFrame key={step} line={line} title={s['vdp.price.details.title']} focus={moved}>
        <DetailsForm
          {...flowDetailsProps({ context, lead }, id)}
          submitLabel={s['vdp.price.details.submit']}
          onBack={back}
          onDetails={async (visitor) => {
            const chosen = currentTerms();
            const result = await lead.submit({
              form: 'UNLOCK_PRICE',
              body: priceLeadBody({
                visitor,
                vehicle: context.vehicle,
                terms: chosen,
                tradingIn: trading,
                credit: credit ?? 'Great',
                url: window.location.href,
              }),
              profile: visitor,
            });
            if (result.kind === 'sent') {
              // The saved terms (and the unlocked profile) reach the page's islands behind the dialog (the
              // visitor-cookies event); the cached page itself does not change.
              saveTerms(chosen, context.cookieTier);
              go('done');
              return null;
            }
            return result.kind === 'invalid' ? result.errors : null;
          }}
        />
      </StepFrame>
    );
  }

  const chosen = currentTerms();
  const quote =
    context.baseAprPercent != null && price > 0
      ? financeQuote({
          price,
          cashDown: chosen.cashDown,
          tradeEquity: chosen.tradeEquity,
          baseAprPercent: context.baseAprPercent,
          creditScore: chosen.creditScore,
          modelYear: context.vehicle.year,
          termMonths: chosen.termMonths,
          documentaryFee: context.documentaryFee,
        })
      : null;
  return (
    <StepFrame key={step} title={s['vdp.price.done.title']} focus={moved}>
      <p className={styles.statusSuccess} role="status">
        {lead.status?.text ?? ''}
      </p>
      {quote ? (
        <p className={styles.amount}>
          {fill(s['vdp.price.done.payment'], {
            payment: formatPrice(Math.ceil(quote.monthlyPaymentCents / 100)),
            term: chosen.termMonths,
          })}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {s['vdp.price.done.keepBrowsing']}
        </button>
        {context.valueTradeHref ? (
          <a className={styles.secondary} href={context.valueTradeHref}>
            {s['vdp.price.done.valueTrade']}
          </a>
        ) : null}
        {context.applyFinancingHref ? (
          <a className={styles.primary} href={context.applyFinancingHref}>
            {s['vdp.price.done.preApproved']}
          </a>
        ) : null}
      </div>
    </StepFrame>
  );
}
