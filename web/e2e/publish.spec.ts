/**
 * Publishing reaches the cache: an editor's change (here: the run's copy of the embedded dataset is edited, as
 * `npm run seed` or the Content Lake would change it) plus the signed publish webhook shows on the very next request
 * of a page that shows the changed document type, while a page that does not show it stays a cache hit. Through the
 * stack, on every instance within nginx's micro-cache time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeSignatureHeader } from '@sanity/webhook';
import { expect, test, type APIRequestContext } from './test';
import { E2E_REVALIDATE_SECRET, ownsServer, seedDir, throughStack } from './e2e-env';
import { dataset, loadSiteData } from './site-data';

const site = loadSiteData();
const file = path.join(seedDir, `${dataset}.ndjson`);
/** nginx keeps a cookie-less page for one second, counted in whole seconds: gone after at most two. */
const MICRO_CACHE_MS = 2_100;

test.describe.configure({ mode: 'serial' });
test.skip(!ownsServer, 'edits the dataset of the suite’s own server');
test.skip(site.slugs.legalPage.length === 0, 'needs a legal page');

async function publish(request: APIRequestContext, type: string) {
  const body = JSON.stringify({ _type: type });
  const signature = await encodeSignatureHeader(body, Date.now(), E2E_REVALIDATE_SECRET);
  const response = await request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': signature },
    data: body,
  });
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
  // A browser's page requests (text/html): identical ones within a second are replayed by the server, and a publish
  // must clear those too.
  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { accept: 'text/html' },
  });
  const legalPath = `/legal/${slug}`;
  for (const path of [legalPath, '/contact-us']) {
    await visitor.get(path);
    expect((await visitor.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
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
 * nginx's copies, and nginx may answer a cookie-less page from its micro-cache for up to two seconds. So after that
 * time every request shows the change, whichever instance answers it.
 */
test('through the stack, a publish shows on every instance once the micro-cache has let go', async ({
  playwright,
  baseURL,
}) => {
  test.skip(!throughStack, 'runs through the stack only (E2E_STACK=1)');
  const slug = site.slugs.legalPage[0]!;
  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { accept: 'text/html' },
  });
  const legalPath = `/legal/${slug}`;
  // Both instances have the page in their cache before the publish.
  for (let request = 0; request < 4; request += 1) expect((await visitor.get(legalPath)).status()).toBe(200);
  const title = `Terms revised ${Date.now()}`;
  const original = retitleLegalPage(slug, title);
  try {
    const { revalidated } = await publish(visitor, 'legalPage');
    expect(revalidated).toEqual(['legalPage']);
    await new Promise((resolve) => setTimeout(resolve, MICRO_CACHE_MS));
    for (let request = 0; request < 6; request += 1)
      expect(await (await visitor.get(legalPath)).text(), `request ${request + 1} after the publish`).toContain(title);
  } finally {
    writeFileSync(file, original);
    await publish(visitor, 'legalPage');
    await visitor.dispose();
  }
});

test('a publish with a bad signature changes nothing', async ({ request }) => {
  const response = await request.post('/api/revalidate', {
    headers: { 'content-type': 'application/json', 'sanity-webhook-signature': 't=1,v1=bad' },
    data: JSON.stringify({ _type: 'legalPage' }),
  });
  expect(response.status()).toBe(401);
});
