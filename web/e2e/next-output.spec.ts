/**
 * The document hook (src/server/http/document-hook.ts) rewrites one thing in Next's HTML: the `<script src async>`
 * tags of a page's chunks become the first-paint loader (src/lib/http/scripts-after-first-paint.ts). It matches
 * Next's exact output, so a Next upgrade that writes those tags differently would quietly turn it off. This fails
 * loudly instead, naming the Next version that changed, on the page as Next renders it today.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';

const nextVersion = (
  JSON.parse(readFileSync(path.join(require.resolve('next/package.json')), 'utf8')) as { version: string }
).version;

test('Next’s chunk tags are still the ones the first-paint loader replaces', async ({ request }) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const chunks = [...html.matchAll(/\/_next\/static\/chunks\/[^"'\\]+\.js/g)];
  expect(chunks.length, 'the page names its chunks').toBeGreaterThan(0);
  expect(
    html,
    `next@${nextVersion} writes chunk tags the loader does not recognise: update scripts-after-first-paint.ts`,
  ).not.toMatch(/<script\b(?![^>]*\bnoModule)[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+"[^>]*>/);
  expect(html, `next@${nextVersion}: no first-paint loader in the page`).toContain("d.createElement('script')");
});
