/** zod issues → `{field: message}` (the 400 body of every JSON API and the client forms' error maps). */
import '@/lib/zod-jitless';
import type { z } from 'zod';

import { UNKNOWN_FIELD_MESSAGE } from './messages';

export { UNKNOWN_FIELD_MESSAGE };

/** Where an issue without a path goes (a body that is not an object at all). */
export const FORM_ERROR_KEY = '_form';

export type FieldErrors = Record<string, string>;

/**
 * Keeps the first message per key as an own property: a plain assignment to a key such as `__proto__` or
 * `constructor` would hit the inherited member and the message would be lost.
 */
function setFirst(errors: FieldErrors, key: string, message: string): void {
  if (Object.hasOwn(errors, key)) return;
  Object.defineProperty(errors, key, { value: message, enumerable: true, writable: true, configurable: true });
}

/** The first message per dotted field path; unknown keys each get their own entry. */
export function fieldErrorsOf(error: z.ZodError, formKey: string = FORM_ERROR_KEY): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) setFirst(errors, [...issue.path, key].map(String).join('.'), UNKNOWN_FIELD_MESSAGE);
      continue;
    }
    setFirst(errors, issue.path.length > 0 ? issue.path.map(String).join('.') : formKey, issue.message);
  }
  return errors;
}
