/**
 * The client forms validate with react-hook-form's zodResolver over the same schemas: every field message the
 * browser shows must be the one the server answers with (`POST /api/leads` 400).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';
import type { FieldError, FieldErrors } from 'react-hook-form';

import { parseLeadForm } from '../parse';
import { SAMPLE_LEADS } from '../sample-leads';
import { leadFormSchemas } from '.';

function flatten(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as FieldError).message === 'string') out[path] = (value as FieldError).message as string;
    else Object.assign(out, flatten(value as FieldErrors, path));
  }
  return out;
}

async function clientErrors(form: LeadFormType, values: Record<string, unknown>): Promise<Record<string, string>> {
  const resolver = zodResolver(leadFormSchemas[form] as Parameters<typeof zodResolver>[0]);
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return flatten(result.errors);
}

function serverErrors(form: LeadFormType, values: Record<string, unknown>): Record<string, string> {
  const result = parseLeadForm(form, values);
  return result.success ? {} : result.errors;
}

// What an untouched form posts: every text field empty.
const blank = (form: LeadFormType) =>
  Object.fromEntries(
    Object.entries(SAMPLE_LEADS[form] as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'object' ? value : '',
    ]),
  );

test.each(LEAD_FORM_TYPES)('%s: a blank form shows the server’s messages in the browser', async (form) => {
  const server = serverErrors(form, blank(form));
  expect(Object.keys(server).length).toBeGreaterThan(0);
  expect(await clientErrors(form, blank(form))).toEqual(server);
});

test.each(LEAD_FORM_TYPES)('%s: the sample passes on both sides', async (form) => {
  const values = SAMPLE_LEADS[form] as Record<string, unknown>;
  expect(await clientErrors(form, values)).toEqual({});
  expect(serverErrors(form, values)).toEqual({});
});

test('contact: a bad e-mail and a short phone give the same messages on both sides', async () => {
  const values = { ...(SAMPLE_LEADS.CONTACT_SALES as Record<string, unknown>), email: 'a@b', phone: '555-0100' };
  expect(await clientErrors('CONTACT_SALES', values)).toEqual({
    email: 'Please enter a valid email address',
    phone: 'Please enter a valid phone number',
  });
  expect(serverErrors('CONTACT_SALES', values)).toEqual(await clientErrors('CONTACT_SALES', values));
});
