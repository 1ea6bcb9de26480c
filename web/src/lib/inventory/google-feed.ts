/**
 * Google Vehicle Listings feed (vehicle ads): one row per public vehicle with the required attributes (vin,
 * store_code, dealership_name, dealership_address, price, condition, make, model, year, trim, mileage, image_link,
 * link) plus id and title. Rendered as TSV (header row, tab separated) or as RSS 2.0 with the `g:` namespace. Pure.
 */
import { vehiclePath } from '@dealer/schemas/routes';
import { escapeXml } from '@/lib/seo/sitemap';

export interface FeedVehicle {
  vin: string | null;
  condition: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  price: number | null;
  mileage: number | null;
  exteriorColor?: string | null;
  bodyStyle?: string | null;
  imageUrl: string | null;
  store: {
    storeId: string | null;
    name: string | null;
    addressLine1: string | null;
    city: string | null;
    stateShort: string | null;
    zip: string | null;
  } | null;
}

export const FEED_COLUMNS = [
  'id',
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'title',
  'price',
  'condition',
  'make',
  'model',
  'year',
  'trim',
  'mileage',
  'color',
  'body_style',
  'image_link',
  'link',
] as const;
export type FeedColumn = (typeof FEED_COLUMNS)[number];
export type FeedRow = Record<FeedColumn, string>;

const absolute = (url: string, origin: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

/** Rows for every vehicle that has what Google requires; the rest are left out. */
export function feedRows(vehicles: readonly FeedVehicle[], origin: string): FeedRow[] {
  return vehicles.flatMap((vehicle) => {
    const { vin, year, make, model, price, mileage, store } = vehicle;
    if (!vin || !year || !make || !model || price == null || mileage == null || !vehicle.imageUrl || !store?.storeId)
      return [];
    const path = vehiclePath({ condition: vehicle.condition ?? 'used', year, make, model, vin });
    return [
      {
        id: vin,
        vin,
        store_code: store.storeId,
        dealership_name: store.name ?? '',
        dealership_address: [store.addressLine1, store.city, store.stateShort, store.zip, 'US']
          .filter(Boolean)
          .join(', '),
        title: [year, make, model, vehicle.trim].filter(Boolean).join(' '),
        price: `${price.toFixed(2)} USD`,
        // Google knows new and used; certified pre-owned vehicles are used.
        condition: vehicle.condition === 'new' ? 'new' : 'used',
        make,
        model,
        year: String(year),
        trim: vehicle.trim ?? '',
        mileage: `${mileage} miles`,
        color: vehicle.exteriorColor ?? '',
        body_style: vehicle.bodyStyle ?? '',
        image_link: absolute(vehicle.imageUrl, origin),
        link: absolute(path, origin),
      },
    ];
  });
}

/** Tabs and line breaks inside a value would break the row: they become spaces. */
const cell = (value: string) => value.replace(/[\t\r\n]+/g, ' ');

export function renderFeedTsv(rows: readonly FeedRow[]): string {
  return [
    FEED_COLUMNS.join('\t'),
    ...rows.map((row) => FEED_COLUMNS.map((column) => cell(row[column])).join('\t')),
    '',
  ].join('\n');
}

export function renderFeedXml(rows: readonly FeedRow[], channel: { title: string; link: string }): string {
  const items = rows.map(
    (row) =>
      `<item>${FEED_COLUMNS.filter((column) => row[column] !== '')
        .map((column) => `<g:${column}>${escapeXml(row[column])}</g:${column}>`)
        .join('')}</item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(`Vehicle listings of ${channel.title}`)}</description>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
