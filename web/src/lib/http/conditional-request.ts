/**
 * Whether a GET's If-None-Match names the representation about to be sent (RFC 9110 §13.1.2): `*`, or any listed
 * entity tag equal to it under the weak comparison (a `W/` prefix is ignored on either side). A hit answers 304
 * Not Modified without a body. Pure.
 */
const stripWeak = (tag: string) => tag.trim().replace(/^W\//, '');

export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const header = ifNoneMatch.trim();
  if (header === '*') return true;
  const wanted = stripWeak(etag);
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => stripWeak(tag) === wanted);
}
