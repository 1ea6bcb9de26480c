/**
 * The links between the repository's own docs and from code to them: every `docs/<page>.md#anchor` a comment or a
 * Markdown page names must exist, so a renamed heading or a moved page fails a test instead of leaving a dead
 * pointer. Pure over file texts; the test reads the tree.
 */

/** GitHub's anchor for a heading: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown page offers: one per heading (GitHub numbers repeats `-1`, `-2` …). */
export function pageAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

export interface DocLink {
  /** The page, relative to the repository root (`docs/leads.md`). */
  page: string;
  anchor: string | null;
}

/** `docs/<page>.md[#anchor]` as code and pages outside docs/ name them. */
export function repoDocLinks(text: string): DocLink[] {
  return [...text.matchAll(/\bdocs\/([a-z0-9-]+\.md)(?:#([A-Za-z0-9_-]+))?/g)].map((match) => ({
    page: `docs/${match[1]}`,
    anchor: match[2] ?? null,
  }));
}

/** Relative Markdown links of a page inside docs/ (`[text](leads.md#toasts)`), as repository paths. */
export function relativeDocLinks(markdown: string): DocLink[] {
  return [...markdown.matchAll(/\]\(([a-z0-9-]+\.md)?(?:#([A-Za-z0-9_-]+))?\)/g)]
    .filter((match) => match[1] !== undefined || match[2] !== undefined)
    .map((match) => ({ page: match[1] ? `docs/${match[1]}` : '', anchor: match[2] ?? null }));
}
