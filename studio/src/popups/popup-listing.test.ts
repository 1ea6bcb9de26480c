import { evaluate, parse } from 'groq-js';
import { POPUP_LISTED_QUERY, popupListedBadge, type PopupListing } from './popup-listing';

const dataset = [
  { _id: 'siteSettings', _type: 'siteSettings', popups: [{ _ref: 'popup-a' }] },
  { _id: 'exp-1', _type: 'experimentOverride', popups: [{ _ref: 'popup-b' }, { _ref: 'popup-a' }] },
  { _id: 'popup-a', _type: 'popup' },
];

describe('POPUP_LISTED_QUERY on groq-js', () => {
  test.each<[string, PopupListing]>([
    ['popup-a', { settings: 1, experiments: 1 }],
    ['popup-b', { settings: 0, experiments: 1 }],
    ['popup-c', { settings: 0, experiments: 0 }],
  ])('%s', async (id, listing) => {
    const result = await evaluate(parse(POPUP_LISTED_QUERY), { dataset, params: { id } });
    expect(await result.get()).toEqual(listing);
  });
});

describe('popupListedBadge', () => {
  test.each<[PopupListing | null, string | null]>([
    [null, null],
    [{ settings: 1, experiments: 0 }, null],
    [{ settings: 0, experiments: 2 }, 'Experiments only'],
    [{ settings: 0, experiments: 0 }, 'Not switched on'],
  ])('%p → %p', (listing, label) => {
    expect(popupListedBadge(listing)?.label ?? null).toBe(label);
  });
});
