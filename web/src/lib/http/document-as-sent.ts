import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint';

export interface DocumentAsSent {
  html: string;
  /** Next's chunk tags were found and replaced by the first-paint loader. */
  scriptsAfterFirstPaint: boolean;
}

/**
 * A page document as it leaves the server, from the HTML Next wrote (docs/caching.md): its JavaScript requested
 * after the first paint (scripts-after-first-paint.ts). Pure; the document hook hashes the inline scripts of this
 * text.
 */
export function documentAsSent(html: string): DocumentAsSent {
  const rewritten = loadScriptsAfterFirstPaint(html);
  return { html: rewritten, scriptsAfterFirstPaint: rewritten !== html };
}
