/**
 * Next writes a page's JavaScript as `<script src="…" async="">` tags in the head (and one `<link rel="preload">`
 * for the first of them). An async script runs the moment it arrives, so on a slow phone, or whenever the scripts
 * come from the browser's cache, the framework's start-up and hydration run before the browser has painted
 * anything, and on a slow network the scripts share the bandwidth with the stylesheets and the hero image. This
 * rewrites those tags, once per document, into one small inline loader that requests the very same scripts as soon
 * as the page reports its first contentful paint: the visitor sees the page first, then it becomes interactive
 * (docs/caching.md, "Scripts after the first paint"). Pure.
 *
 * The loader also starts the scripts at once when the page is hidden (nothing to paint for), when the browser
 * cannot report paints, and after three seconds in any case. Scripts inserted this way are async, exactly like
 * Next's own tags, so the order they run in is unchanged. The loader is an inline script: the document hook hashes
 * it into the page's Content-Security-Policy like every other inline script, and the scripts it adds are the
 * site's own ('self').
 */

/** A script tag exactly as Next writes it for a page's chunks: a root-relative `src` and `async`, nothing else. */
const NEXT_ASYNC_SCRIPT = /<script src="(\/[^"<>]*)" async=""><\/script>/g;

/** Next's preload for the first chunk; it would start that download before the first paint again. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/[^"<>]*)"\/>/g;

/** Longest a page waits for its first paint before its scripts are requested anyway (a page that paints nothing). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * The loader's source for `urls`, in the order Next listed them. `<` is escaped in the list so no URL can close the
 * script element.
 */
export function firstPaintLoader(urls: readonly string[]): string {
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return (
    '(function(d,w,u){var s=0;function l(){if(s)return;s=1;' +
    "for(var i=0;i<u.length;i++){var e=d.createElement('script');e.src=u[i];e.async=true;d.head.appendChild(e)}}" +
    "var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes;if(d.visibilityState==='hidden'||!t||t.indexOf('paint')<0)return l();" +
    "new P(function(r,o){if(r.getEntriesByName('first-contentful-paint').length){o.disconnect();l()}})" +
    ".observe({type:'paint',buffered:true});" +
    `w.setTimeout(l,${FIRST_PAINT_WAIT_MS})})(document,window,${list})`
  );
}

export function loadScriptsAfterFirstPaint(html: string): string {
  const tags = [...html.matchAll(NEXT_ASYNC_SCRIPT)];
  if (tags.length === 0) return html;
  const urls = [...new Set(tags.map((tag) => tag[1]!))];
  // The loader takes the first script's place (in the head); the other places close up.
  let rewritten = '';
  let from = 0;
  tags.forEach((tag, index) => {
    rewritten += html.slice(from, tag.index) + (index === 0 ? `<script>${firstPaintLoader(urls)}</script>` : '');
    from = tag.index + tag[0].length;
  });
  rewritten += html.slice(from);
  return rewritten.replace(SCRIPT_PRELOAD, (tag, url: string) => (urls.includes(url) ? '' : tag));
}
