/**
 * Document titles: a page's own title when it has one; otherwise the title-cased last path segment
 * ('/our-company/meet-our-team' → 'Meet Our Team'); error pages get 'status - message' ('404 - Page not found').
 */

const SMALL_WORDS = new Set<string>();

/** 'meet-our-team' → 'Meet Our Team'; underscores and repeated dashes count as spaces. */
export function titleCase(segment: string): string {
  return segment
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The fallback title for a path: its last non-empty segment, title-cased; 'Home' for '/'. */
export function titleFromPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (!last) return 'Home';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  return titleCase(decoded) || 'Home';
}

/** 'status - message', e.g. '404 - Page not found', '500 - Something went wrong'. */
export function statusTitle(status: number, message: string): string {
  return `${status} - ${message}`;
}

/** The first non-blank explicit title, else the path fallback. */
export function documentTitle(pathname: string, ...explicit: (string | null | undefined)[]): string {
  const given = explicit.find((title) => typeof title === 'string' && title.trim() !== '');
  return given?.trim() ?? titleFromPath(pathname);
}
