/**
 * SHA-256 (base64) of each inline script of an HTML document, as a Content-Security-Policy hash source matches
 * them: the exact text between `<script …>` and `</script>` of every script without `src`. Data blocks such as
 * JSON-LD are hashed too (harmless: they never run). Pure; the digest function is passed in so it runs anywhere.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || text.length === 0) continue;
    scripts.push(text);
  }
  return scripts;
}

export function inlineScriptHashes(html: string, sha256Base64: (text: string) => string): string[] {
  return [...new Set(inlineScripts(html).map(sha256Base64))];
}
