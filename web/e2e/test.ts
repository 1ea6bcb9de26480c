/**
 * The suites' `test`: Playwright's, with two things on every page a test opens:
 * - the page's Content-Security-Policy refused nothing (a `securitypolicyviolation` event fails the test with what
 *   was blocked). Pages allow inline scripts only by hash (docs/caching.md), so a script the policy does not list
 *   shows here;
 * - a navigation that waits for `load` (Playwright's default) also waits until the page's scripts have started the
 *   app, in the test's own context and in any context the test opens. Pages request their scripts once they have painted (docs/caching.md, "Scripts after the first paint"), so
 *   `load` can come first. Navigations that ask for less (`commit`, `domcontentloaded`: the tests of a page before
 *   its scripts, such as early typing) are left alone.
 */
import { expect, test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * True once React has taken the document over (its root is marked on `document`; from then on it hydrates a part
 * a visitor interacts with at once), or when the document has no script loader (not a page of the app).
 */
const appStarted = () =>
  Object.keys(document).some((key) => key.startsWith('__reactContainer$')) ||
  ![...document.scripts].some((script) => !script.src && script.text.includes("'first-contentful-paint'"));

const APP_START_TIMEOUT_MS = 15_000;

async function waitForAppStart(page: Page): Promise<void> {
  const deadline = Date.now() + APP_START_TIMEOUT_MS;
  // Polled from here: a test may have installed a fake clock in the page (page.clock), which stops in-page polling.
  while (!(await page.evaluate(appStarted).catch(() => true))) {
    if (Date.now() > deadline) throw new Error(`the page's scripts did not start within ${APP_START_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type Navigation = (...args: unknown[]) => Promise<Response | null>;
const withAppStart = new WeakSet<Page>();

function waitForAppStartOnLoad(page: Page): void {
  if (withAppStart.has(page)) return;
  withAppStart.add(page);
  for (const method of ['goto', 'reload'] as const) {
    const navigate = (page[method] as Navigation).bind(page);
    (page as unknown as Record<string, Navigation>)[method] = async (...args) => {
      const response = await navigate(...args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
      const waitUntil = options?.waitUntil ?? 'load';
      if (waitUntil === 'load' || waitUntil === 'networkidle') await waitForAppStart(page);
      return response;
    };
  }
}

export const test = base.extend<{ cspViolations: Violation[]; appStartOnLoad: void }>({
  appStartOnLoad: [
    async ({ context, javaScriptEnabled, browser }, use) => {
      // Without JavaScript there is no app to wait for. The `page` fixture's page is opened after this, through
      // the context: the event covers it.
      if (javaScriptEnabled !== false) {
        context.on('page', waitForAppStartOnLoad);
        for (const open of context.pages()) waitForAppStartOnLoad(open);
      }
      // So do the pages of a context a test opens itself (another visitor, reduced motion, geolocation).
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        if (options?.javaScriptEnabled !== false) opened.on('page', waitForAppStartOnLoad);
        return opened;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const seen: Violation[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
        seen.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation;
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
            page: location.pathname,
            source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          });
        });
      });
      await use(seen);
      expect(seen, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
