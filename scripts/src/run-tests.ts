/**
 * `npm test`: every suite of the project in one run, ending with the line `N passed, N failed`.
 *
 * Suites: Jest (all workspaces), the type check, the Studio's offline schema validation and build, then one
 * production `next build`, the shared page cache across two `next start` on one Redis, and, per variant dataset,
 * the Playwright browser suite against `next start`. With TEST_STACK=1 (CI sets it) the sell-car browser suite runs
 * through the production topology instead (nginx → two `next start` → PostgreSQL and Redis, `npm run stack:up`'s
 * foreground mode; docs/deploy.md), with the stack's own checks (web/e2e/stack.spec.ts): one run covers both
 * `next start` alone (dealership) and the stack (sell-car), in the time of two suites rather than three.
 * Set TEST_ONLY=jest,types,studio,shared-cache,e2e (types = tsc, eslint, prettier) (comma list) to run a subset
 * while developing.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';

const root = path.resolve(import.meta.dirname, '../..');
const reportDir = path.join(root, 'test-results');
const DATASETS = ['sell-car', 'dealership'] as const;

interface Tally {
  name: string;
  passed: number;
  failed: number;
  /** Wall-clock seconds the suite took. */
  seconds?: number;
  /** One line per failed (or, for the browser suites, flaky) test: where it is and the first line of its error. */
  notes?: string[];
}

const only = new Set((process.env.TEST_ONLY ?? '').split(',').filter(Boolean));
const wanted = (suite: string) => only.size === 0 || only.has(suite);

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; buffered?: boolean } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const title = `\n$ ${[command, ...args].join(' ')}${options.cwd ? `   (in ${path.relative(root, options.cwd) || '.'})` : ''}`;
    // A suite running beside another keeps its output until it ends, so the two logs do not interleave.
    const output: Buffer[] = [];
    if (!options.buffered) console.log(title);
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      stdio: options.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1', ...options.env },
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (code: number) => {
      if (options.buffered) {
        console.log(title);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code);
    };
    child.on('close', (code) => done(code ?? 1));
    child.on('error', () => done(1));
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A step that is one test: it passes when the command exits 0. */
async function commandSuite(
  name: string,
  command: string,
  args: string[],
  cwd?: string,
  buffered = false,
): Promise<Tally> {
  const code = await run(command, args, { cwd, buffered });
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/**
 * The static checks (tsc, ESLint, Prettier) and the Studio's three steps are single-threaded, one after another
 * they leave a core idle: they run as two lanes side by side, each suite's log printed when it ends.
 */
async function staticAndStudioSuites(): Promise<Tally[]> {
  const studio = path.join(root, 'studio');
  const lane = async (steps: Array<() => Promise<Tally>>) => {
    const tallies: Tally[] = [];
    for (const step of steps) tallies.push(await timed(step()));
    return tallies;
  };
  const checks: Array<() => Promise<Tally>> = wanted('types')
    ? [
        () => commandSuite('typecheck', 'npm', ['run', 'typecheck'], undefined, true),
        () => commandSuite('lint', 'npx', ['eslint', '.', '--max-warnings=0'], undefined, true),
        () => commandSuite('format', 'npx', ['prettier', '--check', '.'], undefined, true),
      ]
    : [];
  const studioSteps: Array<() => Promise<Tally>> = wanted('studio')
    ? [
        () => commandSuite('sanity schema validate', 'npx', ['sanity', 'schema', 'validate'], studio, true),
        () => commandSuite('sanity build', 'npx', ['sanity', 'build', '--yes'], studio, true),
        () => commandSuite('studio bundle loads', 'npx', ['playwright', 'test'], studio, true),
      ]
    : [];
  const [first, second] = await Promise.all([lane(checks), lane(studioSteps)]);
  return [...first, ...second];
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: {
    name: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

interface PlaywrightSuite {
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { status: string; errors?: { message?: string }[] }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport extends PlaywrightSuite {
  stats: { expected: number; unexpected: number; flaky: number };
}

/** The first line of an error that says something, without colour codes, cut to a readable length. */
function firstLine(message: string | undefined): string {
  const plain = (message ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  return (plain ?? 'no message').slice(0, 300);
}

function jestFailures(report: JestReport): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const failures = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    // A suite that could not run at all has no assertion results, only a message.
    return failures.length === 0 && file.message ? [`${where}: ${firstLine(file.message)}`] : failures;
  });
}

/** Failed tests, and tests that passed only on a retry (so a flake is seen, not hidden, when CI retries). */
function playwrightProblems(suite: PlaywrightSuite): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
      .map((test) => {
        const failure = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
        const label = test.status === 'flaky' ? 'flaky, passed on retry' : 'failed';
        return `${spec.file}:${spec.line} › ${spec.title} (${label}): ${firstLine(failure?.errors?.[0]?.message)}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightProblems)];
}

async function jestSuite(): Promise<Tally> {
  const output = path.join(reportDir, 'jest.json');
  rmSync(output, { force: true });
  // Jest's default on a 2-core machine is one worker, leaving a core idle while the suites wait on PGlite.
  const workers = String(Math.max(2, availableParallelism() - 1));
  const code = await run('npx', ['jest', '--ci', `--maxWorkers=${workers}`, '--json', `--outputFile=${output}`]);
  const report = readJson<JestReport>(output);
  if (!report) return { name: 'jest', passed: 0, failed: 1 };
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  return {
    name: 'jest',
    passed: report.numPassedTests,
    failed: failed === 0 && code !== 0 ? 1 : failed,
    notes: jestFailures(report),
  };
}

/** Pages render per request and read SITE_DATASET at run time, so one production build serves both variants. */
async function buildSuite(): Promise<Tally> {
  // The types suite has already run tsc over every workspace; the build's own type pass would repeat it.
  if (wanted('types')) process.env.NEXT_SKIP_TYPECHECK = '1';
  return commandSuite('next build', 'npx', ['next', 'build'], path.join(root, 'web'));
}

/**
 * One test: two instances of the build on one Redis (scripts/src/shared-cache/run.ts), its failed checks as notes.
 * Without redis-server, which pretest installs, it fails with the reason, never skips.
 */
async function sharedCacheSuite(): Promise<Tally> {
  const name = 'shared cache';
  const output = path.join(reportDir, 'shared-cache.json');
  rmSync(output, { force: true });
  const code = await run('npx', ['tsx', 'scripts/src/shared-cache/run.ts'], { env: { SHARED_CACHE_REPORT: output } });
  const report = readJson<{ failed: number; notes: string[] }>(output);
  const ok = code === 0 && report?.failed === 0;
  return {
    name,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    notes: report?.notes ?? ['ended without a report (see above)'],
  };
}

/** The browser suite through the stack: its own ports (nginx and the instances from here), clear of 3100/3101. */
const STACK_E2E_PORT = 3140;
/** The variant whose browser suite TEST_STACK=1 sends through the stack. */
const STACK_DATASET = 'sell-car';

async function e2eSuite(dataset: string, port: number, throughStack = false): Promise<Tally> {
  const name = `e2e ${dataset}${throughStack ? ' (stack)' : ''}`;
  const output = path.join(reportDir, `e2e-${dataset}${throughStack ? '-stack' : ''}.json`);
  rmSync(output, { force: true });
  const code = await run('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'web'),
    env: {
      SITE_DATASET: dataset,
      PORT: String(port),
      PLAYWRIGHT_JSON_OUTPUT: output,
      ...(throughStack ? { E2E_STACK: '1' } : {}),
    },
  });
  const report = readJson<PlaywrightReport>(output);
  if (!report) return { name, passed: 0, failed: 1 };
  const failed = report.stats.unexpected;
  return {
    name,
    passed: report.stats.expected + report.stats.flaky,
    failed: failed === 0 && code !== 0 ? 1 : failed,
    notes: playwrightProblems(report),
  };
}

async function timed(suite: Promise<Tally>): Promise<Tally> {
  const started = Date.now();
  const tally = await suite;
  return { ...tally, seconds: Math.round((Date.now() - started) / 1000) };
}

async function main() {
  mkdirSync(reportDir, { recursive: true });
  const tallies: Tally[] = [];
  if (!existsSync(path.join(root, 'seed/dist/sell-car.ndjson'))) await run('npm', ['run', 'seed']);
  if (wanted('jest')) tallies.push(await timed(jestSuite()));
  tallies.push(...(await staticAndStudioSuites()));
  if (wanted('e2e') || wanted('shared-cache')) {
    const build = await timed(buildSuite());
    tallies.push(build);
    const throughStack = process.env.TEST_STACK === '1';
    if (build.failed === 0) {
      if (wanted('shared-cache')) tallies.push(await timed(sharedCacheSuite()));
      if (wanted('e2e')) {
        for (const [index, dataset] of DATASETS.entries()) {
          const viaStack = throughStack && dataset === STACK_DATASET;
          tallies.push(await timed(e2eSuite(dataset, viaStack ? STACK_E2E_PORT : 3100 + index, viaStack)));
        }
      }
    } else {
      const skipped = [
        ...(wanted('shared-cache') ? ['shared cache'] : []),
        ...(wanted('e2e')
          ? DATASETS.map((dataset) => `e2e ${dataset}${throughStack && dataset === STACK_DATASET ? ' (stack)' : ''}`)
          : []),
      ];
      tallies.push(...skipped.map((suite) => ({ name: `${suite} (not run: build failed)`, passed: 0, failed: 1 })));
    }
  }

  // Printed last, just above the summary line, so the tail of a CI log says what broke and where.
  const notes = tallies.flatMap((tally) => (tally.notes ?? []).map((note) => `  [${tally.name}] ${note}`));
  if (notes.length > 0) console.log(`\nFailed or flaky tests:\n${notes.join('\n')}`);
  console.log('\nSuite results:');
  for (const tally of tallies)
    console.log(
      `  ${tally.failed === 0 ? 'ok  ' : 'FAIL'} ${tally.name}: ${tally.passed} passed, ${tally.failed} failed` +
        (tally.seconds === undefined ? '' : ` (${tally.seconds} s)`),
    );
  const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
  const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

void main();
