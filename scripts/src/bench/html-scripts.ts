/**
 * Script URLs a module-capable browser fetches on first load: every `<script src>` except `nomodule` ones, and the
 * chunks the page's first-paint loader adds (the document hook writes Next's chunk tags into one inline loader for
 * a browser's page request: web/src/lib/http/scripts-after-first-paint.ts). Pure.
 */
const LOADER_URLS = /\}\)\(document,window,(\[[^\]]*\])\)<\/script>/g;

export function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) urls.add(new URL(src.replace(/&amp;/g, '&'), pageUrl).href);
  }
  for (const match of html.matchAll(LOADER_URLS)) {
    for (const src of JSON.parse(match[1]!) as string[]) urls.add(new URL(src, pageUrl).href);
  }
  return [...urls];
}
