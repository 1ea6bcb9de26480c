/**
 * What the conversion suites share: the events log (`window.__trackingLog`, on with TRACKING_DEBUG=1), the check
 * that one conversion reached every destination with one event id (the Conversions API request caught on loopback,
 * capi-catcher.ts), the check that one was withheld from Meta under Global Privacy Control, and the form helpers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Locator, type Page } from './test';
import { readServerEvents, waitForServerEvent } from './capi-catcher';
import { capiDir, ownsServer } from './e2e-env';
import { dataset } from './site-data';

export interface LogEntry {
  name: string;
  value: number;
  currency: string;
  eventId: string;
  sent: string[];
  withheld: Record<string, string>;
  consent: { analytics: boolean; targeting: boolean; gpc: boolean };
}

export function seedDocuments(): Record<string, unknown>[] {
  const dir = process.env.SEED_DIR ?? path.join(__dirname, '..', '..', 'seed', 'dist');
  return readFileSync(path.join(dir, `${dataset}.ndjson`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A control by its label's text; the label may end with the required marker `*`. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

export async function trackingLog(page: Page): Promise<LogEntry[]> {
  return (await page.evaluate(() => (window as { __trackingLog?: unknown[] }).__trackingLog ?? [])) as LogEntry[];
}

/** The log's entry for `name` once it appears (the event fires when the server's answer arrives). */
export async function logEntry(page: Page, name: string): Promise<LogEntry> {
  let found: LogEntry | undefined;
  await expect
    .poll(async () => {
      found = (await trackingLog(page)).find((entry) => entry.name === name);
      return Boolean(found);
    }, `events log has ${name}`)
    .toBe(true);
  return found as LogEntry;
}

/** Sent everywhere with the catalogue value, and the server's Conversions API request carries the same id. */
export async function expectConversion(page: Page, name: string, value: number, idPrefix: RegExp): Promise<LogEntry> {
  const entry = await logEntry(page, name);
  expect(entry).toMatchObject({ name, value, currency: 'USD' });
  expect(entry.eventId).toMatch(idPrefix);
  expect(entry.sent).toEqual(['ga4', 'meta-pixel', 'meta-capi']);
  if (ownsServer) {
    const sent = await waitForServerEvent(capiDir, entry.eventId, name);
    expect(sent.event_name).toBe(name);
    expect(sent.custom_data).toMatchObject({ value, currency: 'USD' });
    // The visitor's address is hashed on the server (SHA-256 hex), never sent as typed.
    const em = sent.user_data.em;
    if (em !== undefined) expect(String(em)).toMatch(/^[0-9a-f]{64}$/);
  }
  // Fired once for the one success (the submission's other events share its id under their own names).
  expect((await trackingLog(page)).filter((item) => item.eventId === entry.eventId && item.name === name)).toHaveLength(
    1,
  );
  return entry;
}

/**
 * The visitor sends Global Privacy Control (the header and `navigator.globalPrivacyControl`); returns the bodies
 * posted to the site's Conversions API endpoint, which must stay empty.
 */
export async function withGpc(context: BrowserContext, page: Page): Promise<string[]> {
  await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
  await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  const trackPosts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/track/facebook') trackPosts.push(request.postData() ?? '');
  });
  return trackPosts;
}

/** Logged, but withheld from the Meta pixel and the Conversions API, and never posted to the server. */
export async function expectWithheldFromMeta(page: Page, name: string, trackPosts: string[]): Promise<LogEntry> {
  const entry = await logEntry(page, name);
  expect(entry.consent).toMatchObject({ gpc: true, targeting: false });
  expect(entry.sent).not.toContain('meta-pixel');
  expect(entry.sent).not.toContain('meta-capi');
  expect(entry.withheld['meta-capi']).toBeDefined();
  expect(trackPosts).toEqual([]);
  if (ownsServer) expect(readServerEvents(capiDir).some((event) => event.event_id === entry.eventId)).toBe(false);
  return entry;
}

/** The page view was logged (so the log works) and no `name` was. */
export async function expectNoConversion(page: Page, name: string): Promise<void> {
  await logEntry(page, 'PageView');
  expect((await trackingLog(page)).map((entry) => entry.name)).not.toContain(name);
}

export async function fillVisitor(scope: Page | Locator, email: string) {
  await field(scope, 'First name').fill('Jamie');
  await field(scope, 'Last name').fill('Tester');
  await field(scope, 'E-mail').fill(email);
  await field(scope, 'Phone').pressSequentially('6305550123');
}
