/**
 * Opens any popup the seed ships, by making one of its conditions hold the way a visitor would (docs/popups.md):
 * the cookies an ad click or a lead leaves, the pages to count, the page to stand on, time on the page (the page's
 * clock moved on, never waited for) and the click on a trigger. Driven by the popup's own rules, so a popup added to
 * the seed is opened the same way; a rule it cannot satisfy fails the test that asks, naming the rule.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from './test';
import { pathFor, routes, type RouteName } from '../../schemas/src/routes';
import { loadSiteData, seedPopups, seedVehicles, type SeedPopup, type SeedPopupRule } from './site-data';

const VIN_LINK = /-cars-for-sale\/\d{4}-[a-z0-9-]+-[A-HJ-NPR-Z0-9]{17}$/i;

/** Distinct vehicle pages linked from the inventory listing. */
export async function vehiclePaths(page: Page, count = 3): Promise<string[]> {
  await page.goto('/cars-for-sale');
  const hrefs = await page
    .locator('a[href*="-cars-for-sale/"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs.filter((href) => VIN_LINK.test(href)))].slice(0, count);
}

/**
 * Visits a page and waits until the popups runtime (loaded after hydration) has counted it for `popupId`: navigating
 * on before that would race the counter instead of testing the rule.
 */
export async function visitCounted(page: Page, path: string, count: number, popupId: string): Promise<void> {
  await page.goto(path);
  // Polled from here: a fake clock in the page (timer rules) stops in-page polling.
  await expect
    .poll(() =>
      page.evaluate(
        ([expected, id]) => {
          const raw = window.localStorage.getItem('viewedPagesItems');
          if (!raw) return false;
          const counters = (JSON.parse(raw) as Record<string, Record<string, Record<string, { countVisits: number }>>>)[
            id
          ];
          return Object.values(counters ?? {}).some((rules) =>
            Object.values(rules).some((counter) => counter.countVisits >= expected),
          );
        },
        [count, popupId] as const,
      ),
    )
    .toBe(true);
}

/**
 * Opens `path` and waits until the popups runtime has its triggers (it asks for them once the page has loaded).
 * Watched from here: a fake clock in the page (timer rules) replaces its timers and `performance`.
 */
async function gotoWithRuntime(page: Page, path: string): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/popups/triggers');
  await page.goto(path);
  await answered;
}

/** A quote for the seeded sell-car plate's car: an offer page exists only for an offer the server created. */
async function offerPage(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/offers', {
    data: {
      vehicle: { vin: '4T1B11A11KP500001' },
      mileage: 45_000,
      answers: { '100': 'great' },
      contact: { firstName: 'Popup', lastName: 'Opener', email: 'popup.opener@example.com', phone: '(630) 555-0177' },
    },
  });
  expect(response.status()).toBe(200);
  return `/sell-trade-my-car/offer/${((await response.json()) as { id: string }).id}`;
}

/** Where an element a rule looks for is rendered (the trigger buttons and the markers pages carry). */
const SELECTOR_PAGES: Record<string, (page: Page, request: APIRequestContext) => Promise<string>> = {
  '[data-popup-trigger="price-alert"]': async (page) => (await vehiclePaths(page, 1))[0] ?? '',
  '[data-popup-trigger="offer-help"]': async (_page, request) => offerPage(request),
  '[data-vehicle-card]': async () => '/cars-for-sale',
  '[data-store-hours]': async () => '/',
};

async function pageWith(selector: string, page: Page, request: APIRequestContext): Promise<string> {
  const find = SELECTOR_PAGES[selector];
  if (!find) throw new Error(`popup-opener: no page known to render ${selector}; add it to SELECTOR_PAGES`);
  return find(page, request);
}

/** A page a pages rule names (a path or a route name) that the site serves. */
function pathOfPageEntry(entry: string): string | null {
  if (entry.startsWith('/')) return entry;
  const route = routes[entry as RouteName];
  if (!route || route.pattern.includes(':')) return null;
  return loadSiteData().enabledPages.includes(route.pageKey) ? pathFor(entry as RouteName) : null;
}

/** A condition the opener can make hold on this dataset (a vehicle route needs vehicles). */
function reachable(rules: readonly SeedPopupRule[]): boolean {
  return rules.every((rule) => {
    if (rule._type === 'popupRuleItemsViewed' && rule.name === 'vehicle') return seedVehicles().length >= 3;
    if (rule._type === 'popupRulePages') return (rule.pages ?? []).some((entry) => pathOfPageEntry(entry) !== null);
    return true;
  });
}

/** The cookies an advertising rule needs (unset holds for `absent` and `not`). */
function adsCookie(rule: Extract<SeedPopupRule, { _type: 'popupRuleAdsValue' }>): string | null {
  switch (rule.mode) {
    case 'present':
      return 'e2e';
    case 'equals':
      return rule.value ?? null;
    case 'in':
      return rule.values?.[0] ?? null;
    default:
      return null;
  }
}

const LEAD_COOKIES = [
  ['firstName', 'Popup'],
  ['lastName', 'Tester'],
  ['email', 'popup.tester@example.com'],
  ['phone', '(630) 555-0142'],
] as const;

export interface OpenedPopup {
  /** The popup's element (`[data-popup-id]`), visible. */
  popup: ReturnType<Page['locator']>;
  /** The trigger the visitor pressed, for a popup that opens on a click. */
  trigger: ReturnType<Page['locator']> | null;
}

/**
 * Makes the first reachable condition of `popup` hold and returns the open popup. Every other popup is marked as
 * finished first, so none of them opens in its place (the runtime shows one at a time).
 */
export async function openSeedPopup(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  popup: SeedPopup,
): Promise<OpenedPopup> {
  const id = popup.popupId;
  const rules = (popup.conditions ?? []).map((condition) => condition.rules ?? []).find(reachable);
  if (!rules) throw new Error(`popup-opener: no condition of ${id} can hold on this dataset`);

  const others = seedPopups()
    .map((other) => other.popupId)
    .filter((other) => other !== id);
  await context.addInitScript(
    (finished) => window.localStorage.setItem('finishedPopups', JSON.stringify(finished)),
    others,
  );

  const cookies: { name: string; value: string }[] = [];
  let target: string | null = null;
  let clickOn: string | null = null;
  let seconds = 0;
  const visits: (() => Promise<void>)[] = [];
  for (const rule of rules) {
    switch (rule._type) {
      case 'popupRuleIsLead':
        if (rule.isLead) cookies.push(...LEAD_COOKIES.map(([name, value]) => ({ name, value })));
        break;
      case 'popupRuleAdsValue': {
        const value = adsCookie(rule);
        if (value !== null && rule.key) cookies.push({ name: rule.key, value });
        break;
      }
      case 'popupRulePages':
        target = (rule.pages ?? []).map(pathOfPageEntry).find((path) => path !== null) ?? null;
        break;
      case 'popupRuleTagQuery':
        target ??= await pageWith(rule.query ?? '', page, context.request);
        break;
      case 'popupRuleItemClicked':
        clickOn = rule.selector ?? '';
        target = await pageWith(clickOn, page, context.request);
        break;
      case 'popupRuleTimer':
        seconds = Math.max(seconds, rule.seconds ?? 0);
        break;
      case 'popupRuleItemsViewed': {
        const count = Math.max(rule.minCount ?? 1, 1);
        const distinct = (rule.params ?? []).some((param) => param.value === 'true');
        visits.push(async () => {
          const paths =
            rule.name === 'vehicle'
              ? await vehiclePaths(page, distinct ? count : 1)
              : rule.name
                ? [pathFor(rule.name as RouteName, { slug: loadSiteData().slugs.article[0] ?? '' })]
                : [rule.path ?? '/'];
          for (let visit = 1; visit <= count; visit += 1) {
            await visitCounted(page, paths[distinct ? visit - 1 : 0] ?? '', visit, id);
          }
          target ??= paths[distinct ? count - 1 : 0] ?? null;
        });
        break;
      }
    }
  }

  await context.addCookies(
    cookies.map((cookie) => ({ ...cookie, value: encodeURIComponent(cookie.value), url: baseURL })),
  );
  if (seconds > 0) {
    // Time flows as usual (the page loads its scripts on timers); fastForward below jumps the rule's seconds.
    await page.clock.install();
    await page.clock.resume();
  }
  for (const visit of visits) await visit();
  const element = page.locator(`[data-popup-id="${id}"]`);
  // Already there after counting the visits (the runtime has its triggers), else the page the rules need.
  const here = page.url().startsWith('http') ? new URL(page.url()).pathname : null;
  if (here === null || here !== (target ?? here)) await gotoWithRuntime(page, target ?? '/');
  if (seconds > 0) await page.clock.fastForward(seconds * 1000 + 1000);

  let trigger: OpenedPopup['trigger'] = null;
  if (clickOn) {
    trigger = page.locator(clickOn).first();
    // Shown once the runtime listens for it; a button, reached and pressed with the keyboard.
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveRole('button');
    await trigger.focus();
    await page.keyboard.press('Enter');
  }
  await expect(element, `popup ${id} opens`).toBeVisible();
  return { popup: element, trigger };
}
