import { defineConfig } from '@playwright/test';

/**
 * Opens the built Studio (`sanity build` → studio/dist) in Debian's Chromium. No Sanity project is reachable
 * offline, so the spec serves the bundle itself and answers the Studio's API calls as a not-logged-in project
 * would (see e2e/studio-loads.spec.ts). Run: `npx sanity build --yes && npx playwright test` in studio/.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/studio-e2e',
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
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
});
