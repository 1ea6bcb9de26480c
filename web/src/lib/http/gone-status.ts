/**
 * Next answers its 404 page with status 404 and has no way to say 410 Gone. proxy.ts marks the answers that must be
 * 410 (a sold car, an ended offer: lib/routing/missing-page.ts) with this response header; the document hook
 * (server/http/document-hook.ts) removes it and sends 410 instead of 404. Pure.
 */
export const GONE_RESPONSE_HEADER = 'x-answer-gone';

/** The status a marked answer is sent with: Next's 404 becomes 410; any other status (an error) stays. */
export const goneStatus = (status: number): number => (status === 404 ? 410 : status);
