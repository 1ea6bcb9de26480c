import { defineConfig } from '@playwright/test';

/**
 * Smoke suite against a built app (`next build` first). One build serves both datasets: every page renders per
 * request and SITE_DATASET is read at runtime, so the runner starts `next start` once per dataset:
 *
 *   SITE_DATASET=sell-car   PORT=3100 npx playwright test
 *   SITE_DATASET=dealership PORT=3101 npx playwright test
 *
 * With E2E_BASE_URL set, no server is started and the suite runs against that URL (SITE_DATASET must still name
 * the dataset that server uses: the suite reads its settings to know which pages are enabled).
 */
const dataset = process.env.SITE_DATASET ?? 'sell-car';
const port = Number(process.env.PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 4,
  retries: 0,
  timeout: 60_000,
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
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [{ name: dataset }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx next start -p ${port}`,
        cwd: __dirname,
        url: `${baseURL}/`,
        env: { SITE_DATASET: dataset, PORT: String(port) },
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
