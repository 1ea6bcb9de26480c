/**
 * What an import changes, given the vehicles that exist now (pure). Idempotent by VIN: each row becomes
 * `createOrReplace` of `vehicle-<VIN>`, merged over the existing document so fields the CSV does not carry
 * (photos when the row has none, features, description) are kept. Sold rows are removed; with `removeMissing`,
 * so is every vehicle of the file's stores that the file no longer lists (a full DMS export). Each removed vehicle
 * leaves a `soldVehicle` record, so its old page answers 410 Gone with similar cars (docs/routes-and-seo.md).
 */
import type { MapResult, MappedRow } from './inventory-import-map';

export type VehicleDocument = Record<string, unknown> & { _id: string; _type: string };

export interface PlanOptions {
  existing: readonly VehicleDocument[];
  mapped: MapResult;
  removeMissing: boolean;
  /** The `images` array for a row's photos; undefined keeps the existing images. */
  imagesFor: (row: MappedRow) => unknown[] | undefined;
  /** YYYY-MM-DD the removed vehicles left stock (the import's day). */
  soldOn: string;
}

export interface ImportPlan {
  /** Documents to createOrReplace (new or changed). */
  upserts: VehicleDocument[];
  /** Document ids to delete. */
  removals: string[];
  /** `soldVehicle` records of the removed vehicles, to createOrReplace before the removals. */
  soldRecords: VehicleDocument[];
  created: number;
  updated: number;
  unchanged: number;
}

/** Fields the Content Lake manages: never written back. */
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt']);

function withoutSystemFields(doc: VehicleDocument): VehicleDocument {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !SYSTEM_FIELDS.has(key))) as VehicleDocument;
}

/** JSON with sorted keys, so two documents with the same content compare equal. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const storeOf = (doc: VehicleDocument) => (doc.store as { _ref?: string } | undefined)?._ref;

/** What the catalogue keeps of a car that left stock: the fields of its address and of picking similar cars. */
export function soldRecordOf(vehicle: VehicleDocument, soldOn: string): VehicleDocument | null {
  const { vin, condition, year, make, model, trim, bodyStyle, price } = vehicle;
  if (typeof vin !== 'string' || typeof make !== 'string' || typeof model !== 'string') return null;
  const record: VehicleDocument = {
    _id: `soldVehicle-${vin}`,
    _type: 'soldVehicle',
    vin,
    condition,
    year,
    make,
    model,
    trim,
    bodyStyle,
    price,
    soldDate: soldOn,
  };
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as VehicleDocument;
}

export function planImport({ existing, mapped, removeMissing, imagesFor, soldOn }: PlanOptions): ImportPlan {
  const vehicles = existing.filter((doc) => doc._type === 'vehicle' && !doc._id.startsWith('drafts.'));
  const byId = new Map(vehicles.map((doc) => [doc._id, doc]));
  const plan: ImportPlan = { upserts: [], removals: [], soldRecords: [], created: 0, updated: 0, unchanged: 0 };
  const listed = new Set<string>();

  for (const row of mapped.rows) {
    const before = byId.get(row.vehicle._id);
    listed.add(row.vehicle._id);
    const images = imagesFor(row);
    const next: VehicleDocument = {
      ...(before ? withoutSystemFields(before) : { features: [], keyFeatures: [], images: [] }),
      ...row.vehicle,
      ...(images ? { images } : {}),
    };
    if (!before) {
      plan.created += 1;
      plan.upserts.push(next);
    } else if (stableJson(withoutSystemFields(before)) === stableJson(next)) {
      plan.unchanged += 1;
    } else {
      plan.updated += 1;
      plan.upserts.push(next);
    }
  }

  const removals = new Set<string>();
  for (const { vin } of mapped.sold) {
    const id = `vehicle-${vin}`;
    if (byId.has(id) && !listed.has(id)) removals.add(id);
  }
  if (removeMissing) {
    const stores = new Set(mapped.storeIds.map((storeId) => `store-${storeId}`));
    for (const doc of vehicles) {
      const store = storeOf(doc);
      if (!listed.has(doc._id) && store && stores.has(store)) removals.add(doc._id);
    }
  }
  plan.removals = [...removals].sort();
  plan.soldRecords = plan.removals.flatMap((id) => {
    const vehicle = byId.get(id);
    const record = vehicle ? soldRecordOf(vehicle, soldOn) : null;
    return record ? [record] : [];
  });
  return plan;
}

/** The embedded dataset after the plan: same order, changed documents replaced, new ones (and sold records) appended. */
export function applyPlan(documents: readonly VehicleDocument[], plan: ImportPlan): VehicleDocument[] {
  const upserts = new Map([...plan.upserts, ...plan.soldRecords].map((doc) => [doc._id, doc]));
  const removals = new Set(plan.removals);
  const kept = documents
    .filter((doc) => !removals.has(doc._id))
    .map((doc) => {
      const next = upserts.get(doc._id);
      if (next) upserts.delete(doc._id);
      return next ?? doc;
    });
  return [...kept, ...upserts.values()];
}
