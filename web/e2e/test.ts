/**
 * The suites' `test`: Playwright's, with one automatic check on every page a test opens: the page's
 * Content-Security-Policy refused nothing (a `securitypolicyviolation` event fails the test with what was blocked).
 * Pages allow inline scripts only by hash (docs/caching.md), so a script the policy does not list shows here.
 */
import { expect, test as base } from '@playwright/test';

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

export const test = base.extend<{ cspViolations: Violation[] }>({
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
