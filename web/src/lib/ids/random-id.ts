/**
 * A random id for the browser (visitor ids, tracking event ids): a UUID where the platform has one, else a
 * time-plus-random string that is unique enough for de-duplication and bucketing.
 */
export function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
