import { linkNavigation, type ClickedLink, type LinkClick } from './link-click';

const here = new URL('https://cars.example/used-cars-for-sale?page=2#top');
const click: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const link = (href: string, attributes: { target?: string; download?: boolean } = {}): ClickedLink => ({
  href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name === 'download' && attributes.download === true,
});

test.each<[string, Partial<LinkClick>, ClickedLink, string | null]>([
  ['another page', {}, link('https://cars.example/contact-us'), 'https://cars.example/contact-us'],
  ['a relative href', {}, link('/faqs?x=1'), 'https://cars.example/faqs?x=1'],
  [
    'the same path with another query',
    {},
    link('/used-cars-for-sale?page=3'),
    'https://cars.example/used-cars-for-sale?page=3',
  ],
  ['the same path without the query', {}, link('/used-cars-for-sale'), 'https://cars.example/used-cars-for-sale'],
  ['target _self', {}, link('/faqs', { target: '_self' }), 'https://cars.example/faqs'],
  ['a hash-only change', {}, link('/used-cars-for-sale?page=2#filters'), null],
  ['the current URL', {}, link('/used-cars-for-sale?page=2'), null],
  ['another origin', {}, link('https://other.example/faqs'), null],
  ['target _blank', {}, link('/faqs', { target: '_blank' }), null],
  ['a download', {}, link('/faqs', { download: true }), null],
  ['a file', {}, link('/media/brochure.pdf'), null],
  ['an API route', {}, link('/api/___sitemaps___/pages'), null],
  ['a tel: link', {}, link('tel:+16305550100'), null],
  ['ctrl-click', { ctrlKey: true }, link('/faqs'), null],
  ['cmd-click', { metaKey: true }, link('/faqs'), null],
  ['shift-click', { shiftKey: true }, link('/faqs'), null],
  ['alt-click', { altKey: true }, link('/faqs'), null],
  ['middle button', { button: 1 }, link('/faqs'), null],
  ['already handled', { defaultPrevented: true }, link('/faqs'), null],
])('%s', (_name, change, clicked, expected) => {
  expect(linkNavigation({ ...click, ...change }, clicked, here)?.href ?? null).toBe(expected);
});
