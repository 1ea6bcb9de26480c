/**
 * The section-data loader: each page-builder section type that lists documents gets them with the query, params
 * and cache tags it always had (a publish of that type must expire the page), and every section keeps its place.
 */
import {
  activeBodyStylesQuery,
  activeOffersByTypeQuery,
  activeOffersQuery,
  activePositionsQuery,
  activePromotionsQuery,
  careerPositionOptionsQuery,
  faqsByTopicQuery,
  latestArticlesQuery,
  leadSettingsQuery,
  locationsQuery,
  reviewsQuery,
  serviceItemsQuery,
  teamMembersQuery,
} from '@/content/queries';
import type { SiteContext } from '@/server/site/context';
import { loadSections, type PageSection } from './page-sections';

const fetchContent = jest.fn();
jest.mock('@/content', () => ({ fetchContent: (...args: unknown[]) => fetchContent(...args) }));

// 23:30 on 30 November in Chicago is already 1 December in UTC: the store's calendar decides.
const NOW = new Date('2026-12-01T05:30:00Z');
const site = { store: { timezone: 'America/Chicago' } } as unknown as SiteContext;

/** Each query answers with a marker naming it, so the test sees which result went where. */
const ANSWERS = new Map<string, unknown>([
  [latestArticlesQuery, ['articles']],
  [activeBodyStylesQuery, ['bodyStyles']],
  [faqsByTopicQuery, ['faqs']],
  [careerPositionOptionsQuery, ['positionOptions']],
  [leadSettingsQuery, { settings: { cookieTier: 2 } }],
  [locationsQuery, ['locations']],
  [activeOffersByTypeQuery, [{ _id: 'o', name: 'Offer' }]],
  [activeOffersQuery, [{ _id: 'all', name: 'Every offer' }]],
  [activePositionsQuery, ['positions']],
  [activePromotionsQuery, ['promotions']],
  [reviewsQuery, ['reviews']],
  [serviceItemsQuery, ['services']],
  [teamMembersQuery, ['members']],
]);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  fetchContent.mockReset();
  fetchContent.mockImplementation(async ({ query }: { query: string }) => ANSWERS.get(query));
});

afterEach(() => jest.useRealTimers());

const section = (fields: Record<string, unknown>) => ({ _key: 'k', title: 'T', ...fields }) as unknown as PageSection;

test.each([
  ['articlesSection', {}, latestArticlesQuery, {}, ['article', 'articleCategory'], { articles: ['articles'] }],
  ['bodyStylesSection', {}, activeBodyStylesQuery, {}, ['bodyStyle'], { bodyStyles: ['bodyStyles'] }],
  ['faqSection', { topic: 'financing' }, faqsByTopicQuery, { topic: 'financing' }, ['faq'], { faqs: ['faqs'] }],
  ['locationsSection', {}, locationsQuery, {}, ['location'], { locations: ['locations'] }],
  [
    'offersListSection',
    { offerType: 'service' },
    activeOffersByTypeQuery,
    { offerType: 'service', today: '2026-11-30' },
    ['offer'],
    { offers: [{ _id: 'o', name: 'Offer', startDate: null, endDate: null }] },
  ],
  [
    'offersListSection',
    { offerType: null },
    activeOffersQuery,
    { today: '2026-11-30' },
    ['offer'],
    { offers: [{ _id: 'all', name: 'Every offer', startDate: null, endDate: null }] },
  ],
  ['positionsSection', {}, activePositionsQuery, {}, ['jobPosition', 'store'], { positions: ['positions'] }],
  ['promotionsSection', {}, activePromotionsQuery, {}, ['promotion'], { promotions: ['promotions'] }],
  ['reviewsSection', {}, reviewsQuery, {}, ['review'], { reviews: ['reviews'] }],
  ['servicesSection', {}, serviceItemsQuery, {}, ['serviceItem'], { services: ['services'] }],
  ['teamSection', {}, teamMembersQuery, {}, ['teamMember'], { members: ['members'] }],
])('%s %j: its query, params and tags, its data', async (type, fields, query, params, tags, data) => {
  const [loaded] = await loadSections([section({ _type: type, ...fields })], site);
  expect(fetchContent).toHaveBeenCalledTimes(1);
  expect(fetchContent).toHaveBeenCalledWith({ query, params, tags });
  expect(loaded).toEqual({ _key: 'k', title: 'T', _type: type, ...fields, data });
});

test.each([
  ['contact', { cookieTier: 2, positions: [] }, [leadSettingsQuery]],
  ['careers', { cookieTier: 2, positions: ['positionOptions'] }, [leadSettingsQuery, careerPositionOptionsQuery]],
])('a %s lead form gets the cookie tier, and the open positions only on careers', async (form, data, queries) => {
  const [loaded] = await loadSections([section({ _type: 'leadFormSection', form })], site);
  expect(loaded?.data).toEqual(data);
  expect(fetchContent.mock.calls.map(([request]) => request.query).sort()).toEqual([...queries].sort());
  expect(fetchContent).toHaveBeenCalledWith(
    expect.objectContaining({ query: leadSettingsQuery, tags: ['siteSettings', 'store'] }),
  );
  if (form === 'careers') {
    expect(fetchContent).toHaveBeenCalledWith(
      expect.objectContaining({ query: careerPositionOptionsQuery, tags: ['jobPosition', 'store'] }),
    );
  }
});

test('a FAQ section without a topic lists nothing and asks nothing', async () => {
  const [loaded] = await loadSections([section({ _type: 'faqSection', topic: null })], site);
  expect(loaded?.data).toEqual({ faqs: [] });
  expect(fetchContent).not.toHaveBeenCalled();
});

test('sections that show only their own fields ask nothing; every section keeps its place', async () => {
  const sections = [
    section({ _type: 'heroSection', _key: 'hero' }),
    section({ _type: 'reviewsSection', _key: 'reviews' }),
    section({ _type: 'richTextSection', _key: 'text' }),
    section({ _type: 'teamSection', _key: 'team' }),
  ];
  const loaded = await loadSections(sections, site);
  expect(loaded.map((entry) => [entry._key, entry.data])).toEqual([
    ['hero', null],
    ['reviews', { reviews: ['reviews'] }],
    ['text', null],
    ['team', { members: ['members'] }],
  ]);
  expect(fetchContent).toHaveBeenCalledTimes(2);
});
