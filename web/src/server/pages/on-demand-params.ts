/**
 * `generateStaticParams` for routes rendered on their first request and then served from Next's cache until a
 * publish expires their tags (docs/caching.md): no path is rendered at build time (the content may not be
 * reachable there), and every slug is cached once a visitor asks for it. Slugs that name nothing never render:
 * proxy.ts answers them with a 404 first.
 */
export async function generateStaticParams(): Promise<never[]> {
  return [];
}
