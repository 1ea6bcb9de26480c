/**
 * `npm run bench [-- --only lighthouse,js,throughput,query,posts,stack --runs N --seconds N --skip-build]`: measures the
 * site against its performance budgets (budgets.ts), prints budget vs measured per line and writes bench/results.json. Never part of
 * `npm test`; nothing here is asserted.
 *
 * Builds web/ into .next-bench, seeds 400- and 5,000-vehicle datasets into a temporary folder, and starts
 * `next start` twice on loopback (dealership and sell-car, both on the 5,000-vehicle seed folder, each with its
 * own DATA_DIR and embedded PGlite unless BENCH_DATABASE_URL is set). Ports from BENCH_PORT (default 3191) up. The
 * stack section starts the production topology on the same build (stack-section.ts), after the two sites stopped.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchLine } from './bench-line';
import { buildSite } from './build-site';
import { describeError } from './describe-error';
import { httpGet } from './http-get';
import { firstLoadJsSection } from './first-load-js-section';
import { lighthouseSection } from './lighthouse-section';
import { startMailSink, type MailSink } from './mail-sink';
import { buildMinimalApp, minimalAppDir, startMinimalApp } from './minimal-next-app';
import type { NextServer } from './next-server';
import {
  needsBuild,
  needsFloor,
  needsServers,
  parseBenchArgs,
  USAGE,
  type BenchOptions,
  type Section,
} from './options';
import { pageTargets, selectTargets, THROUGHPUT_PAGES, type PageTarget } from './page-targets';
import { benchDistPath, resultsPath } from './paths';
import { postsSection } from './posts-section';
import { querySection } from './query-section';
import { budgetSummary, formatReportTable } from './report-table';
import { machineFacts, writeResults } from './results-file';
import type { SectionResult } from './section-result';
import { seedDataset } from './seed-datasets';
import { startSite, type RunningSite } from './site-server';
import { stackSection } from './stack-section';
import { throughputSection } from './throughput-section';

/** Dataset sizes: the default seed's order of magnitude and the budget's 5,000. Pages run on the larger. */
const QUERY_SIZES = [400, 5000];
const SITE_SIZE = 5000;

const basePort = Number(process.env.BENCH_PORT ?? 3191);
const ports = {
  dealership: basePort,
  sellCar: basePort + 1,
  baseline: basePort + 2,
  minimal: basePort + 3,
  leads: [basePort + 4, basePort + 5],
  /** nginx; the stack's instances, internal server, Redis and PostgreSQL take the five after it. */
  stack: basePort + 10,
  smtp: 25000 + (basePort % 1000),
  leadSmtp: 25001 + (basePort % 1000),
};

const started = Date.now();
const log = (message: string) =>
  process.stderr.write(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}\n`);

async function bench(options: BenchOptions, temp: string, errors: string[]) {
  const lines: BenchLine[] = [];
  const raw: Record<string, unknown> = {};
  const wants = (section: Section) => options.sections.includes(section);
  const section = async (name: Section, run: () => Promise<SectionResult>) => {
    try {
      const result = await run();
      lines.push(...result.lines);
      raw[name] = result.raw;
    } catch (error) {
      const message = describeError(error);
      errors.push(`${name}: ${message}`);
      log(`${name} failed: ${message}`);
    }
  };

  if (needsBuild(options.sections) && !options.skipBuild) {
    log('next build → web/.next-bench');
    await buildSite();
    if (needsFloor(options.sections)) {
      log('next build of the minimal static page → bench/.minimal-next');
      await buildMinimalApp();
    }
  } else if (needsBuild(options.sections) && !existsSync(path.join(benchDistPath, 'BUILD_ID'))) {
    throw new Error('--skip-build needs an earlier build in web/.next-bench: run once without it');
  }
  const seedDirs = new Map<number, string>();
  const sizes = [...(wants('query') ? QUERY_SIZES : []), ...(needsServers(options.sections) ? [SITE_SIZE] : [])];
  for (const size of new Set(sizes)) {
    log(`seeding ${size} vehicles`);
    seedDirs.set(size, await seedDataset(temp, size));
  }

  if (wants('query'))
    await section('query', () =>
      querySection(
        QUERY_SIZES.map((size) => seedDirs.get(size) ?? ''),
        log,
      ),
    );
  if (wants('js')) await section('js', () => firstLoadJsSection(benchDistPath));

  if (!needsServers(options.sections) && !wants('stack')) return { lines, raw };
  const siteSeed = seedDirs.get(SITE_SIZE) ?? '';
  const running: RunningSite[] = [];
  let sink: MailSink | undefined;
  let floor: NextServer | undefined;
  try {
    if (needsFloor(options.sections)) {
      // Measured in the same run as the pages: every budget relative to the framework floor reads against it.
      if (existsSync(path.join(minimalAppDir, '.next', 'BUILD_ID'))) floor = await startMinimalApp(ports.minimal);
      else errors.push('minimal Next page: no build in bench/.minimal-next (run once without --skip-build)');
    }
    if (needsServers(options.sections)) await siteSections();
    if (wants('stack'))
      await section('stack', () =>
        stackSection(
          {
            port: ports.stack,
            seedDir: siteSeed,
            seconds: options.seconds,
            floorBase: floor?.base ?? null,
          },
          log,
        ),
      );
  } finally {
    await Promise.all([...running.map((site) => site.stop()), floor?.stop()]);
    await sink?.close();
  }
  return { lines, raw };

  /** The two sites (dealership, sell-car) and the sections measured on them; stopped before the stack starts. */
  async function siteSections(): Promise<void> {
    sink = await startMailSink(ports.smtp);
    log(`next start: dealership :${ports.dealership}, sell-car :${ports.sellCar} (${SITE_SIZE} vehicles)`);
    // Both sites get the sink: with BENCH_DATABASE_URL they share one outbox, and either delivery loop may send a
    // lead the other accepted (a site without SMTP_URL would file it as an .eml and the sink would never see it).
    const dealership = await startSite({
      port: ports.dealership,
      dataset: 'dealership',
      seedDir: siteSeed,
      smtpUrl: sink.url,
    });
    running.push(dealership);
    const sellCar = await startSite({ port: ports.sellCar, dataset: 'sell-car', seedDir: siteSeed, smtpUrl: sink.url });
    running.push(sellCar);
    const targets = selectTargets(await pageTargets(dealership.base), options.pages);
    const baseOf = (target: PageTarget) => (target.site === 'dealership' ? dealership.base : sellCar.base);
    // Warm-up: the first render of each page pays for loading the dataset and compiling; visitors after it do not.
    for (const target of targets) await (await httpGet(`${baseOf(target)}${target.path}`)).text();
    raw.pages = targets;

    const floorBase = floor?.base ?? null;
    if (wants('lighthouse'))
      await section('lighthouse', () =>
        lighthouseSection(targets, baseOf, floorBase, options.runs, log, options.throttlings),
      );
    if (wants('throughput'))
      await section('throughput', () =>
        throughputSection(
          targets.filter((target) => THROUGHPUT_PAGES.includes(target.name)),
          baseOf,
          { seconds: options.seconds, baselinePort: ports.baseline, floorBase },
          log,
        ),
      );
    if (wants('posts'))
      await section('posts', () =>
        postsSection(
          {
            base: sellCar.base,
            seconds: options.seconds,
            leadPorts: ports.leads,
            leadSmtpPort: ports.leadSmtp,
            seedDir: siteSeed,
          },
          log,
        ),
      );
    await Promise.all(running.splice(0).map((site) => site.stop()));
  }
}

async function main(): Promise<void> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  const startedAt = new Date().toISOString();
  const temp = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const errors: string[] = [];
  let outcome: { lines: BenchLine[]; raw: Record<string, unknown> } = { lines: [], raw: {} };
  try {
    outcome = await bench(options, temp, errors);
  } catch (error) {
    errors.push(describeError(error));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  writeResults(resultsPath, {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: machineFacts(),
    options,
    lines: outcome.lines,
    raw: outcome.raw,
    errors,
  });
  console.log(formatReportTable(outcome.lines));
  const summary = budgetSummary(outcome.lines);
  console.log(
    `\nbudgets: ${summary.met} met, ${summary.missed} missed, ${summary.unmeasured} not measured` +
      ` · ${path.relative(process.cwd(), resultsPath)} written`,
  );
  for (const error of errors) console.error(`error: ${error}`);
  if (errors.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
