/** The financing pages' store rates: read for the visitor's store, tagged `store`, absent without a base APR. */
import { financeStoreRatesQuery } from '@/content/queries';
import type { SiteContext } from '@/server/site/context';
import { loadStoreRates } from './finance';

const fetchContent = jest.fn();
jest.mock('@/content', () => ({ fetchContent: (...args: unknown[]) => fetchContent(...args) }));

const siteWith = (storeId: string | null) => ({ store: storeId ? { storeId } : null }) as unknown as SiteContext;

beforeEach(() => fetchContent.mockReset());

test.each([
  [
    'a base APR and a documentary fee',
    { baseApr: 6.9, fees: { documentary: 199 } },
    { baseAprPercent: 6.9, documentaryFee: 199 },
  ],
  ['a base APR of 0 (a real rate)', { baseApr: 0, fees: null }, { baseAprPercent: 0, documentaryFee: null }],
  ['no base APR', { baseApr: null, fees: { documentary: 199 } }, null],
  ['no store document', null, null],
])('a store with %s', async (_name, answer, expected) => {
  fetchContent.mockResolvedValueOnce(answer);
  expect(await loadStoreRates(siteWith('elgin'))).toEqual(expected);
  expect(fetchContent).toHaveBeenCalledWith({
    query: financeStoreRatesQuery,
    params: { storeId: 'elgin' },
    tags: ['store'],
  });
});

test('no selected store: no rates, nothing asked', async () => {
  expect(await loadStoreRates(siteWith(null))).toBeNull();
  expect(fetchContent).not.toHaveBeenCalled();
});
