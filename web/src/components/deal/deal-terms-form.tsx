import { useId, useState, type ReactNode } from 'react';
import { formatCents, formatDay } from '@/lib/deal/format';
import type { DealStrings } from '@/lib/deal/strings';
import { DEAL_CREDIT_BANDS, DEAL_TERM_MONTHS, parseDollars, type DealTerms } from '@/lib/deal/terms';
import { interpolate } from '@/lib/i18n/interpolate';
import type { DealOffer } from './use-deal-offer';
import styles from './deal.module.css';

type MoneyField = 'downPayment' | 'tradeInEstimate' | 'tradeInPayoff';

/** A labelled control with its hint and message linked by aria-describedby (the forms kit's markup). */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The shopper's terms and trade-in (docs/deal-sheet.md#the-shoppers-terms): down payment, credit band, term, and a
 * trade-in from their instant offer (pasted link or id) or their own estimate, with what they still owe on it. Every
 * change works the sheet out again at once; a dollar amount that is not one keeps the last figure and says why.
 */
export function DealTermsForm({
  s,
  lang,
  terms,
  fromSaved,
  onChange,
  offer,
  onOfferReference,
  errors,
  sellFlowHref,
}: {
  s: DealStrings;
  lang: string;
  terms: DealTerms;
  fromSaved: boolean;
  onChange: (terms: DealTerms) => void;
  offer: DealOffer;
  onOfferReference: (reference: string) => void;
  /** The server's field messages after a send (the sheet's own fields). */
  errors: Record<string, string>;
  /** Where the sell flow starts (an instant offer in two minutes). */
  sellFlowHref: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState<Partial<Record<MoneyField, string>>>({});
  const [reference, setReference] = useState(terms.offerReference);
  const set = (patch: Partial<DealTerms>) => onChange({ ...terms, ...patch });
  const moneyValue = (field: MoneyField) => typed[field] ?? String(terms[field]);
  const moneyError = (field: MoneyField) =>
    typed[field] !== undefined && parseDollars(typed[field] ?? '') === null ? s['deal.amount.invalid'] : errors[field];
  const onMoney = (field: MoneyField) => (value: string) => {
    setTyped((current) => ({ ...current, [field]: value }));
    const dollars = parseDollars(value);
    if (dollars !== null) set({ [field]: dollars });
  };
  const money = (field: MoneyField, label: string, hint?: string) => (
    <Field id={`${id}-${field}`} label={label} hint={hint} error={moneyError(field)}>
      {(describedBy) => (
        <input
          id={`${id}-${field}`}
          name={field}
          inputMode="decimal"
          autoComplete="off"
          className={styles.input}
          value={moneyValue(field)}
          onChange={(event) => onMoney(field)(event.target.value)}
          aria-invalid={moneyError(field) ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
  const offerMessage =
    offer.state === 'loading'
      ? s['deal.trade.finding']
      : offer.state === 'found'
        ? interpolate(s['deal.trade.found'], {
            vehicle: offer.vehicle,
            amount: formatCents(offer.value * 100, lang),
            date: formatDay(new Date(offer.expiresAt), lang),
          })
        : null;
  const offerError = offer.state === 'unusable' ? s[`deal.trade.${offer.reason}`] : errors.offerId;

  return (
    <form className={`${styles.terms} ${styles.noPrint}`} onSubmit={(event) => event.preventDefault()} noValidate>
      <h2 className={styles.heading}>{s['deal.terms.title']}</h2>
      <p className={styles.muted} data-testid="deal-terms-source">
        {fromSaved ? s['deal.terms.saved'] : s['deal.terms.default']}
      </p>
      {money('downPayment', s['deal.down.label'])}
      <Field id={`${id}-credit`} label={s['deal.credit.label']} error={errors.creditBand}>
        {(describedBy) => (
          <select
            id={`${id}-credit`}
            name="creditBand"
            className={styles.input}
            value={terms.creditBand}
            onChange={(event) => set({ creditBand: event.target.value as DealTerms['creditBand'] })}
            aria-describedby={describedBy}
          >
            {DEAL_CREDIT_BANDS.map((band) => (
              <option key={band} value={band}>
                {s[`deal.credit.${band}`]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${id}-term`} label={s['deal.term.label']} error={errors.termMonths}>
        {(describedBy) => (
          <select
            id={`${id}-term`}
            name="termMonths"
            className={styles.input}
            value={terms.termMonths}
            onChange={(event) => set({ termMonths: Number(event.target.value) })}
            aria-describedby={describedBy}
          >
            {DEAL_TERM_MONTHS.map((months) => (
              <option key={months} value={months}>
                {interpolate(s['deal.term.option'], { months })}
              </option>
            ))}
          </select>
        )}
      </Field>

      <fieldset className={styles.fieldset}>
        <legend className={styles.heading}>{s['deal.trade.title']}</legend>
        {(['none', 'offer', 'estimate'] as const).map((source) => (
          <label key={source} className={styles.choice}>
            <input
              type="radio"
              name="tradeIn"
              value={source}
              checked={terms.tradeInSource === source}
              onChange={() => set({ tradeInSource: source })}
            />{' '}
            {s[`deal.trade.${source}`]}
          </label>
        ))}
        {terms.tradeInSource === 'offer' ? (
          <>
            <Field
              id={`${id}-offer`}
              label={s['deal.trade.offerLabel']}
              hint={s['deal.trade.offerHint']}
              error={offerError}
            >
              {(describedBy) => (
                <div className={styles.inline}>
                  <input
                    id={`${id}-offer`}
                    name="offerReference"
                    autoComplete="off"
                    className={styles.input}
                    value={reference}
                    onChange={(event) => setReference(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') onOfferReference(reference);
                    }}
                    aria-invalid={offerError ? true : undefined}
                    aria-describedby={describedBy}
                  />
                  <button type="button" className={styles.secondaryButton} onClick={() => onOfferReference(reference)}>
                    {s['deal.trade.find']}
                  </button>
                </div>
              )}
            </Field>
            <p role="status" className={styles.hint} data-testid="deal-offer-status">
              {offerMessage}
            </p>
            <p className={styles.hint}>
              <a href={sellFlowHref}>{s['deal.trade.getOffer']}</a>
            </p>
          </>
        ) : null}
        {terms.tradeInSource === 'estimate' ? money('tradeInEstimate', s['deal.trade.estimateLabel']) : null}
        {terms.tradeInSource !== 'none'
          ? money('tradeInPayoff', s['deal.trade.payoffLabel'], s['deal.trade.payoffHint'])
          : null}
      </fieldset>
    </form>
  );
}
