import { resolveConsent, type ConsentCategory } from '@/lib/consent';
import { adParamCategory, captureAdParams, fbcFromFbclid } from './ad-params';
import { AD_TAG_VALUES, TRACKING_EVENT_VALUES, trackingValue } from './events';
import { tracksPageView } from './page-view';

describe('event values (USD)', () => {
  test.each<[string, number]>([
    ['PageView', 0],
    ['Lead', 0],
    ['FullCreditApplication', 50],
    ['InstantScreen', 30],
    ['Personalize', 20],
    ['Schedule', 20],
    ['ConversationStarted', 10],
    ['SellTrade', 10],
    ['ClickToCall', 5],
    ['UnlockInventory', 5],
    ['Contact', 2],
    ['SubmitApplication', 2],
    // The shopper's garage (docs/garage.md#tracking).
    ['AddToWishlist', 3],
    ['CompareVehicles', 3],
    ['SaveSearch', 2],
    // A deal sheet sent to the store (docs/deal-sheet.md#tracking).
    ['DealSheet', 30],
    ['PhoneVerified', 0],
    ['toString', 0],
  ])('%s is worth %i', (name, value) => {
    expect(trackingValue(name)).toEqual({ value, currency: 'USD' });
  });

  test('the catalogue has exactly the spec’s twelve events, the garage’s three and the deal sheet', () => {
    expect(Object.keys(TRACKING_EVENT_VALUES)).toHaveLength(16);
  });

  test.each<[keyof typeof AD_TAG_VALUES, number]>([
    ['searchResults', 2],
    ['itemList', 3],
    ['itemView', 5],
    ['addToCart', 20],
    ['purchase', 30],
  ])('ad tag %s is worth %i', (name, value) => {
    expect(AD_TAG_VALUES[name]).toBe(value);
  });
});

describe('page views', () => {
  test.each<[Parameters<typeof tracksPageView>[0], boolean]>([
    ['home', true],
    ['carsForSale', true],
    ['vehicle', false],
    [null, true],
  ])('%s tracked: %s', (route, tracked) => {
    expect(tracksPageView(route)).toBe(tracked);
  });
});

describe('tracking parameters', () => {
  const ALL: ConsentCategory[] = ['essential', 'functional', 'analytics', 'targeting'];
  const consent = (allowed: ConsentCategory[]) => ({ allowed });

  test.each<[string, ConsentCategory[], Record<string, string>, string[]]>([
    ['', ALL, {}, []],
    ['?q=1', ALL, {}, []],
    [
      '?utm_source=google&utm_medium=cpc&gclid=abc',
      ALL,
      { utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' },
      ['utm_campaign', 'utm_term', 'utm_content'],
    ],
    ['?gclid=abc', ALL, { gclid: 'abc' }, []],
    ['?fbclid=F&gbraid=G&gwraid=W', ALL, { fbclid: 'F', gbraid: 'G', gwraid: 'W' }, []],
    [
      '?utm_source=google&gclid=abc',
      ['essential', 'analytics'],
      { utm_source: 'google' },
      ['utm_medium', 'utm_campaign', 'utm_term', 'utm_content'],
    ],
    ['?utm_source=google&gclid=abc', ['essential', 'targeting'], { gclid: 'abc' }, []],
    ['?utm_source=google&gclid=abc', ['essential'], {}, []],
    ['?utm_source=%20&utm_term=x', ALL, { utm_term: 'x' }, ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content']],
  ])('%s with %j', (search, allowed, set, clear) => {
    expect(captureAdParams(search, consent(allowed))).toEqual({ set, clear });
  });

  test('GPC keeps click ids out even when the visitor accepted all', () => {
    const gpc = resolveConsent({ tier: 3, stored: ALL, gpc: true });
    expect(captureAdParams('?gclid=abc&utm_source=google', gpc).set).toEqual({ utm_source: 'google' });
  });

  test('values are cut to 500 characters', () => {
    expect(captureAdParams(`?gclid=${'x'.repeat(600)}`, consent(ALL)).set.gclid).toHaveLength(500);
  });

  test.each<[Parameters<typeof adParamCategory>[0], ConsentCategory]>([
    ['utm_source', 'analytics'],
    ['utm_content', 'analytics'],
    ['gclid', 'targeting'],
    ['fbclid', 'targeting'],
  ])('%s needs %s consent', (name, category) => {
    expect(adParamCategory(name)).toBe(category);
  });

  test('_fbc from fbclid (Meta format fb.1.time.fbclid)', () => {
    expect(fbcFromFbclid('IwAR2abc', 1_700_000_000_123)).toBe('fb.1.1700000000123.IwAR2abc');
  });
});
