/** `/service/schedule?offer=<offerId>`: only a service offer running today reaches the form. */
import { runningServiceOffer } from './running-service-offer';

const fetchContent = jest.fn();
jest.mock('@/content', () => ({ fetchContent: (...args: unknown[]) => fetchContent(...args) }));

// 23:30 on 30 November in Chicago is already 1 December in UTC: the store's calendar decides.
const NOW = new Date('2026-12-01T05:30:00Z');
const offer = { _id: 'offer-oil', offerId: 'oil-change', offerType: 'service', name: 'Oil change special' };

beforeEach(() => fetchContent.mockReset());

test('a running service offer is looked up by id among service offers only', async () => {
  fetchContent.mockResolvedValueOnce({ ...offer, startDate: '2026-11-01', endDate: '2026-11-30' });
  expect(await runningServiceOffer('oil-change', 'America/Chicago', NOW)).toEqual({
    offerId: 'oil-change',
    name: 'Oil change special',
  });
  expect(fetchContent).toHaveBeenCalledWith(
    expect.objectContaining({ params: { offerType: 'service', offerId: 'oil-change' }, tags: ['offer'] }),
  );
});

test.each([
  ['ended', { ...offer, endDate: '2026-11-29' }],
  ['not started', { ...offer, startDate: '2026-12-01' }],
  ['unknown (or not a service offer)', null],
])('an offer that is %s is ignored', async (_name, found) => {
  fetchContent.mockResolvedValueOnce(found);
  expect(await runningServiceOffer('oil-change', 'America/Chicago', NOW)).toBeUndefined();
});

test('no id, or an absurdly long one, asks nothing', async () => {
  expect(await runningServiceOffer(null, 'America/Chicago', NOW)).toBeUndefined();
  expect(await runningServiceOffer('x'.repeat(101), 'America/Chicago', NOW)).toBeUndefined();
  expect(fetchContent).not.toHaveBeenCalled();
});
