import { COOKIE_TIER_DEFAULT } from '@dealer/schemas/constants';
import {
  applyGpc,
  BANNER_FADE_MS,
  DEFAULT_COOKIE_TIER,
  buttonsForTier,
  categoriesForChoice,
  consentCookieString,
  defaultCustomizeSwitches,
  gpcFromHeader,
  gpcFromNavigator,
  initialBannerState,
  isAdPixelAllowed,
  isAdPixelConsentRevoked,
  isBannerVisible,
  isCategoryAllowed,
  isSecureCookieContext,
  parseBannerState,
  parseConsentCookie,
  readCookie,
  resolveConsent,
  serializeConsentCookie,
  toCookieTier,
  type ConsentCategory,
  type ConsentChoice,
  type CookieTier,
} from './index';

const ALL: ConsentCategory[] = ['essential', 'functional', 'analytics', 'targeting'];
const NO_TARGETING: ConsentCategory[] = ['essential', 'functional', 'analytics'];

describe('buttons per tier', () => {
  test.each<[CookieTier, string[]]>([
    [0, ['close']],
    [1, ['close']],
    [2, ['customize', 'acceptAll']],
    [3, ['customize', 'deny', 'acceptAll']],
  ])('tier %i shows %j', (tier, buttons) => {
    expect(buttonsForTier(tier)).toEqual(buttons);
  });
});

describe('cookie tier from settings', () => {
  test('the default tier is the schema’s default', () => {
    expect(DEFAULT_COOKIE_TIER).toBe(COOKIE_TIER_DEFAULT);
  });

  test.each<[unknown, CookieTier]>([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 3],
    [null, 1],
    [undefined, 1],
    [4, 1],
    ['3', 1],
  ])('%j → %i (default 1)', (value, tier) => {
    expect(toCookieTier(value)).toBe(tier);
  });
});

describe('categories a choice grants', () => {
  test.each<[string, ConsentChoice, boolean, ConsentCategory[]]>([
    ['close and continue', { kind: 'close' }, false, ALL],
    ['accept all', { kind: 'acceptAll' }, false, ALL],
    ['deny', { kind: 'deny' }, false, NO_TARGETING],
    ['customise, all on', { kind: 'customize', enabled: defaultCustomizeSwitches(false) }, false, ALL],
    ['customise, all off', { kind: 'customize', enabled: {} }, false, ['essential']],
    [
      'customise, analytics only',
      { kind: 'customize', enabled: { functional: false, analytics: true, targeting: false } },
      false,
      ['essential', 'analytics'],
    ],
    [
      'customise, targeting only',
      { kind: 'customize', enabled: { targeting: true } },
      false,
      ['essential', 'targeting'],
    ],
    ['GPC: close and continue', { kind: 'close' }, true, NO_TARGETING],
    ['GPC: accept all', { kind: 'acceptAll' }, true, NO_TARGETING],
    ['GPC: deny', { kind: 'deny' }, true, NO_TARGETING],
    ['GPC: customise with targeting on', { kind: 'customize', enabled: { targeting: true } }, true, ['essential']],
  ])('%s', (_name, choice, gpc, expected) => {
    expect(categoriesForChoice(choice, gpc)).toEqual(expected);
  });

  test.each<[boolean, Record<string, boolean>]>([
    [false, { functional: true, analytics: true, targeting: true }],
    [true, { functional: true, analytics: true, targeting: false }],
  ])('customise switches start on (GPC %s)', (gpc, switches) => {
    expect(defaultCustomizeSwitches(gpc)).toEqual(switches);
  });
});

describe('effective consent', () => {
  test.each<[CookieTier, ConsentCategory[] | null, boolean, ConsentCategory[], boolean]>([
    // tier < 2 auto-grants all four, whatever was stored
    [0, null, false, ALL, true],
    [1, null, false, ALL, true],
    [1, ['essential'], false, ALL, true],
    [0, null, true, NO_TARGETING, true],
    [1, null, true, NO_TARGETING, true],
    // tier ≥ 2: essential only until the visitor chooses
    [2, null, false, ['essential'], false],
    [3, null, false, ['essential'], false],
    [3, null, true, ['essential'], false],
    [2, ['essential', 'analytics'], false, ['essential', 'analytics'], true],
    [3, ALL, false, ALL, true],
    [3, ALL, true, NO_TARGETING, true],
  ])('tier %i, stored %j, GPC %s → %j (decided %s)', (tier, stored, gpc, allowed, decided) => {
    const consent = resolveConsent({ tier, stored, gpc });
    expect(consent.allowed).toEqual(allowed);
    expect(consent.decided).toBe(decided);
    for (const category of ALL) expect(isCategoryAllowed(consent, category)).toBe(allowed.includes(category));
  });
});

describe('ad pixel', () => {
  test.each<[CookieTier, ConsentCategory[], boolean, boolean]>([
    [1, ALL, false, true],
    [1, ['essential', 'targeting'], false, true],
    [2, ['essential', 'targeting'], true, false],
    [3, ['essential', 'analytics'], true, false],
    [2, ['essential', 'functional'], false, false],
    [3, ALL, false, true],
    [2, ['essential', 'functional', 'targeting'], false, true],
  ])('tier %i with %j: revoked %s, allowed %s', (tier, allowed, revoked, pixel) => {
    expect(isAdPixelConsentRevoked({ tier, allowed })).toBe(revoked);
    expect(isAdPixelAllowed({ tier, allowed })).toBe(pixel);
  });
});

describe('consent cookie', () => {
  test.each<[string | null | undefined, ConsentCategory[] | null]>([
    [undefined, null],
    [null, null],
    ['', null],
    ['bogus', null],
    ['essential', ['essential']],
    ['analytics', ['essential', 'analytics']],
    ['targeting,essential,functional', ['essential', 'functional', 'targeting']],
    ['essential%2Canalytics', ['essential', 'analytics']],
    [' functional , analytics ,x', ['essential', 'functional', 'analytics']],
  ])('parses %j as %j', (value, parsed) => {
    expect(parseConsentCookie(value)).toEqual(parsed);
  });

  test.each<[ConsentCategory[], string]>([
    [ALL, 'essential,functional,analytics,targeting'],
    [['targeting', 'analytics'], 'essential,analytics,targeting'],
    [[], 'essential'],
  ])('serialises %j as %s', (categories, text) => {
    expect(serializeConsentCookie(categories)).toBe(text);
  });

  test.each<[string, string, boolean]>([
    ['https:', 'dealer.example', true],
    ['https:', 'localhost', true],
    ['http:', 'localhost', false],
    ['http:', '127.0.0.1', false],
    ['http:', 'dealer.example', true],
  ])('%s//%s secure %s', (protocol, hostname, secure) => {
    expect(isSecureCookieContext({ protocol, hostname })).toBe(secure);
    const text = consentCookieString('allowCookies', 'essential,analytics', { protocol, hostname });
    expect(text).toContain('allowCookies=essential%2Canalytics');
    expect(text).toContain('Max-Age=2592000');
    expect(text).toContain('SameSite=Lax');
    expect(text).toContain('Path=/');
    expect(text.endsWith('; Secure')).toBe(secure);
  });

  test.each<[string, string, string | null]>([
    ['a=1; allowCookies=essential%2Canalytics; b=2', 'allowCookies', 'essential%2Canalytics'],
    ['displayCookies=hide', 'displayCookies', 'hide'],
    ['xallowCookies=1', 'allowCookies', null],
    ['', 'allowCookies', null],
  ])('reads %s', (header, name, value) => {
    expect(readCookie(header, name)).toBe(value);
  });
});

describe('banner state', () => {
  test.each<[CookieTier, string | null, string]>([
    [0, null, 'hide'],
    [0, 'show', 'hide'],
    [1, null, 'show'],
    [3, null, 'show'],
    [3, 'hide', 'hide'],
    [2, 'force', 'force'],
    [2, 'junk', 'show'],
  ])('tier %i with stored %j starts %s', (tier, stored, state) => {
    expect(initialBannerState(tier, parseBannerState(stored))).toBe(state);
  });

  test.each<['show' | 'hide' | 'force', string, boolean]>([
    ['show', '/', true],
    ['show', '/cars-for-sale', true],
    ['show', '/legal', false],
    ['show', '/legal/privacy-policy', false],
    ['show', '/legal/cookie-policy', false],
    ['show', '/legally-blonde', true],
    ['hide', '/', false],
    ['force', '/legal/privacy-policy', true],
  ])('%s on %s visible %s', (state, path, visible) => {
    expect(isBannerVisible(state, path)).toBe(visible);
  });

  test('the fade lasts 500 ms', () => {
    expect(BANNER_FADE_MS).toBe(500);
  });
});

describe('Global Privacy Control', () => {
  test.each<[string | null | undefined, boolean]>([
    ['1', true],
    [' 1 ', true],
    ['0', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('Sec-GPC %j → %s', (header, gpc) => {
    expect(gpcFromHeader(header)).toBe(gpc);
  });

  test.each<[{ globalPrivacyControl?: unknown } | undefined, boolean]>([
    [{ globalPrivacyControl: true }, true],
    [{ globalPrivacyControl: false }, false],
    [{ globalPrivacyControl: 'true' }, false],
    [{}, false],
    [undefined, false],
  ])('navigator %j → %s', (nav, gpc) => {
    expect(gpcFromNavigator(nav)).toBe(gpc);
  });
});

describe('GPC reported by the browser after the server rendered', () => {
  test.each<[CookieTier, ConsentCategory[] | null, ConsentCategory[]]>([
    [1, null, NO_TARGETING],
    [3, ALL, NO_TARGETING],
    [3, null, ['essential']],
  ])('tier %i, stored %j → %j', (tier, stored, allowed) => {
    const consent = applyGpc(resolveConsent({ tier, stored, gpc: false }));
    expect(consent.gpc).toBe(true);
    expect(consent.allowed).toEqual(allowed);
  });

  test('already under GPC: unchanged', () => {
    const consent = resolveConsent({ tier: 3, stored: ALL, gpc: true });
    expect(applyGpc(consent)).toBe(consent);
  });
});
