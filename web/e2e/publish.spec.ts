/**
 * Publishing reaches the cache: an editor's change (here: the run's copy of the embedded dataset is edited, as
 * `npm run seed` or the Content Lake would change it) plus the signed publish webhook shows on the very next request
 * of a page that shows the changed document type, while a page that does not show it stays a cache hit. Through the
 * stack: on every instance, and to visitors once nginx's micro-cache lets go.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';
import { expect, test, type APIRequestContext } from './test';
import { E2E_REVALIDATE_SECRET, ownsServer, seedDir, throughStack } from './e2e-env';
import { dataset, loadSiteData } from './site-data';

const site = loadSiteData();
const file = path.join(seedDir, `${dataset}.ndjson`);

test.describe.configure({ mode: 'serial' });
test.skip(!ownsServer, 'edits the dataset of the suite’s own server');
test.skip(site.slugs.legalPage.length === 0, 'needs a legal page');

/**
 * Sends a signed publish webhook as Sanity does, including its retry: a 503 (the shared cache did not confirm the
 * expiry in time, on a loaded machine) is sent again, the very same request, after its Retry-After.
 */
async function publish(request: APIRequestContext, type: string) {
  const body = JSON.stringify({ _type: type });
  const signature = await encodeSignatureHeader(body, Date.now(), E2E_REVALIDATE_SECRET);
  const send = () =>
    request.post('/api/revalidate', {
      headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
      data: body,
    });
  let response = await send();
  for (let retry = 0; retry < 3 && response.status() === 503; retry += 1) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers()['retry-after'] ?? 5) * 1000));
    response = await send();
  }
  expect(response.status()).toBe(200);
  return (await response.json()) as { revalidated: string[] };
}

/** Replaces the title of one legal page in the run's dataset; returns the original text to restore. */
function retitleLegalPage(slug: string, title: string): string {
  const original = readFileSync(file, 'utf8');
  const lines = original.split('\n').map((line) => {
    if (!line.trim()) return line;
    const doc = JSON.parse(line) as { _type?: string; slug?: { current?: string }; title?: string };
    if (doc._type !== 'legalPage' || doc.slug?.current !== slug) return line;
    return JSON.stringify({ ...doc, title });
  });
  writeFileSync(file, lines.join('\n'));
  return original;
}

test('a published legal page shows on the next request; the contact page stays a cache hit', async ({
  playwright,
  baseURL,
}) => {
  test.skip(throughStack, 'through the stack, the test below');
  const slug = site.slugs.legalPage[0]!;
  // A browser's page requests (text/html), as a first-time visitor sends them.
  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { accept: 'text/html' },
  });
  const legalPath = `/legal/${slug}`;
  // Both pages become cache hits first. An earlier test may have left a copy past its revalidation time: that copy
  // is answered STALE while Next renders the page again in the background, so the hit can take a request or two.
  for (const path of [legalPath, '/contact-us']) {
    await expect
      .poll(async () => (await visitor.get(path)).headers()['x-nextjs-cache'], { timeout: 20_000 })
      .toBe('HIT');
  }

  const title = `Terms revised ${Date.now()}`;
  const original = retitleLegalPage(slug, title);
  try {
    const { revalidated } = await publish(visitor, 'legalPage');
    expect(revalidated).toEqual(['legalPage']);

    const updated = await visitor.get(legalPath);
    expect(await updated.text()).toContain(title);
    expect(updated.headers()['x-nextjs-cache']).not.toBe('HIT');
    expect((await visitor.get(legalPath)).headers()['x-nextjs-cache']).toBe('HIT');
    expect((await visitor.get('/contact-us')).headers()['x-nextjs-cache']).toBe('HIT');
  } finally {
    writeFileSync(file, original);
    await publish(visitor, 'legalPage');
    await visitor.dispose();
  }
});

/**
 * Through the stack (E2E_STACK=1) the webhook reaches one instance through the upstream and every instance through
 * nginx's copies. nginx keeps a cookie-less page up to two seconds, then answers its expired copy once more while it
 * fetches the new one (`proxy_cache_use_stale updating`): so a visitor sees the change within a few seconds, and
 * from then on every instance serves it.
 */
test('through the stack, a publish reaches every instance and shows once the micro-cache lets go', async ({
  playwright,
  baseURL,
}) => {
  test.skip(!throughStack, 'runs through the stack only (E2E_STACK=1)');
  const slug = site.slugs.legalPage[0]!;
  const context = (cookie?: string) =>
    playwright.request.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      extraHTTPHeaders: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });
  const visitor = await context();
  // A cookie that changes nothing on the page keeps nginx's cache out of the way: each request reaches an instance,
  // the upstream taking them in turn.
  const pastNginx = await context('e2e=publish');
  const legalPath = `/legal/${slug}`;
  // Both instances have the page in their cache, and nginx has it, before the publish.
  for (let request = 0; request < 4; request += 1) expect((await pastNginx.get(legalPath)).status()).toBe(200);
  expect((await visitor.get(legalPath)).status()).toBe(200);
  const title = `Terms revised ${Date.now()}`;
  const original = retitleLegalPage(slug, title);
  try {
    const { revalidated } = await publish(visitor, 'legalPage');
    expect(revalidated).toEqual(['legalPage']);
    await expect
      .poll(async () => (await (await visitor.get(legalPath)).text()).includes(title), { timeout: 10_000 })
      .toBe(true);
    // Were one instance missed by the webhook, about every other request here would show the old title.
    for (let request = 0; request < 10; request += 1)
      expect(await (await pastNginx.get(legalPath)).text(), `request ${request + 1} past nginx`).toContain(title);
  } finally {
    writeFileSync(file, original);
    await publish(visitor, 'legalPage');
    await visitor.dispose();
    await pastNginx.dispose();
  }
});

test('a publish with a bad signature changes nothing', async ({ request }) => {
  const response = await request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': 't=1,v1=bad' },
    data: JSON.stringify({ _type: 'legalPage' }),
  });
  expect(response.status()).toBe(401);
});
