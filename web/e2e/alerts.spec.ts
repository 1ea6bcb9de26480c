/**
 * E-mail alerts, as a shopper lives them (docs/alerts.md), on the dealership variant's own server: sign up for a
 * car's price drops, get the confirmation mail, confirm on the page; the price is lowered in the run's dataset and
 * published through the signed webhook; exactly one alert e-mail arrives, with one-click unsubscribe headers; the
 * one-click POST unsubscribes; after another price drop, no more e-mail. A second shopper following the same car
 * hears about that second drop, which shows it was processed. The confirmation and unsubscribe pages are axe clean.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';

import { expectNoAxeViolations } from './axe';
import { E2E_REVALIDATE_SECRET, inboxDir, ownsServer, seedDir } from './e2e-env';
import { readInbox, waitForMail, type CaughtMail } from './mail-catcher';
import { dataset, seedVehicles } from './site-data';
import { expect, test, type APIRequestContext, type Page } from './test';

const file = path.join(seedDir, `${dataset}.ndjson`);

test.describe.configure({ mode: 'serial' });
test.skip(dataset !== 'dealership', 'alerts follow the inventory (dealership variant)');
test.skip(!ownsServer, 'edits the dataset of the suite’s own server and reads its mail');

/** A check and a digest run within a minute of a publish (docs/alerts.md#batching). */
const ALERT_MAIL_TIMEOUT_MS = 120_000;

async function publishVehicles(request: APIRequestContext) {
  const body = JSON.stringify({ _type: 'vehicle' });
  const signature = await encodeSignatureHeader(body, Date.now(), E2E_REVALIDATE_SECRET);
  const response = await request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    data: body,
  });
  expect(response.status()).toBe(200);
}

/** Sets one vehicle's price in the run's dataset, as an editor's publish or an import would. */
function setPrice(vin: string, price: number) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (!line.trim()) return line;
      const doc = JSON.parse(line) as { _type?: string; vin?: string; _id?: string };
      return doc._type === 'vehicle' && doc.vin === vin && !String(doc._id).startsWith('drafts.')
        ? JSON.stringify({ ...doc, price })
        : line;
    });
  writeFileSync(file, lines.join('\n'));
}

const to = (email: string) => (mail: CaughtMail) => mail.envelopeTo.includes(email);
const isDigest = (mail: CaughtMail) => (mail.subject ?? '').startsWith('News about cars');
const digestsTo = (email: string) => readInbox(inboxDir).filter((mail) => to(email)(mail) && isDigest(mail));

/** Signs `email` up for the car's price drops and confirms through the e-mailed page (axe-checked). */
async function signUpAndConfirm(page: Page, email: string, vin: string) {
  const response = await page.request.post('/api/alerts', { data: { email, kind: 'price-drop', vin } });
  expect(response.status()).toBe(202);
  const confirmation = await waitForMail(
    inboxDir,
    (mail) => to(email)(mail) && /Confirm your car alert/.test(mail.subject ?? ''),
  );
  const link = /https?:\/\/[^\s]+\/alerts\/confirm\/[A-Za-z0-9_-]{43}/.exec(confirmation.text ?? '')?.[0];
  expect(link, 'the confirmation mail links to the confirmation page').toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your car alert' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page.getByRole('status')).toHaveText('Your alert is on. We will e-mail you when something changes.');
}

test('price-drop alert: confirm, one e-mail per drop, one-click unsubscribe stops it', async ({ page, request }) => {
  test.setTimeout(6 * 60_000);
  const car = seedVehicles().find(
    (vehicle) => !vehicle.isPrivate && typeof vehicle.price === 'number' && vehicle.price > 10_000,
  )!;
  const original = readFileSync(file, 'utf8');
  const run = Date.now().toString(36);
  const ann = `ann-${run}@example.com`;
  const bob = `bob-${run}@example.com`;
  try {
    await signUpAndConfirm(page, ann, car.vin);

    setPrice(car.vin, car.price! - 1_000);
    await publishVehicles(request);
    const digest = await waitForMail(inboxDir, (mail) => to(ann)(mail) && isDigest(mail), ALERT_MAIL_TIMEOUT_MS);
    expect(digest.text).toContain(
      `price lowered from $${car.price!.toLocaleString('en-US')} to $${(car.price! - 1_000).toLocaleString('en-US')}`,
    );
    const oneClick = /^<(https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43})>$/.exec(
      digest.headers.get('list-unsubscribe') ?? '',
    )?.[1];
    expect(oneClick, 'List-Unsubscribe names the one-click address').toBeTruthy();
    expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(digestsTo(ann)).toHaveLength(1);

    // RFC 8058: the mail provider POSTs, from its own server.
    const unsubscribed = await request.post(new URL(oneClick!).pathname + new URL(oneClick!).search, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status()).toBe(200);
    const pageLink = /https?:\/\/[^\s]+\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(digest.text ?? '')?.[0];
    await page.goto(new URL(pageLink!).pathname);
    await expect(page.getByRole('status')).toHaveText('You are unsubscribed. We will not e-mail you about this again.');
    await expectNoAxeViolations(page);

    // Another shopper follows the same car; the next drop reaches them, and no longer the first.
    await signUpAndConfirm(page, bob, car.vin);
    setPrice(car.vin, car.price! - 2_000);
    await publishVehicles(request);
    await waitForMail(inboxDir, (mail) => to(bob)(mail) && isDigest(mail), ALERT_MAIL_TIMEOUT_MS);
    expect(digestsTo(ann)).toHaveLength(1);
  } finally {
    writeFileSync(file, original);
    await publishVehicles(request);
  }
});
