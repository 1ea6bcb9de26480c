/** Command-line options of `npm run bench`. Pure. */

export const SECTIONS = ['lighthouse', 'js', 'throughput', 'query', 'posts', 'stack'] as const;
export type Section = (typeof SECTIONS)[number];

/** Lighthouse's two ways of slowing the load: predicted from a fast load, or applied to the real one. */
export const THROTTLINGS = ['simulate', 'devtools'] as const;
export type Throttling = (typeof THROTTLINGS)[number];

export interface BenchOptions {
  sections: Section[];
  /** Lighthouse runs per page (the median is reported). */
  runs: number;
  /** autocannon duration per target, seconds. */
  seconds: number;
  /** Reuse an existing `.next-bench` build instead of building. */
  skipBuild: boolean;
  /** Page names (page-targets.ts) the Lighthouse and throughput sections measure; null = all. */
  pages: string[] | null;
  /** Lighthouse throttling methods, each run over every page. */
  throttlings: Throttling[];
}

export const USAGE = `Usage: npm run bench -- [--only ${SECTIONS.join(',')}] [--runs N] [--seconds N] [--skip-build]
                     [--pages NAME,…] [--throttling ${THROTTLINGS.join(',')}]

  --only        comma list of sections to run (default: all)
                  lighthouse  Lighthouse mobile on both homes, SRP, VDP, article, contact, sell-car entry,
                              garage, compare,
                              and on a minimal static Next page (TBT budget = its TBT + 50 ms)
                  js          first-load JavaScript per route from the build manifests
                  throughput  autocannon GET of both homes, SRP, VDP, article at 10 and 50 connections, as a
                              share of the minimal static Next page and of an in-memory Node http server
                  query       inventory search p50/p95 at 400 and 5,000 vehicles (in-process)
                  posts       POST /api/offers at 50 connections; /api/leads at 50/s offered (open loop) and
                              at 50 connections (capacity); leads delivered, duplicated, lost
                  stack       the production topology (nginx → two next start → Redis, PostgreSQL; npm run
                              stack:up) on the 5,000-vehicle dealership site: home, SRP, VDP, article req/s at
                              10 connections through nginx as a share of the minimal Next page, p95 at 50, and a
                              cache miss (first request after start, render after a publish) against a hit
  --runs        Lighthouse runs per page, median reported (default 3)
  --seconds     autocannon duration per target (default 10)
  --skip-build  reuse web/.next-bench from an earlier run
  --pages       comma list of page names the lighthouse and throughput sections measure (default: all):
                  home, sell-car home, SRP, VDP, article, contact, sell flow (the floor is always measured)
  --throttling  comma list of Lighthouse throttling methods (default: simulate,devtools)

  Lighthouse with the throttling applied, on the search results and a vehicle page only:
    npm run bench -- --only lighthouse --pages SRP,VDP --throttling devtools --runs 5`;

const DEFAULTS: BenchOptions = {
  sections: [...SECTIONS],
  runs: 3,
  seconds: 10,
  skipBuild: false,
  pages: null,
  throttlings: [...THROTTLINGS],
};

const commaList = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

function positiveInteger(flag: string, raw: string | undefined): number {
  const value = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || value < 1) throw new Error(`${flag} needs a whole number ≥ 1`);
  return value;
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions | 'help' {
  const options: BenchOptions = {
    ...DEFAULTS,
    sections: [...DEFAULTS.sections],
    throttlings: [...DEFAULTS.throttlings],
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag, inline] = arg.includes('=') ? (arg.split(/=(.*)/s, 2) as [string, string]) : [arg, undefined];
    const take = () => inline ?? argv[++index];
    switch (flag) {
      case '--only': {
        const names = (take() ?? '').split(',').filter(Boolean);
        const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
        if (names.length === 0 || unknown.length > 0)
          throw new Error(
            `--only takes a comma list of ${SECTIONS.join(', ')}${unknown.length ? ` (not: ${unknown.join(', ')})` : ''}`,
          );
        options.sections = SECTIONS.filter((section) => names.includes(section));
        break;
      }
      case '--runs':
        options.runs = positiveInteger(flag, take());
        break;
      case '--seconds':
        options.seconds = positiveInteger(flag, take());
        break;
      case '--pages': {
        const names = commaList(take());
        if (names.length === 0) throw new Error('--pages takes a comma list of page names (SRP, VDP, …)');
        options.pages = names;
        break;
      }
      case '--throttling': {
        const names = commaList(take());
        const unknown = names.filter((name) => !(THROTTLINGS as readonly string[]).includes(name));
        if (names.length === 0 || unknown.length > 0)
          throw new Error(
            `--throttling takes a comma list of ${THROTTLINGS.join(', ')}${unknown.length ? ` (not: ${unknown.join(', ')})` : ''}`,
          );
        options.throttlings = THROTTLINGS.filter((method) => names.includes(method));
        break;
      }
      case '--skip-build':
        options.skipBuild = true;
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

/** Sections that need the production build (the query section runs the web code in-process). */
export const needsBuild = (sections: readonly Section[]) => sections.some((section) => section !== 'query');

/** Sections that need running sites. */
export const needsServers = (sections: readonly Section[]) =>
  sections.some((section) => section === 'lighthouse' || section === 'throughput' || section === 'posts');

/** Sections read against the minimal static Next page (built into bench/.minimal-next with the site). */
export const needsFloor = (sections: readonly Section[]) =>
  sections.some((section) => section === 'lighthouse' || section === 'throughput' || section === 'stack');
