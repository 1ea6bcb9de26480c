import { financeQuote, CASH_DOWN_SLIDER } from '@/lib/finance';
import { estimatedMonthlyPayment, paymentPriceCeilings } from './payments';

const terms = { baseAprPercent: 6.99, documentaryFee: 358.03 };
const paymentOf = (price: number, year: number) =>
  financeQuote({
    ...terms,
    price,
    modelYear: year,
    cashDown: CASH_DOWN_SLIDER.default,
    tradeEquity: 0,
    creditScore: 850,
    termMonths: 72,
  }).monthlyPaymentCents;

describe('payments filter ceilings', () => {
  test.each([200, 300, 400, 750])('under $%d/month', (monthly) => {
    const { fromYear, newerMaxPrice, olderMaxPrice } = paymentPriceCeilings(monthly, terms);
    expect(fromYear).toBe(2018);
    // Newer vehicles carry +2 APR points, so the same payment buys less.
    expect(newerMaxPrice).toBeLessThan(olderMaxPrice);
    expect(paymentOf(newerMaxPrice, 2020)).toBeLessThanOrEqual(monthly * 100);
    expect(paymentOf(newerMaxPrice + 1, 2020)).toBeGreaterThan(monthly * 100);
    expect(paymentOf(olderMaxPrice, 2015)).toBeLessThanOrEqual(monthly * 100);
    expect(paymentOf(olderMaxPrice + 1, 2015)).toBeGreaterThan(monthly * 100);
  });

  test.each([
    [{ price: 20_000, year: 2020 }, 0],
    [{ price: 20_000, year: 2016 }, 0],
    [{ price: 45_500, year: 2024 }, 0],
  ])('estimated payment of %j rounds up to whole dollars', (vehicle) => {
    const dollars = estimatedMonthlyPayment(vehicle, terms);
    expect(dollars * 100).toBeGreaterThanOrEqual(paymentOf(vehicle.price, vehicle.year));
    expect(dollars * 100 - paymentOf(vehicle.price, vehicle.year)).toBeLessThan(100);
  });

  it('a vehicle priced at the ceiling fits the filter by its own estimate', () => {
    const { newerMaxPrice } = paymentPriceCeilings(400, terms);
    expect(estimatedMonthlyPayment({ price: newerMaxPrice, year: 2021 }, terms)).toBeLessThanOrEqual(400);
  });
});
