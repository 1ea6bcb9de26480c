/** Mail servers quote addresses in their errors; the outbox keeps and prints errors, never personal data. */
const ADDRESS = /[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g;
const MAX_ERROR_LENGTH = 500;

export function describeDeliveryError(error: unknown): string {
  // Structural checks: errors raised by Node internals may come from another realm (e.g. Jest's sandbox).
  const record = typeof error === 'object' && error !== null ? error : undefined;
  const base = record && 'message' in record && typeof record.message === 'string' ? record.message : String(error);
  const code = record && 'code' in record && typeof record.code === 'string' ? `${record.code}: ` : '';
  return `${code}${base}`.replace(ADDRESS, '[address]').slice(0, MAX_ERROR_LENGTH);
}
