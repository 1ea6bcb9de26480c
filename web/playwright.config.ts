import { defineConfig } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import {
  dataDir,
  E2E_CAPI_TOKEN,
  E2E_REVALIDATE_SECRET,
  E2E_STACK_POST_LIMIT,
  E2E_TAG_IDS,
  GRAPH_API_URL,
  ownsServer,
  seedDir,
  SMTP_URL,
  throughStack,
} from './e2e/e2e-env';

/** The run's own copy of the seed (files copied, images linked), made once before the server starts. */
function copySeed(): void {
  if (!ownsServer || existsSync(seedDir)) return;
  const source = path.join(__dirname, '../seed/dist');
  mkdirSync(seedDir, { recursive: true });
  cpSync(source, seedDir, { recursive: true, filter: (file) => !file.startsWith(path.join(source, 'images')) });
  symlinkSync(path.join(source, 'images'), path.join(seedDir, 'images'), 'dir');
}
copySeed();

/**
 * Smoke suite against a built app (`next build` first). One build serves both datasets: every page renders per
 * request and SITE_DATASET is read at runtime, so the runner starts `next start` once per dataset:
 *
 *   SITE_DATASET=sell-car   PORT=3100 npx playwright test
 *   SITE_DATASET=dealership PORT=3101 npx playwright test
 *
 * With E2E_BASE_URL set, no server is started and the suite runs against that URL (SITE_DATASET must still name
 * the dataset that server uses: the suite reads its settings to know which pages are enabled).
 *
 * With E2E_STACK=1 the suite runs through the production topology instead (`npm run stack:up`'s foreground mode,
 * docs/deploy.md): nginx on PORT in front of two `next start` on the next ports, PostgreSQL and Redis of their own
 * under the run's DATA_DIR. `web/e2e/stack.spec.ts` runs only then.
 */
const dataset = process.env.SITE_DATASET ?? 'sell-car';
const port = Number(process.env.PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

/**
 * The server's environment, the same whether `next start` is reached directly or through the stack. A fresh
 * database (DATA_DIR) per run, and lead mail to the global setup's catcher (SMTP_URL). Tag ids are configured
 * (E2E_TAG_IDS, e2e-env.ts), so the consent suites can show the Meta pixel and GA4 are requested only once consent
 * allows them.
 */
const serverEnv: Record<string, string> = {
  SITE_DATASET: dataset,
  PORT: String(port),
  // Absolute URLs in cached pages (canonical, JSON-LD) name the address the suites browse.
  SITE_URL: baseURL,
  // Every simulated visitor of the suites shares one address; at the default 20 leads per 10 minutes a fast
  // run refuses the later specs' leads. The limits themselves are tested by the route tests.
  LEAD_RATE_LIMIT_IP: '1000/600',
  // Content from the run's copy of the seed, and the publish webhook on (publish.spec.ts).
  SEED_DIR: seedDir,
  SANITY_REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  DATA_DIR: dataDir,
  SMTP_URL,
  META_PIXEL_ID: E2E_TAG_IDS.metaPixelId,
  GA_MEASUREMENT_ID: E2E_TAG_IDS.gaMeasurementId,
  // The Conversions API goes to the loopback catcher (global-setup.ts); the events log is on for the specs.
  META_CAPI_TOKEN: E2E_CAPI_TOKEN,
  META_GRAPH_API_URL: GRAPH_API_URL,
  TRACKING_DEBUG: '1',
};

type WebServer = NonNullable<Parameters<typeof defineConfig>[0]['webServer']>;

/**
 * `next start` alone. The browser suites use embedded PGlite here, the path `npm start` takes (an empty
 * DATABASE_URL counts as unset); Jest covers Postgres when DATABASE_URL is set.
 */
const nextStart: WebServer = {
  command: `npx next start -p ${port}`,
  cwd: __dirname,
  url: `${baseURL}/`,
  env: { ...serverEnv, DATABASE_URL: '' },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
};

/**
 * The stack in the foreground: PostgreSQL (its DATABASE_URL replaces the suite's), Redis, the instances and nginx
 * on PORT, stopped together by SIGTERM. nginx's POST limit is loosened like the app's own (one address for every
 * visitor); stack.spec.ts checks the limit from an address of its own.
 */
const stack: WebServer = {
  command: `${path.join(__dirname, '../node_modules/.bin/tsx')} ../scripts/src/stack/run.ts --foreground`,
  cwd: __dirname,
  url: `${baseURL}/`,
  env: {
    ...serverEnv,
    STACK_PORT: String(port),
    STACK_POST_RATE: E2E_STACK_POST_LIMIT.rate,
    STACK_POST_BURST: String(E2E_STACK_POST_LIMIT.burst),
  },
  reuseExistingServer: false,
  // A new PostgreSQL cluster, then two instances rendering their first page.
  timeout: 240_000,
  // The stack stops every service it started on SIGTERM (Playwright's default is SIGKILL to the group).
  gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  stdout: 'ignore',
  stderr: 'pipe',
};

export default defineConfig({
  testDir: './e2e',
  // The lead specs' mail catcher (SMTP on a fixed port); the server below sends its lead mail there.
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 4,
  // A CI machine is a loaded 2-core box, where a long flow can now and then cross a timeout. One retry there; every
  // test that needed it is listed by name with its first error above the summary line (scripts/src/run-tests.ts), so
  // a flake is seen and fixed, and a test that really fails fails both times.
  retries: process.env.CI ? 1 : 0,
  // A CI machine can be 1.7 times slower than a developer's: the same flows get the same headroom there.
  timeout: process.env.CI ? 100_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    // Debian's Chromium; never a downloaded browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Every host but the site's own fails to resolve at once: the analytics tags configured below are requested
        // (the suites watch for those requests) and never reach a network this machine does not have.
        '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
      ],
    },
    trace: 'retain-on-failure',
    // Every suite but consent.spec.ts starts as a visitor who accepted all cookies and dismissed the consent banner,
    // so a modal dialog does not sit over the page under test; consent.spec.ts clears this state.
    storageState: {
      cookies: [
        {
          name: 'displayCookies',
          value: 'hide',
          domain: new URL(baseURL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
        {
          name: 'allowCookies',
          value: 'essential,functional,analytics,targeting',
          domain: new URL(baseURL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  projects: [
    { name: dataset, testIgnore: /alerts\.spec\.ts/ },
    // The alerts spec publishes price changes of vehicles, which expire every inventory page: it runs once the
    // others are done, so a spec that expects an inventory page from the cache (cache-isolation) is not caught
    // between a visitor's render and the next visitor's hit. Alone: `npx playwright test e2e/alerts.spec.ts --no-deps`.
    { name: `${dataset}-publishing`, testMatch: /alerts\.spec\.ts/, dependencies: [dataset] },
  ],
  webServer: process.env.E2E_BASE_URL ? undefined : throughStack ? stack : nextStart,
});
