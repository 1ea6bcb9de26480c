import { hasServerSettings, serializeExperimentCookie } from './experiment-cookie';
import { experimentCookieValue } from './request-config';

const langs = [{ key: 'vdp.price.cardPrivate', en: 'Members’ price', es: null }];
const menu = [{ label: 'Contact Us', href: '/contact-us' }];

describe('hasServerSettings: whether the schema must check the config first', () => {
  test.each<[string, Record<string, unknown>, boolean]>([
    ['no settings', {}, false],
    ['a browser-only setting', { unlockInventoryVariant: 'b' }, false],
    ['a header menu', { headerMenu: menu }, true],
    ['a main menu', { mainMenu: [] }, true],
    ['a footer menu beside a browser-only setting', { footerMenu: menu, cookieTier: 0 }, true],
  ])('%s → %s', (_label, settings, expected) => {
    expect(hasServerSettings(settings)).toBe(expected);
  });
});

describe('the cookie without the schema is the one the schema path writes', () => {
  const manyLangs = Array.from({ length: 40 }, (_, index) => ({ key: `key.${index}`, en: 'x'.repeat(100), es: null }));
  test.each<[string, Record<string, unknown>, typeof langs]>([
    ['nothing for the server', {}, []],
    ['browser-only settings', { unlockInventoryVariant: 'b' }, []],
    ['strings', {}, langs],
    ['strings beside browser-only settings', { unlockInventoryVariant: 'b' }, langs],
    ['strings without a key are left out', {}, [{ key: '', en: 'x', es: null }, ...langs]],
    ['too large for a cookie', {}, manyLangs],
  ])('%s', (_label, settings, strings) => {
    expect(hasServerSettings(settings)).toBe(false);
    expect(serializeExperimentCookie({}, strings)).toBe(experimentCookieValue({ settings, langs: strings }));
  });
});
