/**
 * First-load JavaScript of an App Router route from the build's manifests. Pure.
 *
 * `build-manifest.json` lists `rootMainFiles` (the runtime every page loads) and `polyfillFiles` (loaded only by
 * browsers without modules: left out). Each page's `page_client-reference-manifest.js` assigns
 * `globalThis.__RSC_MANIFEST[route] = {…, entryJSFiles: {entry: [chunk, …]}}`, one entry per segment file
 * (layouts, page, not-found, error …). A first load runs the page and the layouts (and templates and loading
 * states) above it; not-found and error boundaries load only when they render.
 */

export interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

/** `{route, manifest}` of a page_client-reference-manifest.js (its object literal is JSON). */
export function parseClientReferenceManifest(source: string): { route: string; manifest: ClientReferenceManifest } {
  const match = /__RSC_MANIFEST\["([^"]+)"\]\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(source.trim());
  if (!match?.[1] || !match[2]) throw new Error('not a client reference manifest');
  return { route: match[1], manifest: JSON.parse(match[2]) as ClientReferenceManifest };
}

/** The runtime chunks of every page: `rootMainFiles` of build-manifest.json. */
export function rootMainFiles(buildManifest: unknown): string[] {
  const files = (buildManifest as { rootMainFiles?: unknown } | null)?.rootMainFiles;
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : [];
}

const FIRST_LOAD_SEGMENTS = new Set(['layout', 'template', 'loading']);

/**
 * Chunks a first visit to `route` (e.g. `/(site)/contact-us/page`) downloads: the root main files, then the page's
 * and its ancestors' layout/template/loading entries, each once, in order.
 */
export function firstLoadFiles(
  route: string,
  manifest: ClientReferenceManifest,
  mainFiles: readonly string[],
): string[] {
  const pageDir = route.replace(/\/page$/, '');
  const entries = manifest.entryJSFiles ?? {};
  const files = new Set(mainFiles);
  for (const [entry, chunks] of Object.entries(entries)) {
    // Entries are `[project]/<app dir><segment path>/<file>`: compare the part from the route's segments on.
    const appRelative = /\/app(\/.*)$/.exec(entry)?.[1] ?? entry;
    const slash = appRelative.lastIndexOf('/');
    const dir = appRelative.slice(0, slash);
    const file = appRelative.slice(slash + 1);
    const isPage = appRelative === route;
    const isAncestor =
      FIRST_LOAD_SEGMENTS.has(file) && (pageDir === dir || pageDir.startsWith(`${dir}/`) || dir === '');
    if (isPage || isAncestor) for (const chunk of chunks) files.add(chunk);
  }
  return [...files];
}
