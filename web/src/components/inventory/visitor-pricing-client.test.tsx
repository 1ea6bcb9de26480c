import { act, render, screen } from '@testing-library/react';
import { PERSONALIZED_TERMS_COOKIE, serializeTerms } from '@/lib/profile/personalized-terms';
import { VISITOR_COOKIES_EVENT } from '@/lib/profile/visitor-pricing';
import { useVisitorPricing } from './visitor-pricing-client';

/** One result card's per-visitor part: what it reads of the visitor's cookies. */
function Card({ index }: { index: number }) {
  const { terms } = useVisitorPricing();
  return <p data-testid={`card-${index}`}>{terms ? `${terms.termMonths} months` : 'locked'}</p>;
}

const CARDS = 24;

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

afterEach(() => {
  clearCookies();
  jest.restoreAllMocks();
});

test('a list of cards reads the cookie store once as it renders, not once per card', () => {
  const reads = jest.spyOn(Document.prototype, 'cookie', 'get');
  render(
    <>
      {Array.from({ length: CARDS }, (_, index) => (
        <Card key={index} index={index} />
      ))}
    </>,
  );
  expect(screen.getAllByText('locked')).toHaveLength(CARDS);
  expect(reads.mock.calls.length).toBeGreaterThan(0);
  expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
});

test('terms saved later (announced on window) show on every card', async () => {
  render(
    <>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} index={index} />
      ))}
    </>,
  );
  expect(screen.getByTestId('card-2')).toHaveTextContent('locked');
  document.cookie = `${PERSONALIZED_TERMS_COOKIE}=${encodeURIComponent(
    serializeTerms({ cashDown: 2000, tradeEquity: 0, creditScore: 700, termMonths: 60 }),
  )}; path=/`;
  // The next task: the read of the earlier one is not reused.
  await act(async () => {
    await Promise.resolve();
    window.dispatchEvent(new Event(VISITOR_COOKIES_EVENT));
  });
  for (let index = 0; index < 3; index += 1) expect(screen.getByTestId(`card-${index}`)).toHaveTextContent('60 months');
});
