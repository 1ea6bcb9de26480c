import { contactFormSchema } from './contact';

const valid = {
  inquiryType: 3,
  message: 'Is the Civic still available?',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(630) 555-0100',
};

/** field → message, the shape `POST /api/leads` answers with. */
function fieldErrors(value: unknown): Record<string, string> {
  const result = contactFormSchema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

test('a valid contact form parses and trims', () => {
  const parsed = contactFormSchema.parse({ ...valid, firstName: ' Ada ', inquiryType: '3', website: '' });
  expect(parsed).toEqual({ ...valid, website: '' });
});

test.each([
  ['inquiryType', undefined, 'This field is required'],
  ['inquiryType', '', 'This field is required'],
  ['inquiryType', 0, 'This field is required'],
  ['inquiryType', 9, 'This field is required'],
  ['inquiryType', '9', 'This field is required'],
  ['inquiryType', 2.5, 'This field is required'],
  ['message', '', 'Enter your message.'],
  ['message', undefined, 'Enter your message.'],
  ['firstName', ' ', 'Enter your first name.'],
  ['lastName', '', 'Enter your last name.'],
  ['email', '', 'This field is required'],
  ['email', 'a@b.c', 'Please enter a valid email address'],
  ['phone', '', 'This field is required'],
  ['phone', '630555010', 'Please enter a valid phone number'],
  ['website', 'https://spam.example', 'This field must be left empty'],
])('%s = %p gives exactly %p', (field, value, message) => {
  expect(fieldErrors({ ...valid, [field]: value })).toEqual({ [field]: message });
});

test.each([1, 2, 3, 4, 5, 6, 7])('inquiry type %p is accepted', (inquiryType) => {
  expect(contactFormSchema.parse({ ...valid, inquiryType }).inquiryType).toBe(inquiryType);
});

test('phone with 9 digits fails, 10 digits passes', () => {
  expect(contactFormSchema.safeParse({ ...valid, phone: '630-555-010' }).success).toBe(false);
  expect(contactFormSchema.safeParse({ ...valid, phone: '630-555-0100' }).success).toBe(true);
});

test('unknown keys are rejected', () => {
  const result = contactFormSchema.safeParse({ ...valid, isAdmin: true });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
});

test('an empty form reports every required field', () => {
  expect(fieldErrors({})).toEqual({
    inquiryType: 'This field is required',
    message: 'Enter your message.',
    firstName: 'Enter your first name.',
    lastName: 'Enter your last name.',
    email: 'This field is required',
    phone: 'This field is required',
  });
});
