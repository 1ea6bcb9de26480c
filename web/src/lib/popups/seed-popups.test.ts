/** The engine against the popup documents the seed ships (seed/dist/*.ndjson): the real CMS shape. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { POPUP_RULE_TYPES } from '@dealer/schemas/constants';
import {
  activePopups,
  emptyPopupStorage,
  finishPopup,
  isPopupActive,
  pageViewFromUrl,
  recordPageView,
  type PopupContext,
  type PopupDefinition,
  type PopupStorageState,
} from './index';

type Dataset = 'sell-car' | 'dealership';

function seedPopups(dataset: Dataset): PopupDefinition[] {
  const file = path.resolve(__dirname, '../../../../seed/dist', `${dataset}.ndjson`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { _type?: string } & PopupDefinition)
    .filter((doc) => doc._type === 'popup');
}

function context(url: string, overrides: Partial<PopupContext> = {}): PopupContext {
  const [pathname = '/', search = ''] = url.split('?');
  return {
    page: pageViewFromUrl(pathname, search),
    isLead: false,
    adsValues: {},
    secondsOnPage: 0,
    hasElement: () => false,
    wasClicked: () => false,
    ...overrides,
  };
}

const vehicle = (vin: string) => `/used-cars-for-sale/2020-toyota-camry-${vin}`;
const VINS = ['4T1B11HK5LU000001', '4T1B11HK5LU000002', '4T1B11HK5LU000003'];

describe.each<Dataset>(['sell-car', 'dealership'])('%s seed popups', (dataset) => {
  const popups = seedPopups(dataset);

  test('no seed popup rule is invalid', () => {
    expect(popups.length).toBeGreaterThan(1);
    const log = jest.fn();
    for (const popup of popups) {
      for (const url of ['/', '/service', vehicle(VINS[0] ?? ''), '/contact-us?utm_campaign=late-hours']) {
        isPopupActive(popup, context(url, { secondsOnPage: 60 }), emptyPopupStorage(), log);
      }
    }
    expect(log).not.toHaveBeenCalled();
  });
});

describe('dealership seed: unlock inventory', () => {
  // Only the dealership has vehicle pages, so only it has the dialog that opens on them.
  const unlock = seedPopups('dealership').find((popup) => popup.popupId === 'unlock-inventory');

  test('the sell-car seed has no unlock dialog', () => {
    expect(seedPopups('sell-car').map((popup) => popup.popupId)).not.toContain('unlock-inventory');
  });

  test('Unlock Vehicle Inventory opens on the third distinct vehicle page, and never again once finished', () => {
    expect(unlock).toBeDefined();
    const only = [unlock as PopupDefinition];
    let state: PopupStorageState = emptyPopupStorage();
    const visit = (url: string) => {
      state = recordPageView(state, only, pageViewFromUrl(url), jest.fn());
      return isPopupActive(unlock as PopupDefinition, context(url), state, jest.fn());
    };
    const [first = '', second = '', third = ''] = VINS;
    expect(visit(vehicle(first))).toBe(false);
    expect(visit(vehicle(first))).toBe(false); // the same vehicle counts once
    expect(visit(vehicle(second))).toBe(false);
    expect(visit('/')).toBe(false); // other pages do not count
    expect(visit(vehicle(third))).toBe(true);
    expect(isPopupActive(unlock as PopupDefinition, context(vehicle(third), { isLead: true }), state)).toBe(false);
    state = finishPopup(state, 'unlock-inventory');
    expect(visit(vehicle('4T1B11HK5LU000004'))).toBe(false);
  });
});

test('between the two datasets the seed uses every rule kind', () => {
  const kinds = new Set(
    (['sell-car', 'dealership'] as const).flatMap((dataset) =>
      seedPopups(dataset).flatMap((popup) =>
        (popup.conditions ?? []).flatMap((condition) => (condition.rules ?? []).map((rule) => rule._type)),
      ),
    ),
  );
  expect([...kinds].sort()).toEqual([...POPUP_RULE_TYPES].sort());
});

describe('dealership seed conditions', () => {
  const popups = seedPopups('dealership');
  const ids = (ctx: PopupContext) => activePopups(popups, ctx, emptyPopupStorage(), jest.fn()).map((p) => p.popupId);

  test.each<[string, string, Partial<PopupContext>, string[]]>([
    ['financing page before 20 s', '/auto-financing', { secondsOnPage: 19 }, []],
    ['financing page after 20 s', '/auto-financing/apply-for-financing', { secondsOnPage: 20 }, ['finance-prequal']],
    ['bad-credit campaign anywhere', '/', { adsValues: { utm_campaign: 'bad-credit' } }, ['finance-prequal']],
    [
      'price-alert button clicked',
      '/',
      { wasClicked: (s) => s === '[data-popup-trigger="price-alert"]' },
      ['price-alert'],
    ],
    ['service page, e-mail campaign', '/service', { adsValues: { utm_medium: 'email', fbclid: 'x' } }, []],
    [
      'service page, paid search',
      '/service',
      { adsValues: { utm_medium: 'cpc', fbclid: 'x' } },
      ['service-hours-banner'],
    ],
    [
      'search results from google after 8 s',
      '/cars-for-sale',
      { secondsOnPage: 8, hasElement: (s) => s === '[data-vehicle-card]', adsValues: { utm_source: 'google' } },
      ['trade-in-banner'],
    ],
  ])('%s', (_name, url, overrides, expected) => {
    expect(ids(context(url, overrides))).toEqual(expected);
  });
});
