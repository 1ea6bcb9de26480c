/**
 * What the suite needs to know about the dataset the server runs on: enabled page keys and menus, read from the
 * same seed NDJSON the embedded content source loads (SEED_DIR, else ../seed/dist/<SITE_DATASET>.ndjson).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from './test';
import { routes, slugify, type RouteName } from '../../schemas/src/routes';
import type { PopupRule } from '../src/lib/popups/types';

export const dataset = process.env.SITE_DATASET ?? 'sell-car';

interface NavLink {
  label?: string;
  href?: string;
}

export interface SiteData {
  enabledPages: string[];
  headerMenu: NavLink[];
  mainMenu: { label?: string; href?: string; links?: NavLink[] }[];
  footerMenu: NavLink[];
  pageRoutes: Set<string>;
  defaultStoreId: string | null;
  stores: { _id: string; storeId: string; phone: string; color?: string }[];
  slugs: Record<'legalPage' | 'teamMember' | 'article' | 'author' | 'articleCategory', string[]>;
  offers: {
    offerType: string;
    offerId: string;
    name: string;
    startDate?: string;
    endDate?: string;
    recurring?: string;
    vehicleConditions?: { condition?: string; year?: number; make?: string; model?: string; mileage?: number }[];
  }[];
  locations: {
    name: string;
    orderRank?: number;
    coordinates?: { latitude: number; longitude: number };
    /** The location's note and its Spanish text. */
    note?: string;
    noteEs?: string;
  }[];
  teamMembers: { slug: string; firstName: string; lastName: string; department?: string }[];
  reviews: { categories?: string[] }[];
  promotions: { position: string; title?: string; name: string; startDate?: string; endDate?: string }[];
  /** siteSettings.metadataTemplates. */
  metadataTemplates: Record<string, string | undefined>;
  siteName: string;
}

function readDocuments(): Record<string, unknown>[] {
  const dir = process.env.SEED_DIR ?? path.join(__dirname, '..', '..', 'seed', 'dist');
  const text = readFileSync(path.join(dir, `${dataset}.ndjson`), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The names and price lines of the service menu's items: CMS content, written by editors in one language. */
export function seedServiceItemTexts(): string[] {
  const texts: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record._type === 'serviceItem') {
        for (const field of ['name', 'price']) if (typeof record[field] === 'string') texts.push(record[field]);
      }
      Object.values(record).forEach(visit);
    }
  };
  readDocuments().forEach(visit);
  return texts;
}

const slugOf = (doc: Record<string, unknown>) => (doc.slug as { current?: string } | undefined)?.current;

/** The published siteSettings fields the consent suites read. */
export interface SeedSettings {
  cookieTier?: number;
  enabledPages?: string[];
  uiStrings?: { key?: string; en?: string; es?: string }[];
}

export function seedSettings(): SeedSettings {
  const docs = readDocuments().filter((doc) => !String(doc._id).startsWith('drafts.'));
  return (docs.find((doc) => doc._type === 'siteSettings') ?? {}) as SeedSettings;
}

/** A string of the seed's table in English, or `fallback` where the table has none. */
export const seedText = (key: string, fallback: string) =>
  seedSettings().uiStrings?.find((item) => item.key === key)?.en ?? fallback;

/**
 * The cookie banner of a first visit: at tier 1 it only informs, so it is a labelled non-modal region; tiers 2 and 3
 * must ask before anything is stored, so it is a modal dialog. `name` is its title in the page's language.
 */
export function consentBanner(page: Page, name: string) {
  const tier = seedSettings().cookieTier ?? 1;
  return tier <= 1 ? page.getByRole('region', { name }) : page.getByRole('dialog', { name });
}

/** The Spanish heading and meta title of each page document (`titleEs`, `seo.titleEs`), by route. */
export function seedSpanishPageTitles(): Map<string, { title?: string; seoTitle?: string }> {
  const docs = readDocuments().filter((doc) => doc._type === 'page' && !String(doc._id).startsWith('drafts.'));
  return new Map(
    docs.map((doc) => [
      String(doc.route),
      { title: doc.titleEs as string | undefined, seoTitle: (doc.seo as { titleEs?: string } | undefined)?.titleEs },
    ]),
  );
}

export function loadSiteData(): SiteData {
  const docs = readDocuments().filter((doc) => !String(doc._id).startsWith('drafts.'));
  const settings = docs.find((doc) => doc._type === 'siteSettings') ?? {};
  const slugs = (type: string) =>
    docs
      .filter((doc) => doc._type === type)
      .map(slugOf)
      .filter((slug): slug is string => Boolean(slug));
  return {
    enabledPages: (settings.enabledPages as string[] | undefined) ?? [],
    headerMenu: (settings.headerMenu as NavLink[] | undefined) ?? [],
    mainMenu: (settings.mainMenu as SiteData['mainMenu'] | undefined) ?? [],
    footerMenu: (settings.footerMenu as NavLink[] | undefined) ?? [],
    defaultStoreId: (settings.defaultStore as { _ref?: string } | undefined)?._ref ?? null,
    stores: docs.filter((doc) => doc._type === 'store') as unknown as SiteData['stores'],
    pageRoutes: new Set(docs.filter((doc) => doc._type === 'page').map((doc) => String(doc.route))),
    slugs: {
      legalPage: slugs('legalPage'),
      teamMember: slugs('teamMember'),
      article: slugs('article'),
      author: slugs('author'),
      articleCategory: slugs('articleCategory'),
    },
    offers: docs.filter((doc) => doc._type === 'offer') as unknown as SiteData['offers'],
    locations: (docs.filter((doc) => doc._type === 'location') as unknown as SiteData['locations']).sort(
      (a, b) => (a.orderRank ?? 0) - (b.orderRank ?? 0) || a.name.localeCompare(b.name),
    ),
    teamMembers: docs
      .filter((doc) => doc._type === 'teamMember')
      .map((doc) => ({ ...(doc as unknown as SiteData['teamMembers'][number]), slug: slugOf(doc) ?? '' })),
    reviews: docs.filter((doc) => doc._type === 'review') as unknown as SiteData['reviews'],
    promotions: docs.filter((doc) => doc._type === 'promotion') as unknown as SiteData['promotions'],
    metadataTemplates: (settings.metadataTemplates as SiteData['metadataTemplates'] | undefined) ?? {},
    siteName: String(settings.siteName ?? ''),
  };
}

/** Routes without placeholders, with their paths. */
export const staticRoutes = (Object.keys(routes) as RouteName[])
  .filter((name) => !routes[name].pattern.includes(':'))
  .map((name) => ({
    name,
    path: routes[name].pattern,
    pageKey: routes[name].pageKey,
    layout: routes[name].layout,
    /** The shopper's own pages (the garage, a comparison): never indexed. */
    personal: (routes[name] as { personal?: boolean }).personal === true,
  }));

/**
 * Cookies of a visitor who already answered the cookie dialog (consent cookies `allowCookies` and
 * `displayCookies`), so page checks see the page itself; the dialog has its own suite.
 */
export const consentGivenCookies = (baseURL: string) => [
  { name: 'allowCookies', value: 'essential,functional,analytics,targeting', url: baseURL },
  { name: 'displayCookies', value: 'hide', url: baseURL },
];

export type SeedPopupRule = PopupRule;

/** A popup document of the seed, as far as the suites read it. */
export interface SeedPopup {
  popupId: string;
  conditions?: { rules?: SeedPopupRule[] }[];
  submitted?: { track?: string; email?: string };
  background?: { modal?: boolean };
}

/** The popups the site runs: siteSettings.popups, in its order (a popup document not listed there never shows). */
export function seedPopups(): SeedPopup[] {
  const docs = readDocuments().filter((doc) => !String(doc._id).startsWith('drafts.'));
  const settings = docs.find((doc) => doc._type === 'siteSettings') as { popups?: { _ref: string }[] } | undefined;
  return (settings?.popups ?? []).map(({ _ref }) => docs.find((doc) => doc._id === _ref) as unknown as SeedPopup);
}

export interface SeedVehicle {
  _id: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  condition: string;
  isPrivate?: boolean;
  price?: number;
}

export interface SeedSoldVehicle {
  vin: string;
  year: number;
  make: string;
  model: string;
  condition: string;
  price: number;
}

/** The seed's records of cars that left stock (`soldVehicle`). */
export function seedSoldVehicles(): SeedSoldVehicle[] {
  return readDocuments().filter((doc) => doc._type === 'soldVehicle') as unknown as SeedSoldVehicle[];
}

/** The seed's published vehicles. */
export function seedVehicles(): SeedVehicle[] {
  return readDocuments().filter(
    (doc) => doc._type === 'vehicle' && !String(doc._id).startsWith('drafts.'),
  ) as unknown as SeedVehicle[];
}

/** The first published vehicle that is private (its price behind "unlock") or public. */
export function seedVehicle(isPrivate: boolean): SeedVehicle {
  const vehicle = seedVehicles().find((item) => Boolean(item.isPrivate) === isPrivate);
  if (!vehicle) throw new Error(`The ${dataset} seed has no ${isPrivate ? 'private' : 'public'} vehicle`);
  return vehicle;
}

/** A vehicle's page, as the site links it: condition, year, make, model and VIN. */
export const vehiclePagePath = (vehicle: Pick<SeedVehicle, 'condition' | 'year' | 'make' | 'model' | 'vin'>) =>
  `/${vehicle.condition}-cars-for-sale/${vehicle.year}-${slugify(vehicle.make)}-${slugify(vehicle.model)}-${vehicle.vin}`;

/** The search results for one make and model (its filter path). */
export const makeModelListing = (vehicle: Pick<SeedVehicle, 'make' | 'model'>) =>
  `/cars-for-sale/make-${slugify(vehicle.make)}/model-${slugify(vehicle.model)}`;

/** The first vehicle page the results page links to. */
export async function firstVehiclePath(page: Page): Promise<string> {
  const html = await (await page.request.get('/cars-for-sale')).text();
  const href = /href="(\/(?:new|used|certified)-cars-for-sale\/\d{4}-[^"]+)"/.exec(html)?.[1];
  expect(href, 'a vehicle link on the results page').toBeTruthy();
  return href!;
}

/** A calendar day `offset` days from now (UTC), YYYY-MM-DD. */
export const dayFromNow = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Whether a seed offer runs today with a day of margin either side (the store's calendar day may differ from this
 * machine's): offers outside their dates answer 410. The seed's monthly offers repeat a window that covers a whole
 * month (docs/offers.md), so once started they run every day.
 */
export const offerRunsNow = (offer: Pick<SiteData['offers'][number], 'startDate' | 'endDate' | 'recurring'>) =>
  (!offer.startDate || offer.startDate < dayFromNow(-1)) &&
  (offer.recurring === 'monthly' || !offer.endDate || offer.endDate > dayFromNow(1));

/** Whether a seed offer ended more than a day ago (a monthly offer never ends). */
export const offerEnded = (offer: Pick<SiteData['offers'][number], 'endDate' | 'recurring'>) =>
  offer.recurring !== 'monthly' && !!offer.endDate && offer.endDate < dayFromNow(-1);
