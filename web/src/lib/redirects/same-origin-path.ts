/**
 * Where to send a visitor back to, from a URL the client supplied (the Referer of a plain form post): only a page
 * of this site, as a path. A Location that starts with `//` or `/\` is read by browsers as another host, so a
 * path like `http://shop.example//evil.com/x` must not come back as `//evil.com/x`.
 */

/** Is `location` a path on the current host (one leading slash, then not a slash or backslash)? */
export function isSameOriginLocation(location: string): boolean {
  if (!/^\/(?![/\\])/.test(location)) return false;
  // What a browser would do with it: resolve against this host and stay there. Control characters are stripped
  // by URL parsers, so `/\t/evil.com` is checked as `//evil.com`.
  try {
    const base = new URL('http://same-origin.invalid/');
    return new URL(location, base).origin === base.origin;
  } catch {
    return false;
  }
}

/**
 * The path and query of `candidate` when it is an http(s) URL on `host`, with repeated leading slashes folded into
 * one; null for another origin, credentials in the URL, anything unparsable or not absolute.
 */
export function sameOriginPath(candidate: string | null | undefined, host: string): string | null {
  if (!candidate) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.host.toLowerCase() !== host.toLowerCase()) return null;
  const location = `${url.pathname.replace(/^[/\\]+/, '/')}${url.search}`;
  return isSameOriginLocation(location) ? location : null;
}
