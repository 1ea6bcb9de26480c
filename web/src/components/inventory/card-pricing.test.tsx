import { render, screen, waitFor } from '@testing-library/react';
import { cardPayment } from '@/lib/inventory/card-payment';
import { formatPrice } from '@/lib/inventory/format';
import { parseTerms } from '@/lib/profile/personalized-terms';
import { CardPaymentLine } from './card-pricing';
import { CardPricingProvider } from './card-pricing-context';

/** How often the pricing code (parsing, finance) was fetched: only a visitor with saved terms or a profile needs it. */
let mockEngineLoads = 0;
jest.mock('./visitor-pricing-engine', () => {
  mockEngineLoads += 1;
  return jest.requireActual('./visitor-pricing-engine');
});

const PAYMENT = { baseAprPercent: 5.99, documentaryFee: 358.03 };
const STRINGS = { locked: 'Personalize to see your payment', payment: 'Your payment: {payment}/mo*' };
const TERMS = '{"d":2000,"e":0,"c":700,"t":72}';

afterEach(() => {
  document.cookie = 'personalizedTerms=; Max-Age=0; Path=/';
});

const cards = (payment: typeof PAYMENT | null) =>
  render(
    <CardPricingProvider payment={payment} strings={STRINGS} lockIcon={<svg data-testid="lock" aria-hidden="true" />}>
      <CardPaymentLine privateId={null} price={20_000} year={2022} />
      <CardPaymentLine privateId={null} price={30_000} year={2020} />
    </CardPricingProvider>,
  );

describe('CardPaymentLine: every card of a list computes with the list’s settings and words', () => {
  test('anonymous: each card shows the list’s locked prompt, without the pricing code being loaded', async () => {
    document.cookie = 'displayCookies=hide; Path=/';
    cards(PAYMENT);
    expect(screen.getAllByTestId('card-payment').map((line) => line.textContent)).toEqual([
      STRINGS.locked,
      STRINGS.locked,
    ]);
    // The list's lock (drawn by the server) before each prompt.
    expect(screen.getAllByTestId('lock')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockEngineLoads).toBe(0);
    document.cookie = 'displayCookies=; Max-Age=0; Path=/';
  });

  test('with saved terms: each card’s own payment on the list’s finance settings', async () => {
    document.cookie = `personalizedTerms=${encodeURIComponent(TERMS)}; Path=/`;
    cards(PAYMENT);
    const terms = parseTerms(TERMS);
    // Locked until the pricing code arrives (as in the cached page), then the figures.
    await waitFor(() => expect(mockEngineLoads).toBe(1));
    const expected = [
      { price: 20_000, year: 2022 },
      { price: 30_000, year: 2020 },
    ].map((vehicle) => {
      const result = cardPayment(vehicle, PAYMENT, terms);
      return result.state === 'personalized' ? `Your payment: ${formatPrice(result.monthly)}/mo*` : '';
    });
    expect(expected.every(Boolean)).toBe(true);
    await waitFor(() =>
      expect(screen.getAllByTestId('card-payment').map((line) => line.textContent)).toEqual(expected),
    );
  });

  test('a list without finance settings shows no payment line', () => {
    cards(null);
    expect(screen.queryAllByTestId('card-payment')).toHaveLength(0);
  });

  test('outside a list that gives the settings: a clear error, not a silent blank', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CardPaymentLine privateId={null} price={20_000} year={2022} />)).toThrow(
      'A card payment line needs a CardPricingProvider around its list.',
    );
  });
});
