/** zod issues → `{field: message}` (the 400 body of `POST /api/leads` and the client form's error map). */
import type { z } from 'zod';

/** Not in the spec: a key the form does not have (every lead schema is strict). */
export const UNKNOWN_FIELD_MESSAGE = 'This field is not allowed';

/** Where an issue without a path goes (a body that is not an object at all). */
export const FORM_ERROR_KEY = '_form';

export type FieldErrors = Record<string, string>;

/** The first message per dotted field path; unknown keys each get their own entry. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] ??= UNKNOWN_FIELD_MESSAGE;
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_ERROR_KEY;
    errors[key] ??= issue.message;
  }
  return errors;
}
