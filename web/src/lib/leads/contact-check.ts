/**
 * The visitor's name, e-mail and phone checked in the browser with the lead schemas' own rules and messages, for
 * small islands that do not load the schema library (the deal sheet's send form). The server checks the same fields
 * again with the schemas; contact-check.test.ts holds both to the same answers.
 */
import { isLeadPhone } from '@/lib/phone/format';

import { EMAIL_PATTERN } from './email-pattern';
import {
  FIRST_NAME_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  LAST_NAME_MESSAGE,
  REQUIRED_MESSAGE,
} from './messages';

export const CONTACT_CHECK_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ContactCheckField = (typeof CONTACT_CHECK_FIELDS)[number];

function problemOf(field: ContactCheckField, value: string): string | null {
  switch (field) {
    case 'firstName':
      return value ? null : FIRST_NAME_MESSAGE;
    case 'lastName':
      return value ? null : LAST_NAME_MESSAGE;
    case 'email':
      if (!value) return REQUIRED_MESSAGE;
      return EMAIL_PATTERN.test(value) ? null : INVALID_EMAIL_MESSAGE;
    case 'phone':
      if (!value) return REQUIRED_MESSAGE;
      return isLeadPhone(value) ? null : INVALID_PHONE_MESSAGE;
  }
}

/** Every problem at once, field → English message (the API's wording); empty when all four are fine. */
export function contactProblems(values: Partial<Record<ContactCheckField, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of CONTACT_CHECK_FIELDS) {
    const problem = problemOf(field, (values[field] ?? '').trim());
    if (problem) problems[field] = problem;
  }
  return problems;
}
