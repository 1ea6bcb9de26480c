/**
 * CSRF check for cookie-carrying browser requests: is this a request another site's page made?
 *
 * Browsers send `Origin` on every cross-origin POST (and `Sec-Fetch-Site`), and a page cannot forge either. The
 * origin's host is compared with the host the request was addressed to (`X-Forwarded-Host` behind a proxy, else
 * `Host`, else the URL), not the scheme: TLS usually ends at the proxy. A request with neither header comes from a
 * server or a tool (integrations posting leads), which carries no visitor cookies to abuse.
 */

function firstValue(value: string | null): string | null {
  const first = value?.split(',')[0]?.trim().toLowerCase();
  return first ? first : null;
}

/** The hosts this request may legitimately come from (as the browser saw them). */
function requestHosts(request: Request): string[] {
  const hosts = [firstValue(request.headers.get('x-forwarded-host')), firstValue(request.headers.get('host'))];
  try {
    hosts.push(new URL(request.url).host.toLowerCase());
  } catch {
    // A relative or broken URL: the headers decide.
  }
  return hosts.filter((host): host is string => host !== null);
}

export function isCrossSiteRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase();
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    // 'null' (sandboxed frames, some redirects) throws here and counts as cross-site.
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  return !requestHosts(request).includes(originHost);
}
