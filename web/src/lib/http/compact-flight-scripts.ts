/**
 * Next writes a page's RSC payload into the document as inline scripts, `self.__next_f.push([1,"…"])`, with the
 * payload text as a JSON string. The payload is itself mostly JSON, so every `"` in it costs a backslash: about one
 * byte in twelve of a page (docs/caching.md, "What a page sends"). The same text as a single-quoted JavaScript string
 * needs no escape for `"`. This rewrites each such script's literal, once per document, to the shortest equivalent:
 * the script pushes the very same string, so the browser's hydration is unchanged. Pure.
 */

/** A payload script exactly as Next writes it (no attributes: pages carry no nonce; docs/caching.md). */
const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;

/**
 * Characters a single-quoted literal inside an HTML `<script>` cannot hold as they are: the quote and backslash,
 * line terminators and other control characters, and `<` (so the text can never close the script or open an HTML
 * comment in it, as Next's own escaping ensures).
 */
const NEEDS_ESCAPE = /[\\'<\u0000-\u001f\u2028\u2029]/g;
const SHORT_ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function singleQuotedScriptString(text: string): string {
  const body = text.replace(
    NEEDS_ESCAPE,
    (char) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `'${body}'`;
}

export function compactFlightScripts(html: string): string {
  return html.replace(FLIGHT_SCRIPT, (script, literal: string) => {
    let text: unknown;
    try {
      text = JSON.parse(literal);
    } catch {
      return script;
    }
    if (typeof text !== 'string') return script;
    return `<script>self.__next_f.push([1,${singleQuotedScriptString(text)}])</script>`;
  });
}
