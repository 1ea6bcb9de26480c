/**
 * The footer's stores: every server-rendered element is sent twice (markup and page payload), so the hours are
 * <dt>/<dd> pairs straight in the list (no wrapper per row) and the store headings have short positional ids.
 */
import { render } from '@testing-library/react';
import { createTranslator } from '@/lib/i18n/strings';
import type { SiteContext } from '@/server/site/context';
import { SiteFooter } from './site-footer';

const day = (name: string, open: string | null, close: string | null) => ({
  day: name,
  closed: open === null,
  open,
  close,
});
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((name) => day(name, '09:00', '18:00'));
const store = (id: string, name: string) => ({
  _id: id,
  storeId: id,
  name,
  addressLine1: '1 Main St',
  city: 'Naperville',
  stateShort: 'IL',
  zip: '60540',
  phone: '6305550142',
  salesHours: [...weekdays, day('saturday', '09:00', '17:00'), day('sunday', null, null)],
});
const naperville = store('store-naperville', 'Naperville');
const site = {
  settings: { siteName: 'Prairie', footerMenu: [] },
  stores: [naperville, store('store-schaumburg', 'Schaumburg')],
  store: naperville,
  enabledPages: [],
  t: createTranslator(null),
  lang: 'en',
} as unknown as SiteContext;

test('each store block is named by its heading, with a short positional id', () => {
  const { container } = render(<SiteFooter site={site} />);
  const blocks = [...container.querySelectorAll('footer section')];
  expect(blocks.map((block) => [block.getAttribute('aria-labelledby'), block.querySelector('h2')?.id])).toEqual([
    ['f0', 'f0'],
    ['f1', 'f1'],
  ]);
  expect(blocks.map((block) => block.querySelector('h2')?.textContent)).toEqual(['Naperville', 'Schaumburg']);
});

test('the hours are day/hours pairs straight in the list', () => {
  const { container } = render(<SiteFooter site={site} />);
  const list = container.querySelector('footer section dl')!;
  expect([...list.children].map((child) => `${child.tagName} ${child.textContent}`)).toEqual([
    'DT Mon - Fri',
    'DD 9AM - 6PM',
    'DT Sat',
    'DD 9AM - 5PM',
    'DT Sun',
    'DD Closed',
  ]);
});
