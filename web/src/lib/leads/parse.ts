/** Parses a submission with its form type's schema (pure; the route and tests share it). */
import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';

import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { leadFormSchemas, type LeadFormValues } from './schemas';

export function isLeadFormType(value: unknown): value is LeadFormType {
  return typeof value === 'string' && (LEAD_FORM_TYPES as readonly string[]).includes(value);
}

export type LeadParseResult<F extends LeadFormType> =
  { success: true; form: F; values: LeadFormValues<F> } | { success: false; errors: FieldErrors };

export function parseLeadForm<F extends LeadFormType>(form: F, input: unknown): LeadParseResult<F> {
  const result = leadFormSchemas[form].safeParse(input);
  if (!result.success) return { success: false, errors: fieldErrorsOf(result.error) };
  return { success: true, form, values: result.data as LeadFormValues<F> };
}
