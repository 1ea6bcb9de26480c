/**
 * schema.org JSON-LD for a store: an AutoDealer with address, geo, phone, sales hours and the
 * Google rating; its AutoRepair and AutoPartsStore departments with the service hours are listed only when the
 * store has a service department.
 */

export interface DayHoursInput {
  day?: string | null;
  closed?: boolean | null;
  open?: string | null;
  close?: string | null;
}

export interface StoreStructuredDataInput {
  name?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  stateShort?: string | null;
  zip?: string | null;
  country?: string | null;
  phone?: string | null;
  servicePhone?: string | null;
  email?: string | null;
  hasServiceDepartment?: boolean | null;
  salesHours?: DayHoursInput[] | null;
  workingHours?: DayHoursInput[] | null;
  ratings?: { google?: { rating?: number | null; count?: number | null } | null } | null;
  map?: { latitude?: number | null; longitude?: number | null } | null;
  site?: { url?: string | null; image?: { asset?: { url?: string | null } | null } | null } | null;
}

type JsonLd = Record<string, unknown>;

const SCHEMA_DAYS: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * One specification per distinct opening time, listing every day with it (schema.org's `dayOfWeek` takes a list),
 * in the order the days come; closed days are simply absent, as schema.org intends. A typical week is two or three
 * entries instead of six, and this markup is on every page.
 */
export function openingHoursSpecification(hours: DayHoursInput[] | null | undefined): JsonLd[] {
  const byTime = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const entry of hours ?? []) {
    const dayOfWeek = SCHEMA_DAYS[entry.day ?? ''];
    if (!dayOfWeek || entry.closed || !entry.open || !entry.close) continue;
    const key = `${entry.open}-${entry.close}`;
    const group = byTime.get(key) ?? { opens: entry.open, closes: entry.close, days: [] };
    if (!group.days.includes(dayOfWeek)) group.days.push(dayOfWeek);
    byTime.set(key, group);
  }
  return [...byTime.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0] : days,
    opens,
    closes,
  }));
}

const absolute = (url: string | null | undefined, base: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url, base).toString();
  } catch {
    return undefined;
  }
};

/** Drops undefined values so the script holds only what the store actually has. */
const compact = (value: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null));

/** One store's AutoDealer node, without a context (see storeJsonLd and storesJsonLd). */
function storeNode(store: StoreStructuredDataInput): JsonLd {
  const siteUrl = store.site?.url ?? undefined;
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: store.addressLine1,
    addressLocality: store.city,
    addressRegion: store.stateShort,
    postalCode: store.zip,
    addressCountry: store.country ?? 'US',
  });
  const { latitude, longitude } = store.map ?? {};
  const rating = store.ratings?.google;
  const department = store.hasServiceDepartment
    ? (['AutoRepair', 'AutoPartsStore'] as const).map((type) =>
        compact({
          '@type': type,
          name: `${store.name ?? ''} ${type === 'AutoRepair' ? 'Service' : 'Parts'}`.trim(),
          address,
          telephone: store.servicePhone ?? store.phone,
          openingHoursSpecification: openingHoursSpecification(store.workingHours),
        }),
      )
    : undefined;
  return compact({
    '@type': 'AutoDealer',
    name: store.name,
    url: absolute(siteUrl, undefined),
    image: absolute(store.site?.image?.asset?.url, siteUrl),
    telephone: store.phone,
    email: store.email,
    address,
    geo:
      typeof latitude === 'number' && typeof longitude === 'number'
        ? { '@type': 'GeoCoordinates', latitude, longitude }
        : undefined,
    openingHoursSpecification: openingHoursSpecification(store.salesHours),
    aggregateRating:
      rating?.rating && rating.count
        ? { '@type': 'AggregateRating', ratingValue: rating.rating, reviewCount: rating.count, bestRating: 5 }
        : undefined,
    department,
  });
}

/** One store as a JSON-LD document of its own. */
export const storeJsonLd = (store: StoreStructuredDataInput): JsonLd => ({
  '@context': 'https://schema.org',
  ...storeNode(store),
});

/**
 * Every store of the site in one JSON-LD document: one `@graph` under one `@context` rather than a list of
 * documents each naming the context again. Crawlers read the same AutoDealer nodes either way; this markup is on
 * every page (and, as rendered content, in the page's payload too), so it is kept as short as its facts allow.
 */
export function storesJsonLd(stores: readonly StoreStructuredDataInput[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': stores.map(storeNode),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so editor text can never close the script. */
export const serializeJsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
