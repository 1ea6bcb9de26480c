/**
 * A visitor can use the calculator's server-rendered controls before the page hydrates (its scripts load after the
 * first paint). Hydrating must keep what they did, and compute with it, not put the server's values back.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';

import { PaymentCalculator } from './payment-calculator';

const calculator = <PaymentCalculator baseAprPercent={5.99} documentaryFee={null} initialPrice={25_000} />;
let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML in the page, changed by `visitor` as a browser would before any script ran, then hydrated. */
async function hydrateAfter(visitor: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(calculator);
  document.body.append(container);
  visitor();
  await act(async () => {
    root = hydrateRoot(container, calculator);
  });
}

const setValue = (input: HTMLInputElement, value: string) => {
  input.value = value;
};
const payment = () => screen.getByTestId('monthly-payment').textContent ?? '';

/** The payment the page shows when nothing was touched before hydration. */
async function untouchedPayment(): Promise<string> {
  await hydrateAfter(() => undefined);
  const shown = payment();
  act(() => root?.unmount());
  document.body.innerHTML = '';
  return shown;
}

describe('input before hydration is kept', () => {
  test('a slider moved by keyboard: the term stays where the visitor left it and the payment follows', async () => {
    const untouched = await untouchedPayment();
    await hydrateAfter(() => setValue(screen.getByRole('slider', { name: 'Term' }) as HTMLInputElement, '60'));
    const term = screen.getByRole('slider', { name: 'Term' }) as HTMLInputElement;
    expect(term.value).toBe('60');
    expect(term).toHaveAttribute('aria-valuetext', '60 months');
    expect(payment()).not.toBe(untouched);
  });

  test('a price typed into the field is kept and priced', async () => {
    const untouched = await untouchedPayment();
    await hydrateAfter(() => setValue(screen.getByLabelText('Vehicle price ($)') as HTMLInputElement, '18000'));
    expect(screen.getByLabelText('Vehicle price ($)')).toHaveValue('18000');
    expect(payment()).not.toBe(untouched);
  });

  test('a choice made (lease) is kept: the lease controls show', async () => {
    await hydrateAfter(() => {
      (screen.getByRole('radio', { name: 'Lease' }) as HTMLInputElement).checked = true;
    });
    expect(screen.getByRole('radio', { name: 'Lease' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Lease term' })).toBeInTheDocument();
  });

  test('nothing touched: the server’s values stay', async () => {
    await hydrateAfter(() => undefined);
    expect(screen.getByRole('slider', { name: 'Term' })).toHaveAttribute('aria-valuetext', '72 months');
    expect(screen.getByRole('radio', { name: 'Finance' })).toBeChecked();
  });
});
