import { nextPriceStep, previousPriceStep, priceStepPosition, priceSteps, type PriceStep } from './price-steps';

test('six steps when trading in, five without the equity step', () => {
  expect(priceSteps(true)).toEqual(['downPayment', 'trading', 'equity', 'credit', 'details', 'done']);
  expect(priceSteps(false)).toEqual(['downPayment', 'trading', 'credit', 'details', 'done']);
});

test.each<[PriceStep, boolean, PriceStep, PriceStep]>([
  ['downPayment', false, 'trading', 'downPayment'],
  ['trading', true, 'equity', 'downPayment'],
  ['trading', false, 'credit', 'downPayment'],
  ['equity', true, 'credit', 'trading'],
  ['credit', false, 'details', 'trading'],
  ['credit', true, 'details', 'equity'],
  ['details', false, 'done', 'credit'],
  ['done', false, 'done', 'details'],
])('%s (trading %s): next %s, back %s', (step, trading, next, back) => {
  expect(nextPriceStep(step, trading)).toBe(next);
  expect(previousPriceStep(step, trading)).toBe(back);
});

test('position for the step line', () => {
  expect(priceStepPosition('credit', true)).toEqual({ step: 4, total: 6 });
  expect(priceStepPosition('credit', false)).toEqual({ step: 3, total: 5 });
});
