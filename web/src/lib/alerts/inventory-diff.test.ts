/** What an inventory check finds (docs/alerts.md#how-changes-are-found). */
import { diffInventory } from './inventory-diff';

const snapshot = new Map<string, number | null>([
  ['A', 20_000],
  ['B', 15_000],
  ['C', null],
  ['D', 9_000],
]);

test('a lowered price is a drop from the snapshot price; a raised or equal price is not', () => {
  const diff = diffInventory(snapshot, [
    { vin: 'A', price: 18_500 },
    { vin: 'B', price: 15_500 },
    { vin: 'D', price: 9_000 },
  ]);
  expect(diff.priceDrops).toEqual([{ vin: 'A', oldPrice: 20_000, newPrice: 18_500 }]);
  expect(diff.added).toEqual([]);
});

test('a car without a price, before or now, is no drop', () => {
  expect(
    diffInventory(snapshot, [
      { vin: 'C', price: 5_000 },
      { vin: 'A', price: null },
    ]).priceDrops,
  ).toEqual([]);
});

test('a VIN the snapshot does not have is new; a car that left is neither', () => {
  expect(
    diffInventory(snapshot, [
      { vin: 'E', price: 30_000 },
      { vin: 'A', price: 20_000 },
    ]),
  ).toEqual({
    priceDrops: [],
    added: ['E'],
  });
});

test('the first check (empty snapshot) only sets the baseline', () => {
  expect(diffInventory(new Map(), [{ vin: 'A', price: 1 }])).toEqual({ priceDrops: [], added: [] });
});
