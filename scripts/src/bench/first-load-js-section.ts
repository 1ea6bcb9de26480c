/**
 * First-load JS lines: gzip bytes per page route, computed from the bench build's manifests (first-load-manifest.ts)
 * and the chunk files on disk. The report shows the measured page types and the largest page route; results.json
 * keeps every route.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchLine } from './bench-line';
import { BUDGETS } from './budgets';
import { firstLoadFiles, parseClientReferenceManifest, rootMainFiles } from './first-load-manifest';
import { gzipFileSize } from './gzip-size';
import type { SectionResult } from './section-result';

/** The page types of the report, by App Router route. */
export const FIRST_LOAD_PAGES: Array<[string, string]> = [
  ['home', '/[variant]/(site)/page'],
  ['SRP', '/[variant]/(site)/cars-for-sale/page'],
  ['VDP', '/[variant]/(site)/used-cars-for-sale/[vehicle]/page'],
  ['article', '/[variant]/(site)/car-research/[slug]/page'],
  ['contact', '/[variant]/(site)/contact-us/page'],
  ['sell flow', '/[variant]/(minimal)/sell-trade-my-car/your-vehicle/page'],
];

export interface RouteFirstLoad {
  route: string;
  url: string;
  files: number;
  gzipBytes: number;
}

export function firstLoadByRoute(distDir: string): RouteFirstLoad[] {
  const readJson = (file: string) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as unknown;
  const mainFiles = rootMainFiles(readJson('build-manifest.json'));
  const routes = readJson('app-path-routes-manifest.json') as Record<string, string>;
  return Object.entries(routes)
    .filter(([route]) => route.endsWith('/page'))
    .flatMap(([route, url]) => {
      const manifestFile = path.join(distDir, 'server', 'app', `${route}_client-reference-manifest.js`);
      if (!existsSync(manifestFile)) return [];
      const { manifest } = parseClientReferenceManifest(readFileSync(manifestFile, 'utf8'));
      const files = firstLoadFiles(route, manifest, mainFiles);
      const gzipBytes = files.reduce((sum, file) => sum + gzipFileSize(path.join(distDir, file)), 0);
      return [{ route, url, files: files.length, gzipBytes }];
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const budget = { kind: 'max', value: BUDGETS.firstLoadJsMaxBytes / 1024 } as const;

export function firstLoadLines(routes: readonly RouteFirstLoad[]): BenchLine[] {
  const group = 'First-load JS (gzip)';
  const lines: BenchLine[] = FIRST_LOAD_PAGES.map(([name, route]) => {
    const found = routes.find((entry) => entry.route === route);
    return {
      group,
      name,
      measured: found ? found.gzipBytes / 1024 : null,
      unit: 'KB',
      budget,
      note: found ? `${found.files} files` : `${route} not in the build`,
    };
  });
  const largest = routes[0];
  if (largest)
    lines.push({
      group,
      name: 'largest page route',
      measured: largest.gzipBytes / 1024,
      unit: 'KB',
      budget,
      note: largest.url,
    });
  return lines;
}

export async function firstLoadJsSection(distDir: string): Promise<SectionResult> {
  const routes = firstLoadByRoute(distDir);
  return { lines: firstLoadLines(routes), raw: routes };
}
