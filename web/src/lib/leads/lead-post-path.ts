import type { LeadFormType } from '@dealer/schemas/constants';

/**
 * Where a lead form posts. JSON, urlencoded and multipart bodies are capped at 64 KB; only the address of a form
 * that takes a résumé accepts a multipart body up to the résumé's size, and it names the form in its query so the
 * server knows the cap before it reads a byte (docs/leads.md#request-bodies).
 */
export const LEAD_POST_PATH = '/api/leads';

/** The forms that accept a file (the careers résumé). */
export const RESUME_FORMS: readonly LeadFormType[] = ['CAREERS'];

/** Does this form (any value, e.g. a query parameter) take a résumé? */
export function acceptsResume(form: unknown): form is LeadFormType {
  return typeof form === 'string' && (RESUME_FORMS as readonly string[]).includes(form);
}

/** The address a form (a form type) posts to: `/api/leads`, with `?form=` for a form that takes a résumé. */
export function leadPostPath(form: string): string {
  return acceptsResume(form) ? `${LEAD_POST_PATH}?form=${form}` : LEAD_POST_PATH;
}
