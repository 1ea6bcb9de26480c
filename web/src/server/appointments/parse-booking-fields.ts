import 'server-only';

import type { ZodType } from 'zod';

import { fieldErrorsOf, type FieldErrors } from '@/lib/leads/field-errors';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPath } from '@/server/http/post-guard';

/**
 * A booking's or a reschedule's fields through its schema. Text a database cannot store (NUL …) is refused first,
 * before anything is held or written; then the schema's field-level messages.
 */
export function parseBookingFields<T>(
  fields: Record<string, unknown>,
  schema: ZodType<T>,
): { values: T } | { kind: 'invalid'; errors: FieldErrors } {
  const unstorable = unstorableTextPath(fields);
  if (unstorable !== null) return { kind: 'invalid', errors: { [unstorable]: UNSTORABLE_TEXT_MESSAGE } };
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return { kind: 'invalid', errors: fieldErrorsOf(parsed.error) };
  return { values: parsed.data };
}
