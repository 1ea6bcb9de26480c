import { fireEvent, render, screen } from '@testing-library/react';

import { amortizedPaymentCents, leaseQuote } from '@/lib/finance';

import { formatCents } from './format-money';
import { PaymentCalculator } from './payment-calculator';

/**
 * jsdom does not move a range input on key presses, so `press` does what the browser does for a native slider
 * (step on arrows, ends on Home/End) and fires the resulting change, as the browser's input event would.
 */
function press(slider: HTMLElement, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End') {
  const input = slider as HTMLInputElement;
  const [min, max, step, value] = [input.min, input.max, input.step, input.value].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const next = {
    ArrowLeft: value - step,
    ArrowDown: value - step,
    ArrowRight: value + step,
    ArrowUp: value + step,
    Home: min,
    End: max,
  }[key];
  fireEvent.keyDown(input, { key });
  fireEvent.change(input, { target: { value: String(Math.min(max, Math.max(min, next))) } });
}

const payment = () => screen.getByTestId('monthly-payment').textContent ?? '';

function renderCalculator() {
  render(<PaymentCalculator baseAprPercent={5.99} documentaryFee={null} initialPrice={25_000} />);
}

// $25,000 + $358.03 documentary fee + $10 drive fee − $2,500 cash down (10%) = $22,868.03
const FINANCED = 2_286_803;

test('starts from the finance defaults: 10% down, score 850, 72 months, fees itemised', () => {
  renderCalculator();
  expect(screen.getByLabelText('Cash down')).toHaveAttribute('aria-valuetext', '$2,500');
  expect(screen.getByLabelText('Trade equity')).toHaveAttribute('aria-valuetext', '$0');
  expect(screen.getByLabelText('Credit score')).toHaveAttribute('aria-valuetext', 'Great (850)');
  expect(screen.getByLabelText('Term')).toHaveAttribute('aria-valuetext', '72 months');
  expect(payment()).toContain(formatCents(amortizedPaymentCents(FINANCED, 599, 72)));
  expect(screen.getByText('5.99% APR for 72 months')).toBeInTheDocument();
  expect(screen.getByText('Documentary fee').nextSibling).toHaveTextContent('$358.03');
  expect(screen.getByText('Thirty-day drive fee').nextSibling).toHaveTextContent('$10.00');
  expect(screen.getByText('Amount financed').nextSibling).toHaveTextContent('$22,868.03');
  expect(screen.getByText(/not an offer of credit/)).toBeInTheDocument();
});

test.each([
  ['Term', 'ArrowLeft', '60 months', FINANCED, 599, 60],
  ['Term', 'Home', '12 months', FINANCED, 599, 12],
  ['Cash down', 'ArrowRight', '$2,600', FINANCED - 10_000, 599, 72],
  ['Trade equity', 'ArrowUp', '$100', FINANCED - 10_000, 599, 72],
  ['Credit score', 'ArrowDown', 'Great (840)', FINANCED, 599, 72],
  ['Credit score', 'Home', 'Bad (400)', FINANCED, 1_599, 72],
] as const)('%s + %s announces %p and updates the payment', (label, key, valueText, financed, bps, term) => {
  renderCalculator();
  const slider = screen.getByLabelText(label);
  press(slider, key);
  expect(slider).toHaveAttribute('aria-valuetext', valueText);
  expect(payment()).toContain(formatCents(amortizedPaymentCents(financed, bps, term)));
});

test('a typed price changes the payment; cash down keeps the visitor’s choice', () => {
  renderCalculator();
  fireEvent.change(screen.getByLabelText('Vehicle price ($)'), { target: { value: '30,000' } });
  expect(payment()).toContain(formatCents(amortizedPaymentCents(FINANCED + 500_000, 599, 72)));
});

test('the store documentary fee from the CMS replaces the default', () => {
  render(<PaymentCalculator baseAprPercent={5.99} documentaryFee={150} initialPrice={25_000} />);
  expect(screen.getByText('Documentary fee').nextSibling).toHaveTextContent('$150.00');
});

describe('lease mode', () => {
  // Cap cost = the same $22,868.03; residual 56% of $25,000 at 36 months / 10,000 miles; MF 5.99 ÷ 2400.
  const leasePayment = (term: number, miles: number) =>
    leaseQuote({
      price: 25_000,
      cashDown: 2_500,
      tradeEquity: 0,
      baseAprPercent: 5.99,
      creditScore: 850,
      termMonths: term,
      milesPerYear: miles,
    }).monthlyPaymentCents;

  const chooseLease = () => fireEvent.click(screen.getByLabelText('Lease'));

  test('starts at 36 months and 10,000 miles with the residual and money factor shown', () => {
    renderCalculator();
    chooseLease();
    expect(screen.getByLabelText('Lease')).toBeChecked();
    expect(screen.getByLabelText('Lease term')).toHaveAttribute('aria-valuetext', '36 months');
    expect(screen.getByLabelText('Miles per year')).toHaveAttribute('aria-valuetext', '10,000 miles');
    expect(screen.queryByLabelText('Term')).not.toBeInTheDocument();
    expect(payment()).toContain('Estimated monthly lease payment');
    expect(payment()).toContain(formatCents(leasePayment(36, 10_000)));
    expect(screen.getByText('5.99% APR (money factor 0.00250) for 36 months, 10,000 miles a year')).toBeInTheDocument();
    expect(screen.getByText('Residual value (56%)').nextSibling).toHaveTextContent('$14,000.00');
    expect(screen.getByText('Capitalized cost').nextSibling).toHaveTextContent('$22,868.03');
    expect(screen.getByText(/divided by 2,400/)).toBeInTheDocument();
  });

  test.each([
    ['Lease term', 'ArrowRight', '39 months', 39, 10_000],
    ['Lease term', 'Home', '24 months', 24, 10_000],
    ['Miles per year', 'ArrowUp', '12,500 miles', 36, 12_500],
    ['Miles per year', 'End', '15,000 miles', 36, 15_000],
  ] as const)('%s + %s announces %p and updates the payment', (label, key, valueText, term, miles) => {
    renderCalculator();
    chooseLease();
    const slider = screen.getByLabelText(label);
    press(slider, key);
    expect(slider).toHaveAttribute('aria-valuetext', valueText);
    expect(payment()).toContain(formatCents(leasePayment(term, miles)));
  });

  test('switching back to finance keeps the finance term', () => {
    renderCalculator();
    press(screen.getByLabelText('Term'), 'ArrowLeft');
    chooseLease();
    fireEvent.click(screen.getByLabelText('Finance'));
    expect(screen.getByLabelText('Term')).toHaveAttribute('aria-valuetext', '60 months');
    expect(payment()).toContain(formatCents(amortizedPaymentCents(FINANCED, 599, 60)));
  });
});
