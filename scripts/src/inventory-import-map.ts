/**
 * Dealer DMS inventory CSV → vehicle documents (the `vehicle` type of schemas/src/documents/vehicle.ts). Pure: the
 * CLI (inventory-import.ts) does the reading and writing. Columns are matched by name, case and punctuation
 * ignored, with the aliases common DMS exports use (docs/operations.md#inventory-csv-import lists them).
 */
import { BODY_STYLE_VALUES, type BodyStyleValue } from '../../schemas/src/constants';
import { validateVin } from '../../schemas/src/validation/format';
import { parseCsv, type CsvRecord } from './inventory-import-csv';

export type VehicleCondition = 'new' | 'used' | 'certified';

/** Canonical column → the header names accepted for it (normalised: lower case, letters and digits only). */
export const CSV_COLUMNS = {
  vin: ['vin', 'vinnumber'],
  stockNumber: ['stock', 'stocknumber', 'stockno', 'stocknum'],
  condition: ['condition', 'newused', 'type'],
  year: ['year', 'modelyear'],
  make: ['make'],
  model: ['model'],
  trim: ['trim', 'series'],
  bodyStyle: ['body', 'bodystyle', 'bodytype'],
  mileage: ['mileage', 'miles', 'odometer'],
  price: ['price', 'sellingprice', 'internetprice', 'listprice'],
  oldPrice: ['oldprice', 'previousprice', 'wasprice'],
  msrp: ['msrp'],
  exteriorColor: ['exteriorcolor', 'exteriorcolour', 'extcolor', 'color', 'colour'],
  interiorColor: ['interiorcolor', 'interiorcolour', 'intcolor'],
  transmission: ['transmission'],
  drivetrain: ['drivetrain', 'drive', 'drivetype'],
  fuelType: ['fuel', 'fueltype'],
  engine: ['engine'],
  doors: ['doors'],
  store: ['store', 'storeid', 'location', 'rooftop'],
  dateInStock: ['instockdate', 'dateinstock', 'stockdate', 'receiveddate'],
  photos: ['photos', 'photourls', 'images', 'imagelist'],
  features: ['features', 'options'],
  keyFeatures: ['keyfeatures', 'highlights'],
  description: ['description', 'comments', 'dealercomments'],
  isPrivate: ['private', 'isprivate'],
  premiumUpgrade: ['premiumupgrade', 'premium'],
  historyReportUrl: ['historyreport', 'historyreporturl', 'historyurl', 'carfaxurl'],
  status: ['status'],
} as const;

export type CsvColumn = keyof typeof CSV_COLUMNS;
const REQUIRED_COLUMNS: CsvColumn[] = ['vin', 'year', 'make', 'model', 'price', 'bodyStyle'];

/** The body-style words DMS exports use → the site's body-style values. */
const BODY_STYLE_WORDS: [RegExp, BodyStyleValue][] = [
  [/cargo|chassis|commercial|cutaway|box truck|stake/, 'commercial'],
  [/mini ?van|passenger van|^van$/, 'minivans'],
  [/suv|sport utility|crossover|utility/, 'suvs'],
  [/pickup|truck|crew cab|extended cab|regular cab|supercrew|quad cab/, 'trucks'],
  [/convertible|cabrio|roadster|spyder|spider/, 'convertibles'],
  [/coupe/, 'coupes'],
  [/hatch/, 'hatchbacks'],
  [/wagon|estate/, 'wagons'],
  [/sedan|saloon/, 'sedans'],
];

/** A vehicle document as imported: only the fields the row holds (the rest are kept from the existing document). */
export interface ImportedVehicle {
  _id: string;
  _type: 'vehicle';
  vin: string;
  stockNumber?: string;
  condition: VehicleCondition;
  year: number;
  make: string;
  model: string;
  trim?: string;
  bodyStyle: { _type: 'reference'; _ref: string };
  mileage: number;
  price: number;
  oldPrice?: number;
  msrp?: number;
  exteriorColor?: string;
  interiorColor?: string;
  transmission?: string;
  drivetrain?: string;
  fuelType?: string;
  engine?: string;
  doors?: number;
  store: { _type: 'reference'; _ref: string };
  dateInStock: string;
  features?: string[];
  keyFeatures?: string[];
  description?: string;
  isPrivate: boolean;
  premiumUpgrade?: boolean;
  historyReportUrl?: string;
}

export interface MappedRow {
  line: number;
  vehicle: ImportedVehicle;
  /** Photo file names (seed images) or http(s) URLs, in order. */
  photos: string[];
}

export interface RowError {
  line: number;
  vin: string | null;
  messages: string[];
}

export interface MapOptions {
  /** Store ids that exist (`store.storeId`): the store column must name one. */
  storeIds: readonly string[];
  /** Used when the file has no store column or a row leaves it blank. */
  defaultStoreId?: string | null;
  /** YYYY-MM-DD: in-stock date for rows without one, and the year limit (next year's models). */
  today: string;
}

export interface MapResult {
  rows: MappedRow[];
  errors: RowError[];
  /** VINs whose status is sold: remove them. */
  sold: { line: number; vin: string }[];
  /** Header names that matched no known column (ignored). */
  ignoredColumns: string[];
  /** Store ids the file covers (rows and sold rows). */
  storeIds: string[];
}

export class CsvHeaderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvHeaderError';
  }
}

/** The id a vehicle document gets: stable across imports, the same scheme as the seed. */
export const vehicleIdFor = (vin: string) => `vehicle-${vin.toUpperCase()}`;
export const storeIdRef = (storeId: string) => `store-${storeId}`;
export const bodyStyleRef = (value: BodyStyleValue) => `bodyStyle-${value}`;

const normalizeHeader = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Header cells → column index per canonical column; unknown headers are reported, missing required ones fail. */
export function mapHeader(header: readonly string[]): { index: Partial<Record<CsvColumn, number>>; ignored: string[] } {
  const index: Partial<Record<CsvColumn, number>> = {};
  const ignored: string[] = [];
  header.forEach((name, position) => {
    const normalized = normalizeHeader(name);
    const column = (Object.keys(CSV_COLUMNS) as CsvColumn[]).find((key) =>
      (CSV_COLUMNS[key] as readonly string[]).includes(normalized),
    );
    if (!column) {
      if (normalized) ignored.push(name.trim());
      return;
    }
    if (index[column] !== undefined) throw new CsvHeaderError(`Column "${name.trim()}" repeats the ${column} column`);
    index[column] = position;
  });
  const missing = REQUIRED_COLUMNS.filter((column) => index[column] === undefined);
  if (missing.length > 0) {
    throw new CsvHeaderError(
      `Missing required column(s): ${missing.join(', ')} (see docs/operations.md#inventory-csv-import)`,
    );
  }
  return { index, ignored };
}

export function parseCondition(value: string): VehicleCondition | null {
  const word = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (word === '') return 'used';
  if (['new', 'n'].includes(word)) return 'new';
  if (['used', 'u', 'preowned'].includes(word)) return 'used';
  if (['certified', 'cpo', 'c', 'certifiedpreowned'].includes(word)) return 'certified';
  return null;
}

export function parseBodyStyle(value: string): BodyStyleValue | null {
  const text = value.trim().toLowerCase();
  if (!text) return null;
  if ((BODY_STYLE_VALUES as readonly string[]).includes(text)) return text as BodyStyleValue;
  return BODY_STYLE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** '$24,995.00' → 24995; blank → undefined; anything else → NaN. */
export function parseAmount(value: string): number | undefined {
  const cleaned = value.trim().replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** YYYY-MM-DD, MM/DD/YYYY or M/D/YY → YYYY-MM-DD; null when not a real date. */
export function parseDate(value: string): string | null {
  const text = value.trim();
  let year: number;
  let month: number;
  let day: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(text);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) {
    const shortYear = Number(us[3]);
    [month, day, year] = [Number(us[1]), Number(us[2]), us[3]?.length === 2 ? 2000 + shortYear : shortYear];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export function parseYesNo(value: string): boolean | null {
  const word = value.trim().toLowerCase();
  if (['', 'n', 'no', 'false', '0'].includes(word)) return false;
  if (['y', 'yes', 'true', '1', 'x'].includes(word)) return true;
  return null;
}

/** 'a|b; c' → ['a', 'b', 'c']. */
export function parseList(value: string, splitOnSpaces = false): string[] {
  return value
    .split(splitOnSpaces ? /[|;\s]+/ : /[|;]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const PHOTO = /^(https?:\/\/\S+|[\w.-]+\.(svg|png|jpe?g|webp|avif|gif))$/i;

/** One row → a vehicle, or the reasons it cannot be imported. */
function mapRow(
  record: CsvRecord,
  index: Partial<Record<CsvColumn, number>>,
  options: MapOptions,
): { vehicle?: ImportedVehicle; photos?: string[]; sold?: string; storeId?: string; messages: string[] } {
  const cell = (column: CsvColumn) => {
    const position = index[column];
    return position === undefined ? '' : (record.fields[position] ?? '').trim();
  };
  const messages: string[] = [];
  const vin = cell('vin').toUpperCase();
  const vinCheck = vin ? validateVin(vin) : 'VIN is required';
  if (vinCheck !== true) messages.push(typeof vinCheck === 'string' ? vinCheck : 'VIN is not valid');

  const storeId = cell('store') || options.defaultStoreId || '';
  if (!storeId) messages.push('store is required (add a store column or pass --store)');
  else if (!options.storeIds.includes(storeId)) {
    messages.push(`store "${storeId}" is not one of: ${options.storeIds.join(', ')}`);
  }

  const status = cell('status').toLowerCase();
  if (status === 'sold' || status === 'delivered') {
    return { sold: vin, storeId, messages: vinCheck === true ? [] : messages };
  }

  const maxYear = Number(options.today.slice(0, 4)) + 1;
  const year = Number(cell('year'));
  if (!cell('year')) messages.push('year is required');
  else if (!Number.isInteger(year) || year < 1900 || year > maxYear) {
    messages.push(`year "${cell('year')}" is not a model year between 1900 and ${maxYear}`);
  }
  const make = cell('make');
  const model = cell('model');
  if (!make) messages.push('make is required');
  if (!model) messages.push('model is required');

  const condition = parseCondition(cell('condition'));
  if (!condition) messages.push(`condition "${cell('condition')}" is not new, used or certified`);

  const bodyStyle = parseBodyStyle(cell('bodyStyle'));
  if (!cell('bodyStyle')) messages.push('body style is required');
  else if (!bodyStyle) {
    messages.push(`body style "${cell('bodyStyle')}" is not recognised (use one of: ${BODY_STYLE_VALUES.join(', ')})`);
  }

  const money = (column: CsvColumn, label: string, required: boolean) => {
    const amount = parseAmount(cell(column));
    if (amount === undefined) {
      if (required) messages.push(`${label} is required`);
      return undefined;
    }
    if (!Number.isFinite(amount) || amount > 10_000_000) {
      messages.push(`${label} "${cell(column)}" is not an amount in dollars`);
      return undefined;
    }
    return Math.round(amount);
  };
  const price = money('price', 'price', true);
  const oldPrice = money('oldPrice', 'previous price', false);
  const msrp = money('msrp', 'MSRP', false);

  const miles = parseAmount(cell('mileage'));
  let mileage = 0;
  if (miles === undefined) {
    if (condition !== 'new') messages.push('mileage is required for used and certified vehicles');
  } else if (!Number.isInteger(miles) || miles > 2_000_000) {
    messages.push(`mileage "${cell('mileage')}" is not a whole number of miles`);
  } else mileage = miles;

  let doors: number | undefined;
  if (cell('doors')) {
    doors = Number(cell('doors'));
    if (!Number.isInteger(doors) || doors < 0 || doors > 6) {
      messages.push(`doors "${cell('doors')}" is not a number from 0 to 6`);
      doors = undefined;
    }
  }

  const dateInStock = cell('dateInStock') ? parseDate(cell('dateInStock')) : options.today;
  if (!dateInStock) messages.push(`in-stock date "${cell('dateInStock')}" is not a date (YYYY-MM-DD or MM/DD/YYYY)`);

  const flag = (column: CsvColumn, label: string) => {
    const value = parseYesNo(cell(column));
    if (value === null) messages.push(`${label} "${cell(column)}" is not yes or no`);
    return value ?? false;
  };
  const isPrivate = flag('isPrivate', 'private');
  const premiumUpgrade = index.premiumUpgrade !== undefined ? flag('premiumUpgrade', 'premium upgrade') : undefined;

  const photos = parseList(cell('photos'), true);
  const badPhoto = photos.find((photo) => !PHOTO.test(photo));
  if (badPhoto) messages.push(`photo "${badPhoto}" is not an http(s) URL or an image file name`);

  const historyReportUrl = cell('historyReportUrl');
  if (historyReportUrl && !/^https?:\/\/\S+$/i.test(historyReportUrl)) {
    messages.push(`history report "${historyReportUrl}" is not an http(s) URL`);
  }

  if (messages.length > 0 || !condition || !bodyStyle || price === undefined || !dateInStock) return { messages };

  const optional = <T>(value: T | undefined | '') =>
    value === undefined || value === '' || (Array.isArray(value) && value.length === 0) ? undefined : value;
  const vehicle: ImportedVehicle = {
    _id: vehicleIdFor(vin),
    _type: 'vehicle',
    vin,
    stockNumber: optional(cell('stockNumber')),
    condition,
    year,
    make,
    model,
    trim: optional(cell('trim')),
    bodyStyle: { _type: 'reference', _ref: bodyStyleRef(bodyStyle) },
    mileage,
    price,
    oldPrice: oldPrice !== undefined && oldPrice > price ? oldPrice : undefined,
    msrp,
    exteriorColor: optional(cell('exteriorColor')),
    interiorColor: optional(cell('interiorColor')),
    transmission: optional(cell('transmission')),
    drivetrain: optional(cell('drivetrain')),
    fuelType: optional(cell('fuelType')),
    engine: optional(cell('engine')),
    doors,
    store: { _type: 'reference', _ref: storeIdRef(storeId) },
    dateInStock,
    features: optional(parseList(cell('features'))),
    keyFeatures: optional(parseList(cell('keyFeatures'))),
    description: optional(cell('description')),
    isPrivate,
    premiumUpgrade,
    historyReportUrl: optional(historyReportUrl),
  };
  // Drop the fields the row left blank, so a merge keeps what the dataset already has.
  for (const key of Object.keys(vehicle) as (keyof ImportedVehicle)[]) {
    if (vehicle[key] === undefined) delete vehicle[key];
  }
  return { vehicle, photos, storeId, messages };
}

/** The whole file: header, then every row validated on its own (one bad row never stops the others). */
export function mapInventoryCsv(text: string, options: MapOptions): MapResult {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new CsvHeaderError('The file is empty');
  const { index, ignored } = mapHeader(header.fields);
  const result: MapResult = { rows: [], errors: [], sold: [], ignoredColumns: ignored, storeIds: [] };
  const seen = new Map<string, number>();
  const stores = new Set<string>();
  for (const record of records) {
    const mapped = mapRow(record, index, options);
    const vin = mapped.vehicle?.vin ?? mapped.sold ?? null;
    if (vin && mapped.messages.length === 0) {
      const first = seen.get(vin);
      if (first !== undefined) mapped.messages.push(`VIN ${vin} is also on line ${first}`);
      else seen.set(vin, record.line);
    }
    if (mapped.messages.length > 0) {
      const rawVin = index.vin === undefined ? '' : (record.fields[index.vin] ?? '').trim().toUpperCase();
      result.errors.push({ line: record.line, vin: rawVin || null, messages: mapped.messages });
      continue;
    }
    if (mapped.storeId) stores.add(mapped.storeId);
    if (mapped.sold) result.sold.push({ line: record.line, vin: mapped.sold });
    else if (mapped.vehicle)
      result.rows.push({ line: record.line, vehicle: mapped.vehicle, photos: mapped.photos ?? [] });
  }
  result.storeIds = [...stores].sort();
  return result;
}

/** 'line 4 (VIN 1HG…): price "abc" is not an amount in dollars; make is required'. */
export function formatRowError(error: RowError): string {
  return `line ${error.line}${error.vin ? ` (VIN ${error.vin})` : ''}: ${error.messages.join('; ')}`;
}
