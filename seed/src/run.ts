/**
 * The seed command: parses options, generates the datasets and writes `<out>/<variant>.ndjson`,
 * `<out>/images/*.svg` and the embedded valuation table and plates (`<out>/valuation.json`, `<out>/plates.json`). Kept apart from cli.ts so tests can call it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateDataset, SITE_VARIANTS, type Dataset, type SiteVariant } from './generate';
import { ImageSet } from './images/registry';
import { valuationFiles } from './valuation';

export interface SeedOptions {
  variants: SiteVariant[];
  vehicles?: number;
  out: string;
  ifMissing: boolean;
}

export const USAGE = `Usage: npm run seed -- [--variant sell-car|dealership] [--vehicles N] [--out DIR] [--if-missing]

  --variant     build one dataset (default: both)
  --vehicles    dealership inventory size (default 420)
  --out         output folder (default seed/dist)
  --if-missing  do nothing when both NDJSON files already exist`;

export function parseArgs(argv: readonly string[], defaultOut: string): SeedOptions | 'help' {
  const options: SeedOptions = { variants: [...SITE_VARIANTS], out: defaultOut, ifMissing: false };
  const value = (index: number, flag: string): string => {
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value\n\n${USAGE}`);
    return next;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag, inline] = arg.includes('=') ? (arg.split(/=(.*)/s, 2) as [string, string]) : [arg, undefined];
    const take = () => inline ?? value(index++, flag);
    switch (flag) {
      case '--variant': {
        const variant = take();
        if (!(SITE_VARIANTS as readonly string[]).includes(variant))
          throw new Error(`Unknown variant "${variant}" (use ${SITE_VARIANTS.join(' or ')})`);
        options.variants = [variant as SiteVariant];
        break;
      }
      case '--vehicles': {
        const raw = take();
        const count = Number(raw);
        if (!/^\d+$/.test(raw) || !Number.isSafeInteger(count))
          throw new Error(`--vehicles needs a whole number (got "${raw}")`);
        options.vehicles = count;
        break;
      }
      case '--out':
        options.out = path.resolve(take());
        break;
      case '--if-missing':
        options.ifMissing = true;
        break;
      case '--help':
      case '-h':
        return 'help';
      default:
        throw new Error(`Unknown option "${arg}"\n\n${USAGE}`);
    }
  }
  return options;
}

export interface SeedResult {
  skipped: boolean;
  datasets: Dataset[];
  files: number;
}

const ndjsonPath = (out: string, variant: SiteVariant) => path.join(out, `${variant}.ndjson`);

/** Writes a file only when its content changed (keeps timestamps stable for unchanged images). */
function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  writeFileSync(file, content);
}

export function runSeed(options: SeedOptions): SeedResult {
  const extraFiles = valuationFiles();
  const present = (name: string) => existsSync(path.join(options.out, name));
  if (
    options.ifMissing &&
    SITE_VARIANTS.every((variant) => existsSync(ndjsonPath(options.out, variant))) &&
    Object.keys(extraFiles).every(present)
  ) {
    return { skipped: true, datasets: [], files: 0 };
  }
  const datasets = options.variants.map((variant) => generateDataset(variant, { vehicles: options.vehicles }));
  const images = new ImageSet();
  for (const dataset of datasets) images.merge(dataset.images);

  const imageDir = path.join(options.out, 'images');
  mkdirSync(imageDir, { recursive: true });
  const entries = images.entries();
  for (const [name, svg] of entries) writeIfChanged(path.join(imageDir, name), svg);
  // With every variant built, the folder holds exactly this run's pictures.
  if (options.variants.length === SITE_VARIANTS.length) {
    const keep = new Set(entries.map(([name]) => name));
    for (const name of readdirSync(imageDir))
      if (name.endsWith('.svg') && !keep.has(name)) rmSync(path.join(imageDir, name));
  }
  for (const dataset of datasets) writeIfChanged(ndjsonPath(options.out, dataset.variant), dataset.ndjson);
  // The valuation table and seeded plates serve both variants (sell flow and trade-in).
  for (const [name, content] of Object.entries(extraFiles)) writeIfChanged(path.join(options.out, name), content);
  return { skipped: false, datasets, files: entries.length };
}

/** A human-readable summary: documents per type for each dataset. */
export function summary(result: SeedResult, out: string): string {
  if (result.skipped) return `Seed output already present in ${out}; nothing to do (--if-missing).`;
  const lines: string[] = [];
  for (const dataset of result.datasets) {
    const total = dataset.documents.length;
    lines.push(
      `${dataset.variant}.ndjson: ${total} documents, ${(Buffer.byteLength(dataset.ndjson) / 1024).toFixed(0)} KB`,
    );
    for (const [type, count] of Object.entries(dataset.counts))
      lines.push(`  ${type.padEnd(18)} ${String(count).padStart(6)}`);
  }
  lines.push(`images: ${result.files} SVG files in ${path.join(out, 'images')}`);
  return lines.join('\n');
}
