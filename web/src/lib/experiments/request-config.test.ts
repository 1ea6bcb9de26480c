import {
  EXPERIMENT_COOKIE_MAX_LENGTH,
  experimentCookieValue,
  readExperimentCookie,
  withRequestExperiment,
} from './request-config';

const menu = [
  { label: 'Instant Cash', href: '/sell-my-car-instant-cash-offer' },
  { label: 'Call us', href: 'tel:+16305550100' },
];

describe('experimentCookieValue: what the browser hands the server', () => {
  it('is null when the experiment has nothing the server renders', () => {
    expect(experimentCookieValue({ settings: {}, langs: [] })).toBeNull();
    expect(experimentCookieValue({ settings: { unlockInventoryVariant: 'b' }, langs: [] })).toBeNull();
  });

  it('keeps the allowed settings and the strings, and round-trips through the reader', () => {
    const value = experimentCookieValue({
      settings: { headerMenu: menu, cookieTier: 0 },
      langs: [{ key: 'vdp.price.cardPrivate', en: 'Members’ price', es: null }],
    });
    expect(value).not.toBeNull();
    expect(JSON.parse(value ?? '')).not.toHaveProperty('settings.cookieTier');
    expect(readExperimentCookie(value ?? undefined)).toEqual({
      settings: {
        headerMenu: [
          { _key: 'headerMenu-0', ...menu[0] },
          { _key: 'headerMenu-1', ...menu[1] },
        ],
      },
      langs: [{ key: 'vdp.price.cardPrivate', en: 'Members’ price', es: null }],
    });
  });

  it('keeps a menu entry’s Spanish label (labelEs) for Spanish readers', () => {
    const spanishMenu = [
      { label: 'Instant Cash', labelEs: 'Efectivo al instante', href: '/sell-my-car-instant-cash-offer' },
    ];
    const value = experimentCookieValue({
      settings: { headerMenu: spanishMenu, mainMenu: [{ label: 'Sell', labelEs: 'Vender', links: spanishMenu }] },
      langs: [],
    });
    const read = readExperimentCookie(value ?? undefined);
    expect(read?.settings.headerMenu?.[0]?.labelEs).toBe('Efectivo al instante');
    expect(read?.settings.mainMenu?.[0]).toMatchObject({
      labelEs: 'Vender',
      links: [{ labelEs: 'Efectivo al instante' }],
    });
  });

  it('is null when the cookie would be too large (the browser still applies the strings itself)', () => {
    const langs = Array.from({ length: 40 }, (_, index) => ({ key: `key.${index}`, en: 'x'.repeat(100), es: null }));
    expect(experimentCookieValue({ settings: {}, langs })).toBeNull();
    expect(EXPERIMENT_COOKIE_MAX_LENGTH).toBeLessThan(4096);
  });
});

describe('readExperimentCookie: only what the server can check', () => {
  test.each<[string, string | undefined]>([
    ['no cookie', undefined],
    ['not JSON', '{oops'],
    ['a list', '[]'],
    ['strings that are not a list', JSON.stringify({ langs: 'x' })],
    ['only settings no experiment may vary', JSON.stringify({ settings: { cookieTier: 0, leadRouting: [] } })],
  ])('%s → nothing applies', (_label, value) => {
    expect(readExperimentCookie(value)).toBeNull();
  });

  test.each<[string, unknown]>([
    ['a javascript: link', [{ label: 'Win', href: 'javascript:alert(1)' }]],
    ['a protocol-relative link', [{ label: 'Away', href: '//evil.example/' }]],
    ['a plain http link', [{ label: 'Away', href: 'http://evil.example/' }]],
    ['a link without a label', [{ href: '/contact-us' }]],
    ['too many links', Array.from({ length: 13 }, () => ({ label: 'A', href: '/a' }))],
    ['not a list', { label: 'A', href: '/a' }],
  ])('a header menu with %s is dropped; the other menus still apply', (_label, headerMenu) => {
    const footerMenu = [{ label: 'Contact Us', href: '/contact-us' }];
    expect(readExperimentCookie(JSON.stringify({ settings: { headerMenu, footerMenu } }))).toEqual({
      settings: { footerMenu: [{ _key: 'footerMenu-0', label: 'Contact Us', href: '/contact-us' }] },
      langs: [],
    });
  });

  it('reads a value still URI-encoded', () => {
    const value = JSON.stringify({ langs: [{ key: 'nav.menu', en: 'Menu ✓' }] });
    expect(readExperimentCookie(encodeURIComponent(value))?.langs).toEqual([
      { key: 'nav.menu', en: 'Menu ✓', es: null },
    ]);
  });

  it('keys a main-menu group and its links', () => {
    const mainMenu = [{ label: 'Shop', links: [{ label: 'Cars for Sale', href: '/cars-for-sale' }] }];
    expect(readExperimentCookie(JSON.stringify({ settings: { mainMenu } }))?.settings.mainMenu).toEqual([
      {
        _key: 'mainMenu-0',
        label: 'Shop',
        links: [{ _key: 'mainMenu-0-0', label: 'Cars for Sale', href: '/cars-for-sale' }],
      },
    ]);
  });
});

describe('withRequestExperiment', () => {
  const settings = {
    siteName: 'Dealer',
    headerMenu: [{ _key: 'a', label: 'Cars for Sale', href: '/cars-for-sale' }],
    footerMenu: [{ _key: 'b', label: 'Contact Us', href: '/contact-us' }],
    uiStrings: [
      { key: 'nav.menu', en: 'Menu', es: 'Menú' },
      { key: 'vdp.price.cardPrivate', en: 'Private inventory: unlock the price', es: 'Inventario privado' },
    ],
  };

  it('without an experiment is the site settings, unchanged', () => {
    expect(withRequestExperiment(settings, null)).toBe(settings);
  });

  it('puts the experiment’s menus and strings over the CMS’s; a string’s missing language keeps the CMS text', () => {
    const result = withRequestExperiment(settings, {
      settings: { headerMenu: [{ _key: 'x', label: 'Instant Cash', href: '/sell-my-car-instant-cash-offer' }] },
      langs: [{ key: 'vdp.price.cardPrivate', en: 'Members’ price', es: null }],
    });
    expect(result.siteName).toBe('Dealer');
    expect(result.headerMenu.map((item) => item.label)).toEqual(['Instant Cash']);
    expect(result.footerMenu).toBe(settings.footerMenu);
    expect(result.uiStrings).toEqual([
      { key: 'nav.menu', en: 'Menu', es: 'Menú' },
      { key: 'vdp.price.cardPrivate', en: 'Members’ price', es: 'Inventario privado' },
    ]);
  });
});
