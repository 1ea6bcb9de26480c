/**
 * The stack section: the production topology (`npm run stack:up`, docs/deploy.md) on the bench build, measured in
 * the same run as the minimal Next page:
 *
 * - req/s at 10 connections through nginx for the dealership home, search results, a vehicle page and an article
 *   (the throughput section's URLs, on the 5,000-vehicle dataset), as a share of the minimal static Next page served
 *   by `next start` alone; p95 at 50 connections through nginx;
 * - what a cache miss costs: the first request of a page after the stack started and the render after a publish
 *   (the signed webhook expires every page), against a micro-cache hit and a Next cache hit; and what the next
 *   cookie-less visitor after a publish waits (nginx answers the expired entry while it fetches the new one).
 *
 * A report: nothing is asserted.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';
import { ensureStackPackages } from '../stack/packages';
import { stopRecords, startStack } from '../stack/stack';
import { stackConfig } from '../stack/stack-config';
import { BROWSER_PAGE_HEADERS } from './browser-bytes';
import { getLoad, type GetLoadResult } from './get-load';
import { pageTargets } from './page-targets';
import { BENCH_DIST_DIR, repoRoot } from './paths';
import type { SectionResult } from './section-result';
import { stackLines, type StackPageMeasure, type TimedRequest } from './stack-lines';
import { percentile } from './stats';
import { BURST_CONNECTIONS, GET_CONNECTIONS } from './throughput-section';
import type { LoadSummary } from './throughput-lines';

/** The throughput section's landing pages that the dealership variant serves. */
const STACK_PAGES = ['home', 'SRP', 'VDP', 'article'];
/** Publishes per kind of miss measured (each expires every page on every instance). */
const PUBLISH_ROUNDS = 3;
/** Sequential requests whose median is a hit's time. */
const HIT_SAMPLES = 20;
const WARM_UP_SECONDS = 3;
/** nginx keeps a page one second, counted in whole seconds: an entry has expired two seconds after it was stored. */
const MICRO_CACHE_MS = 2100;

const PAGE_REQUEST = { ...BROWSER_PAGE_HEADERS, 'accept-language': 'en-US,en;q=0.9' };
/** Any cookie makes nginx pass the request on; this one changes nothing else (not a cache-variant cookie). */
const PAST_NGINX = { ...PAGE_REQUEST, cookie: 'bench=1' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const summarise = (result: GetLoadResult): LoadSummary => ({
  requestsPerSecond: result.requestsPerSecond,
  p95Ms: percentile(result.latenciesMs, 95),
  failures: { non2xx: result.non2xx, timeouts: result.timeouts, errors: result.errors },
});

/**
 * One GET on a connection of its own, as a new visitor's: nginx keeps a connection whose answer came from an
 * expired entry until the entry's update is back, so a kept-alive connection would charge the next request for it.
 */
function timed(url: string, headers: Record<string, string>): Promise<TimedRequest> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${url}: HTTP ${response.statusCode}`));
        const cache = response.headers['x-cache-status'];
        resolve({ ms: performance.now() - started, cache: typeof cache === 'string' ? cache : null });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function medianOf(url: string, headers: Record<string, string>, keep: (request: TimedRequest) => boolean) {
  const samples: number[] = [];
  for (let attempt = 0; attempt < HIT_SAMPLES * 3 && samples.length < HIT_SAMPLES; attempt += 1) {
    const request = await timed(url, headers);
    if (keep(request)) samples.push(request.ms);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

export async function stackSection(
  options: { port: number; seedDir: string; seconds: number; floorBase: string | null },
  log: (message: string) => void,
): Promise<SectionResult> {
  ensureStackPackages(repoRoot);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-stack-'));
  // The cluster runs as the postgres user and nginx's workers as nobody: both must reach their folders in here.
  chmodSync(dataDir, 0o755);
  try {
    return await measureStack({ ...options, dataDir }, log);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureStack(
  options: { port: number; seedDir: string; dataDir: string; seconds: number; floorBase: string | null },
  log: (message: string) => void,
): Promise<SectionResult> {
  const secret = randomBytes(16).toString('hex');
  const config = stackConfig(
    { STACK_PORT: String(options.port), DATA_DIR: options.dataDir, NEXT_DIST_DIR: BENCH_DIST_DIR },
    repoRoot,
  );
  log(`stack on :${config.port} (nginx → next start :${config.webPorts.join(', :')}), dealership`);
  const stack = await startStack(config, {
    detached: false,
    rebuild: false,
    log: (line) => log(`stack: ${line}`),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: BENCH_DIST_DIR,
      SITE_DATASET: 'dealership',
      SEED_DIR: options.seedDir,
      SITE_URL: config.url,
      SANITY_REVALIDATE_SECRET: secret,
      // The instance's own key for the run (the stack keeps one beside its database).
      LEAD_ENCRYPTION_KEY: '',
      SMTP_URL: '',
    },
  });
  try {
    const base = stack.url;
    const targets = (await pageTargets(base)).filter((target) => STACK_PAGES.includes(target.name));

    // The instances' start check asked for the home page, on each of them: the others are rendered here first.
    const firstAfterStart = new Map<string, TimedRequest>();
    for (const target of targets)
      if (target.path !== '/') firstAfterStart.set(target.name, await timed(`${base}${target.path}`, PAGE_REQUEST));

    const publish = async () => {
      const body = JSON.stringify({ _type: 'siteSettings' });
      const response = await fetch(`${base}/api/revalidate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sanity-webhook-signature': await encodeSignatureHeader(body, Date.now(), secret),
        },
        body,
      });
      if (!response.ok) throw new Error(`publish webhook: HTTP ${response.status} ${await response.text()}`);
      // nginx's copies to the other instance run beside the answer, and its entries expire within two seconds.
      await sleep(MICRO_CACHE_MS);
    };
    const renders = new Map<string, TimedRequest[]>(targets.map((target) => [target.name, []]));
    const visitors = new Map<string, TimedRequest[]>(targets.map((target) => [target.name, []]));
    for (let round = 0; round < PUBLISH_ROUNDS; round += 1) {
      log(`publish ${round + 1}/${PUBLISH_ROUNDS}: each page's render, past nginx's cache`);
      await publish();
      for (const target of targets) renders.get(target.name)?.push(await timed(`${base}${target.path}`, PAST_NGINX));
      // Both instances render once, so the visitor round starts from pages in Next's cache again.
      for (const target of targets) await timed(`${base}${target.path}`, PAST_NGINX);
      log(`publish ${round + 1}/${PUBLISH_ROUNDS}: the next cookie-less visitor of each page`);
      for (const target of targets) await timed(`${base}${target.path}`, PAGE_REQUEST);
      await publish();
      for (const target of targets) visitors.get(target.name)?.push(await timed(`${base}${target.path}`, PAGE_REQUEST));
    }

    let floor: LoadSummary | null = null;
    if (options.floorBase) {
      log(`autocannon minimal Next page (next start alone) for ${options.seconds} s at ${GET_CONNECTIONS}`);
      await getLoad(options.floorBase, GET_CONNECTIONS, WARM_UP_SECONDS, PAGE_REQUEST);
      floor = summarise(await getLoad(options.floorBase, GET_CONNECTIONS, options.seconds, PAGE_REQUEST));
    }
    const pages: StackPageMeasure[] = [];
    for (const target of targets) {
      const url = `${base}${target.path}`;
      log(
        `autocannon ${target.name} through nginx for ${options.seconds} s at ${GET_CONNECTIONS}, then ${BURST_CONNECTIONS}`,
      );
      await getLoad(url, GET_CONNECTIONS, WARM_UP_SECONDS, PAGE_REQUEST);
      const load = summarise(await getLoad(url, GET_CONNECTIONS, options.seconds, PAGE_REQUEST));
      const burst = summarise(await getLoad(url, BURST_CONNECTIONS, options.seconds, PAGE_REQUEST));
      pages.push({
        page: target.name,
        path: target.path,
        load,
        burst,
        firstAfterStart: firstAfterStart.get(target.name) ?? null,
        microCacheHitMs: await medianOf(url, PAGE_REQUEST, (request) => request.cache === 'HIT'),
        nextHitMs: await medianOf(url, PAST_NGINX, () => true),
        renderAfterPublish: renders.get(target.name) ?? [],
        visitorAfterPublish: visitors.get(target.name) ?? [],
      });
    }
    const measure = { floor, pages };
    return { lines: stackLines(measure), raw: measure };
  } finally {
    await stopRecords(
      stack.started.map((entry) => entry.record),
      () => undefined,
    );
  }
}
