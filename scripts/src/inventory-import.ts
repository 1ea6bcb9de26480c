/**
 * `npm run inventory:import -- <file.csv> [--store <storeId>] [--remove-missing] [--dry-run] [--strict]
 *   [--dataset dealership]`
 *
 * Imports a dealer DMS inventory CSV (columns: docs/operations.md#inventory-csv-import; example: scripts/fixtures/
 * dms-inventory.csv). Every row is validated on its own and skipped rows are reported with their reasons.
 * Idempotent by VIN: each vehicle is `vehicle-<VIN>`, created or replaced; sold rows (and, with --remove-missing,
 * units of the file's stores that the file no longer lists) are removed.
 *
 * Target: the embedded dataset (seed/dist/<dataset>.ndjson, or $SEED_DIR) by default; the Content Lake when
 * SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_WRITE_TOKEN are set (one transaction per 100 documents).
 * A running `next start` reads the embedded dataset once: restart it to see the import. `npm run seed` rebuilds
 * the embedded dataset from the seed sources and drops imported vehicles.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { createClient, type SanityClient } from '@sanity/client';

import { CsvSyntaxError } from './inventory-import-csv';
import { CsvHeaderError, formatRowError, mapInventoryCsv, type MappedRow } from './inventory-import-map';
import { applyPlan, planImport, type ImportPlan, type VehicleDocument } from './inventory-import-plan';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const TRANSACTION_SIZE = 100;
const SANITY_API_VERSION = '2025-01-01';

const isUrl = (photo: string) => /^https?:\/\//i.test(photo);
const photoAlt = (row: MappedRow, index: number) =>
  `${row.vehicle.year} ${row.vehicle.make} ${row.vehicle.model}, photo ${index + 1}`;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function readDocuments(file: string): VehicleDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as VehicleDocument);
}

function report(plan: ImportPlan, skipped: number, sold: number, target: string, dryRun: boolean): void {
  console.log(
    `${dryRun ? 'Dry run — nothing written. ' : ''}${target}: ${plan.created} created, ${plan.updated} updated, ` +
      `${plan.unchanged} unchanged, ${plan.removals.length} removed (${sold} sold in the file; ` +
      `${plan.soldRecords.length} kept as sold records), ${skipped} rows skipped.`,
  );
  const shown = plan.removals.slice(0, 20);
  for (const id of shown) console.log(`  removed ${id}`);
  if (plan.removals.length > shown.length) console.log(`  … and ${plan.removals.length - shown.length} more`);
}

/** Embedded: rewrite the seed NDJSON (atomically: a temporary file, then rename). */
async function importEmbedded(text: string, options: CliOptions): Promise<number> {
  const dir = process.env.SEED_DIR ? path.resolve(process.env.SEED_DIR) : path.join(REPO_ROOT, 'seed', 'dist');
  const file = path.join(dir, `${options.dataset}.ndjson`);
  if (!existsSync(file)) throw new Error(`${file} not found: run \`npm run seed\` first`);
  const documents = readDocuments(file);
  const storeIds = documents.flatMap((doc) =>
    doc._type === 'store' && typeof doc.storeId === 'string' ? [doc.storeId] : [],
  );
  const mapped = mapInventoryCsv(text, { storeIds, defaultStoreId: options.store, today: options.today });
  printSkipped(mapped);
  const imagesDir = path.join(dir, 'images');
  const plan = planImport({
    existing: documents,
    mapped,
    removeMissing: options.removeMissing,
    soldOn: options.today,
    imagesFor: (row) => {
      // The embedded site serves only the seed's image files; remote photos need the Content Lake.
      const files = row.photos.filter((photo) => {
        if (isUrl(photo)) {
          console.warn(`line ${row.line}: photo ${photo} kept out (the embedded dataset serves seed images only)`);
          return false;
        }
        if (!existsSync(path.join(imagesDir, photo))) {
          console.warn(`line ${row.line}: photo ${photo} is not in ${imagesDir}; skipped`);
          return false;
        }
        return true;
      });
      if (files.length === 0) return undefined;
      return files.map((photo, index) => ({
        _type: 'image',
        _key: `photo-${index + 1}`,
        _sanityAsset: `image@file://./images/${photo}`,
        alt: photoAlt(row, index),
      }));
    },
  });
  if (!options.dryRun) {
    const next = applyPlan(documents, plan);
    const temporary = `${file}.import-${process.pid}`;
    writeFileSync(temporary, `${next.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
    renameSync(temporary, file);
  }
  report(plan, mapped.errors.length, mapped.sold.length, `embedded dataset ${file}`, options.dryRun);
  return mapped.errors.length;
}

/** Content Lake: upload photos once per source, then createOrReplace / delete in transactions. */
async function importContentLake(text: string, options: CliOptions, client: SanityClient): Promise<number> {
  const [storeIds, existing] = await Promise.all([
    client.fetch<string[]>(`*[_type == "store" && defined(storeId)].storeId`),
    client.fetch<VehicleDocument[]>(`*[_type == "vehicle" && !(_id in path("drafts.**"))]`),
  ]);
  const mapped = mapInventoryCsv(text, { storeIds, defaultStoreId: options.store, today: options.today });
  printSkipped(mapped);

  const uploaded = new Map<string, string>();
  const upload = async (photo: string): Promise<string | null> => {
    const known = uploaded.get(photo);
    if (known) return known;
    try {
      const local = path.join(REPO_ROOT, 'seed', 'dist', 'images', photo);
      const body = isUrl(photo)
        ? Buffer.from(await (await fetch(photo)).arrayBuffer())
        : existsSync(local)
          ? readFileSync(local)
          : null;
      if (!body) return null;
      const asset = await client.assets.upload('image', body, {
        filename: path.basename(new URL(photo, 'file:///').pathname),
      });
      uploaded.set(photo, asset._id);
      return asset._id;
    } catch (error) {
      console.warn(`photo ${photo} could not be uploaded: ${(error as Error).message}`);
      return null;
    }
  };
  const images = new Map<MappedRow, unknown[]>();
  if (!options.dryRun) {
    for (const row of mapped.rows) {
      const refs: unknown[] = [];
      for (const photo of row.photos) {
        const id = await upload(photo);
        if (id) {
          refs.push({
            _type: 'image',
            _key: `photo-${refs.length + 1}`,
            asset: { _type: 'reference', _ref: id },
            alt: photoAlt(row, refs.length),
          });
        }
      }
      if (refs.length > 0) images.set(row, refs);
    }
  }

  const plan = planImport({
    existing,
    mapped,
    removeMissing: options.removeMissing,
    soldOn: options.today,
    imagesFor: (row) => images.get(row),
  });
  if (!options.dryRun) {
    const mutations = [
      // Sold records before the removals: a removed car's page never lacks its record.
      ...[...plan.upserts, ...plan.soldRecords].map((doc) => ({ kind: 'upsert' as const, doc })),
      ...plan.removals.map((id) => ({ kind: 'delete' as const, id })),
    ];
    for (let start = 0; start < mutations.length; start += TRANSACTION_SIZE) {
      const transaction = client.transaction();
      for (const mutation of mutations.slice(start, start + TRANSACTION_SIZE)) {
        if (mutation.kind === 'upsert') transaction.createOrReplace(mutation.doc);
        else transaction.delete(mutation.id);
      }
      await transaction.commit({ visibility: 'async' });
    }
  }
  report(plan, mapped.errors.length, mapped.sold.length, `Sanity dataset ${client.config().dataset}`, options.dryRun);
  return mapped.errors.length;
}

function printSkipped(mapped: ReturnType<typeof mapInventoryCsv>): void {
  if (mapped.ignoredColumns.length > 0) console.warn(`Ignored columns: ${mapped.ignoredColumns.join(', ')}`);
  for (const error of mapped.errors) console.warn(`Skipped ${formatRowError(error)}`);
}

interface CliOptions {
  dataset: string;
  store: string | null;
  removeMissing: boolean;
  dryRun: boolean;
  today: string;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dataset: { type: 'string' },
      store: { type: 'string' },
      'remove-missing': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      strict: { type: 'boolean', default: false },
    },
  });
  const [input] = positionals;
  if (!input) {
    console.error(
      'Usage: npm run inventory:import -- <file.csv> [--store id] [--remove-missing] [--dry-run] [--strict]',
    );
    return 2;
  }
  // npm runs scripts from the repository root; a relative path means relative to where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), input);
  const text = readFileSync(file, 'utf8');
  const options: CliOptions = {
    dataset: values.dataset ?? process.env.SITE_DATASET ?? 'dealership',
    store: values.store ?? null,
    removeMissing: values['remove-missing'],
    dryRun: values['dry-run'],
    today: today(),
  };
  const { SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_WRITE_TOKEN } = process.env;
  const skipped =
    SANITY_PROJECT_ID && SANITY_DATASET && SANITY_API_WRITE_TOKEN
      ? await importContentLake(
          text,
          options,
          createClient({
            projectId: SANITY_PROJECT_ID,
            dataset: SANITY_DATASET,
            token: SANITY_API_WRITE_TOKEN,
            apiVersion: SANITY_API_VERSION,
            useCdn: false,
          }),
        )
      : await importEmbedded(text, options);
  return values.strict && skipped > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof CsvHeaderError || error instanceof CsvSyntaxError)
      console.error(`Cannot import: ${error.message}`);
    else console.error(error);
    process.exitCode = 1;
  },
);
