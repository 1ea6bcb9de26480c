/**
 * Strict input on every lead form: one address per e-mail field, a length cap with a clear message on every text
 * field, dates of birth of an adult applicant. The same schemas run in the browser (react-hook-form) and on the
 * server, so these rules hold on both sides.
 */
import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';

import { offerContactSchema } from '@/lib/offers/contact-schema';
import { serviceAppointmentSchema } from '@/lib/service/appointment-schema';

import { DATE_OF_BIRTH_RANGE_MESSAGE, isApplicantBirthDate, storeToday } from '../date-of-birth';
import { fieldErrorsOf } from '../field-errors';
import { INVALID_EMAIL_MESSAGE } from '../messages';
import { parseLeadForm } from '../parse';
import { SAMPLE_CO_BORROWER, SAMPLE_LEADS } from '../sample-leads';
import { INVALID_DATE_MESSAGE, tooLongMessage } from './common';
import { dateOfBirthField } from './full-credit-app';

function errorsOf(form: LeadFormType, input: unknown): Record<string, string> {
  const result = parseLeadForm(form, input);
  return result.success ? {} : result.errors;
}

const sample = (form: LeadFormType): Record<string, unknown> => ({
  ...(SAMPLE_LEADS[form] as Record<string, unknown>),
});

const ATTACKS = ['a,evil@attacker.com', 'ada@example.com;evil@attacker.com', 'Ada <evil@attacker.com>', 'a b@x.com'];

describe('one address per e-mail field', () => {
  test.each(LEAD_FORM_TYPES.flatMap((form) => ATTACKS.map((email) => [form, email] as const)))(
    '%s: email %p is refused',
    (form, email) => {
      expect(errorsOf(form, { ...sample(form), email })).toEqual({ email: INVALID_EMAIL_MESSAGE });
    },
  );

  test.each(ATTACKS)('the co-borrower’s e-mail %p is refused', (email) => {
    const input = { ...sample('FULL_CREDIT_APP'), coBorrower: { ...SAMPLE_CO_BORROWER, email } };
    expect(errorsOf('FULL_CREDIT_APP', input)).toEqual({ 'coBorrower.email': INVALID_EMAIL_MESSAGE });
  });

  test.each(ATTACKS)('a business appointment’s contact e-mail %p is refused', (email) => {
    const input = {
      ...sample('SERVICE'),
      appointmentFor: 'business',
      businessName: 'Acme',
      contactName: 'Ann',
      contactTitle: 'Fleet manager',
      contactPhone: '(630) 555-0100',
      contactEmail: email,
    };
    expect(errorsOf('SERVICE', input)).toEqual({ contactEmail: INVALID_EMAIL_MESSAGE });
  });

  test('the sell-flow contact (offers API) refuses it too', () => {
    const result = offerContactSchema.safeParse({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'a,evil@attacker.com',
      phone: '(630) 555-0100',
    });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({ email: INVALID_EMAIL_MESSAGE });
  });
});

describe('length caps', () => {
  test.each([
    [5000, 'your message', 'Keep your message to 5,000 characters or fewer.'],
    [100, 'your first name', 'Keep your first name to 100 characters or fewer.'],
    [200, undefined, 'Keep this answer to 200 characters or fewer.'],
  ])('the message for %p characters of %p reads %p', (max, subject, message) => {
    expect(tooLongMessage(max, subject)).toBe(message);
  });

  test.each([
    ['CONTACT_SALES', 'message', 5000, 'Keep your message to 5,000 characters or fewer.'],
    ['CONTACT_SALES', 'firstName', 100, 'Keep your first name to 100 characters or fewer.'],
    ['CONTACT_DEALERSHIP', 'lastName', 100, 'Keep your last name to 100 characters or fewer.'],
    ['CONTACT_SERVICE', 'message', 5000, 'Keep your message to 5,000 characters or fewer.'],
    ['DEFAULT', 'message', 5000, 'Keep your message to 5,000 characters or fewer.'],
    ['CAREERS', 'position', 200, 'Keep this answer to 200 characters or fewer.'],
    ['STAFF_MEMBER', 'message', 5000, 'Keep your message to 5,000 characters or fewer.'],
  ] as const)('%s: %s is capped at %p characters', (form, field, max, message) => {
    expect(errorsOf(form, { ...sample(form), [field]: 'x'.repeat(max) })).toEqual({});
    expect(errorsOf(form, { ...sample(form), [field]: 'x'.repeat(max + 1) })).toEqual({ [field]: message });
  });

  test('a 5,001-character message is refused on the contact form', () => {
    expect(errorsOf('CONTACT_SALES', { ...sample('CONTACT_SALES'), message: 'x'.repeat(5001) })).toEqual({
      message: 'Keep your message to 5,000 characters or fewer.',
    });
  });

  /** Every text value anywhere in a sample (nested vehicles, addresses, history lists), by dotted path. */
  function textPaths(value: unknown, path: string[] = []): string[][] {
    if (typeof value === 'string') return [path];
    if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, String(index)]));
    if (typeof value === 'object' && value !== null)
      return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
    return [];
  }

  function withValue(value: unknown, path: string[], text: string): unknown {
    if (path.length === 0) return text;
    const [head, ...rest] = path as [string, ...string[]];
    const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as object) };
    (copy as Record<string, unknown>)[head] = withValue((value as Record<string, unknown>)[head], rest, text);
    return copy;
  }

  const withCoBorrower = (form: LeadFormType) =>
    form === 'FULL_CREDIT_APP' ? { ...sample(form), coBorrower: SAMPLE_CO_BORROWER } : sample(form);

  const everyText = LEAD_FORM_TYPES.flatMap((form) =>
    textPaths(withCoBorrower(form)).map((path) => [form, path.join('.'), path] as const),
  );

  test.each(everyText)('%s: %s refuses 10,001 characters with a message on that field', (form, field, path) => {
    const errors = errorsOf(form, withValue(withCoBorrower(form), path, 'x'.repeat(10_001)));
    expect(errors[field]).toEqual(expect.any(String));
    expect(errors[field]).not.toBe('');
  });

  test('the service booking page caps its business fields', () => {
    const result = serviceAppointmentSchema.safeParse({
      ...sample('SERVICE'),
      storeId: 'store-1',
      appointmentFor: 'business',
      businessName: 'x'.repeat(201),
      contactName: 'Ann',
      contactTitle: 'Fleet manager',
      contactPhone: '(630) 555-0100',
      contactEmail: 'ann@example.com',
    });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      businessName: 'Keep this answer to 200 characters or fewer.',
    });
  });
});

describe('dates of birth: 18 to 100 years before the store’s today', () => {
  test.each([
    ['2008-06-15', '2026-06-15', true, 'turns 18 today'],
    ['2008-06-16', '2026-06-15', false, 'turns 18 tomorrow'],
    ['1926-06-15', '2026-06-15', true, 'turned 100 today'],
    ['1926-06-14', '2026-06-15', false, 'more than 100 years ago'],
    ['1985-04-12', '2026-06-15', true, 'an adult'],
    ['2090-01-01', '2026-06-15', false, 'in the future'],
    ['1800-01-01', '2026-06-15', false, 'in 1800'],
    ['2008-02-29', '2026-02-28', false, 'born on Feb 29, the day before the 18th birthday (Mar 1)'],
    ['2008-02-29', '2026-03-01', true, 'born on Feb 29, on Mar 1 eighteen years on'],
  ])('%s on %s → %p (%s)', (birthDate, today, expected) => {
    expect(isApplicantBirthDate(birthDate, today)).toBe(expected);
  });

  test('today is the store’s (Chicago) day, not UTC’s', () => {
    // 03:00 UTC on Jan 1 is still Dec 31 in Chicago.
    expect(storeToday(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
  });

  test.each([
    ['2008-06-15', []],
    ['2008-06-16', [DATE_OF_BIRTH_RANGE_MESSAGE]],
    ['2008-02-30', [INVALID_DATE_MESSAGE]],
  ])('the field with a passed-in today: %p', (value, messages) => {
    const result = dateOfBirthField(() => '2026-06-15').safeParse(value);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(messages);
  });

  test.each([
    ['dateOfBirth', '2090-01-01'],
    ['dateOfBirth', '1800-01-01'],
    ['coBorrower.dateOfBirth', '2090-01-01'],
    ['coBorrower.dateOfBirth', '1800-01-01'],
  ])('the credit application refuses %s %p', (field, value) => {
    const input =
      field === 'dateOfBirth'
        ? { ...sample('FULL_CREDIT_APP'), dateOfBirth: value }
        : { ...sample('FULL_CREDIT_APP'), coBorrower: { ...SAMPLE_CO_BORROWER, dateOfBirth: value } };
    expect(errorsOf('FULL_CREDIT_APP', input)).toEqual({ [field]: DATE_OF_BIRTH_RANGE_MESSAGE });
  });
});
