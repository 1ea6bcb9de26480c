/** Script URLs a module-capable browser fetches on first load: every `<script src>` except `nomodule` ones. Pure. */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
    if (src) urls.add(new URL(src.replace(/&amp;/g, '&'), pageUrl).href);
  }
  return [...urls];
}
