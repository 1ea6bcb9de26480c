/**
 * `npm test`: every suite of the project in one run, ending with the line `N passed, N failed`.
 *
 * Suites: Jest (all workspaces), the type check, the Studio's offline schema validation and build, then one
 * production `next build` and, per variant dataset, the Playwright browser suite against `next start`.
 * Set TEST_ONLY=jest,types,studio,e2e (types = tsc, eslint, prettier) (comma list) to run a subset while developing.
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
}

const only = new Set((process.env.TEST_ONLY ?? '').split(',').filter(Boolean));
const wanted = (suite: string) => only.size === 0 || only.has(suite);

function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Promise<number> {
  return new Promise((resolve) => {
    console.log(
      `\n$ ${[command, ...args].join(' ')}${options.cwd ? `   (in ${path.relative(root, options.cwd) || '.'})` : ''}`,
    );
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      stdio: 'inherit',
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1', ...options.env },
    });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
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
async function commandSuite(name: string, command: string, args: string[], cwd?: string): Promise<Tally> {
  const code = await run(command, args, { cwd });
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

async function jestSuite(): Promise<Tally> {
  const output = path.join(reportDir, 'jest.json');
  rmSync(output, { force: true });
  // Jest's default on a 2-core machine is one worker, leaving a core idle while the suites wait on PGlite.
  const workers = String(Math.max(2, availableParallelism() - 1));
  const code = await run('npx', ['jest', '--ci', `--maxWorkers=${workers}`, '--json', `--outputFile=${output}`]);
  const report = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(
    output,
  );
  if (!report) return { name: 'jest', passed: 0, failed: 1 };
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
  return { name: 'jest', passed: report.numPassedTests, failed: failed === 0 && code !== 0 ? 1 : failed };
}

/** Pages render per request and read SITE_DATASET at run time, so one production build serves both variants. */
async function buildSuite(): Promise<Tally> {
  // The types suite has already run tsc over every workspace; the build's own type pass would repeat it.
  if (wanted('types')) process.env.NEXT_SKIP_TYPECHECK = '1';
  return commandSuite('next build', 'npx', ['next', 'build'], path.join(root, 'web'));
}

async function e2eSuite(dataset: string, port: number): Promise<Tally> {
  const name = `e2e ${dataset}`;
  const output = path.join(reportDir, `e2e-${dataset}.json`);
  rmSync(output, { force: true });
  const code = await run('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'web'),
    env: { SITE_DATASET: dataset, PORT: String(port), PLAYWRIGHT_JSON_OUTPUT: output },
  });
  const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(output);
  if (!report) return { name, passed: 0, failed: 1 };
  const failed = report.stats.unexpected;
  return { name, passed: report.stats.expected + report.stats.flaky, failed: failed === 0 && code !== 0 ? 1 : failed };
}

async function main() {
  mkdirSync(reportDir, { recursive: true });
  const tallies: Tally[] = [];
  if (!existsSync(path.join(root, 'seed/dist/sell-car.ndjson'))) await run('npm', ['run', 'seed']);
  if (wanted('jest')) tallies.push(await jestSuite());
  if (wanted('types')) {
    tallies.push(await commandSuite('typecheck', 'npm', ['run', 'typecheck']));
    tallies.push(await commandSuite('lint', 'npx', ['eslint', '.', '--max-warnings=0']));
    tallies.push(await commandSuite('format', 'npx', ['prettier', '--check', '.']));
  }
  if (wanted('studio')) {
    const studio = path.join(root, 'studio');
    tallies.push(await commandSuite('sanity schema validate', 'npx', ['sanity', 'schema', 'validate'], studio));
    tallies.push(await commandSuite('sanity build', 'npx', ['sanity', 'build', '--yes'], studio));
    tallies.push(await commandSuite('studio bundle loads', 'npx', ['playwright', 'test'], studio));
  }
  if (wanted('e2e')) {
    const build = await buildSuite();
    tallies.push(build);
    if (build.failed === 0) {
      for (const [index, dataset] of DATASETS.entries()) tallies.push(await e2eSuite(dataset, 3100 + index));
    } else {
      tallies.push(
        ...DATASETS.map((dataset) => ({ name: `e2e ${dataset} (not run: build failed)`, passed: 0, failed: 1 })),
      );
    }
  }

  console.log('\nSuite results:');
  for (const tally of tallies)
    console.log(
      `  ${tally.failed === 0 ? 'ok  ' : 'FAIL'} ${tally.name}: ${tally.passed} passed, ${tally.failed} failed`,
    );
  const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
  const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

void main();
