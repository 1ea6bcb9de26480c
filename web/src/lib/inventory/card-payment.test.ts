import { financeQuote } from '@/lib/finance';
import type { PersonalizedTerms } from '@/lib/profile/personalized-terms';
import { parseTerms, serializeTerms } from '@/lib/profile/personalized-terms';
import { cardPayment, paymentTermsFor } from './card-payment';
import { anonymousCardPayment } from './card-payment-state';

const STORE = { baseAprPercent: 6.5, documentaryFee: 150 };
const TERMS: PersonalizedTerms = { cashDown: 3_000, tradeEquity: 2_000, creditScore: 580, termMonths: 60 };

/** The same figure the VDP's estimate shows for those terms (financeQuote), in whole dollars rounded up. */
const expected = (price: number, year: number, terms: PersonalizedTerms) =>
  Math.ceil(
    financeQuote({
      price,
      modelYear: year,
      baseAprPercent: STORE.baseAprPercent,
      documentaryFee: STORE.documentaryFee,
      ...terms,
    }).monthlyPaymentCents / 100,
  );

describe('card payment: locked until personalised, then the saved terms', () => {
  test.each([
    ['no saved terms → locked', { price: 25_000, year: 2021 }, STORE, null, { state: 'locked' }],
    ['no price → nothing', { price: null, year: 2021 }, STORE, TERMS, { state: 'none' }],
    ['no year → nothing', { price: 25_000, year: null }, STORE, TERMS, { state: 'none' }],
    ['no finance settings → nothing', { price: 25_000, year: 2021 }, null, TERMS, { state: 'none' }],
    ['no finance settings, no terms → nothing', { price: 25_000, year: 2021 }, null, null, { state: 'none' }],
    [
      'saved terms → their payment',
      { price: 25_000, year: 2021 },
      STORE,
      TERMS,
      { state: 'personalized', monthly: expected(25_000, 2021, TERMS) },
    ],
    [
      'older model year → its APR adjustment',
      { price: 25_000, year: 2015 },
      STORE,
      TERMS,
      { state: 'personalized', monthly: expected(25_000, 2015, TERMS) },
    ],
  ] as const)('%s', (_name, vehicle, store, terms, result) => {
    expect(cardPayment(vehicle, store, terms)).toEqual(result);
    // Without terms, the light rule an anonymous visitor's card uses (no finance code loaded) agrees.
    if (terms === null) expect(anonymousCardPayment(vehicle, store)).toEqual(result);
    else if (result.state === 'none') expect(anonymousCardPayment(vehicle, store)).toEqual(result);
  });

  test.each([
    ['more down', { ...TERMS, cashDown: 8_000 }],
    ['more trade equity', { ...TERMS, tradeEquity: 6_000 }],
    ['better credit', { ...TERMS, creditScore: 700 }],
    ['longer term', { ...TERMS, termMonths: 84 }],
  ] as const)('%s lowers the payment', (_name, better) => {
    const base = cardPayment({ price: 30_000, year: 2022 }, STORE, TERMS);
    const lower = cardPayment({ price: 30_000, year: 2022 }, STORE, better);
    if (base.state !== 'personalized' || lower.state !== 'personalized') throw new Error('expected payments');
    expect(lower.monthly).toBeLessThan(base.monthly);
  });

  test('the cookie round trip drives the same payment', () => {
    const fromCookie = parseTerms(serializeTerms(TERMS));
    expect(cardPayment({ price: 25_000, year: 2021 }, STORE, fromCookie)).toEqual(
      cardPayment({ price: 25_000, year: 2021 }, STORE, TERMS),
    );
  });

  test('the payments filter gets the saved terms, or the store settings alone', () => {
    expect(paymentTermsFor(STORE, null)).toEqual(STORE);
    expect(paymentTermsFor(STORE, TERMS)).toEqual({ ...STORE, ...TERMS });
  });
});
