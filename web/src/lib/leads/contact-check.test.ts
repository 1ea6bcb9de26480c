import { z } from 'zod';

import { contactProblems, CONTACT_CHECK_FIELDS } from './contact-check';
import { customerShape } from './schemas/common';

const customerSchema = z.strictObject(customerShape);

/** The server's answer for the same four fields, field → first message. */
function schemaProblems(values: Record<string, string>): Record<string, string> {
  const result = customerSchema.safeParse(values);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(630) 555-0100' };

test.each([
  ['all valid', {}],
  ['all empty', { firstName: '', lastName: '', email: '', phone: '' }],
  ['names of spaces', { firstName: '  ', lastName: '\t' }],
  ['e-mail without a top-level domain', { email: 'ada@example' }],
  ['e-mail with a second recipient', { email: 'ada@example.com,eve@example.com' }],
  ['e-mail with spaces around it', { email: '  ada@example.com ' }],
  ['phone of nine digits', { phone: '630 555 010' }],
  ['phone with +1 and ten digits', { phone: '+1 630-555-0100' }],
  ['phone of letters', { phone: 'call me' }],
])('%s: the browser check answers what the server answers', (_name, changes) => {
  const values = { ...valid, ...changes };
  expect(contactProblems(values)).toEqual(schemaProblems(values));
});

test('an empty form is marked at every field at once, with the schema messages', () => {
  expect(contactProblems({})).toEqual({
    firstName: 'Enter your first name.',
    lastName: 'Enter your last name.',
    email: 'This field is required',
    phone: 'This field is required',
  });
  expect(Object.keys(contactProblems({}))).toEqual([...CONTACT_CHECK_FIELDS]);
});
