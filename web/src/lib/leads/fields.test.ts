import { z } from 'zod';

import { emailField, honeypotField, leadPhoneField, messageField, requiredText } from './fields';
import {
  FIELD_MESSAGES,
  FIRST_NAME_MESSAGE,
  HONEYPOT_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  LAST_NAME_MESSAGE,
  MAKE_MESSAGE,
  MESSAGE_MESSAGE,
  MILEAGE_MESSAGE,
  MODEL_MESSAGE,
  PRICE_MESSAGE,
  REQUIRED_MESSAGE,
  YEAR_MESSAGE,
  type MessageField,
} from './messages';

/** The messages of every issue, in order. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

test.each([
  [REQUIRED_MESSAGE, 'This field is required'],
  [INVALID_EMAIL_MESSAGE, 'Please enter a valid email address'],
  [INVALID_PHONE_MESSAGE, 'Please enter a valid phone number'],
  [FIRST_NAME_MESSAGE, 'Enter your first name.'],
  [LAST_NAME_MESSAGE, 'Enter your last name.'],
  [MESSAGE_MESSAGE, 'Enter your message.'],
  [MAKE_MESSAGE, 'Enter the make of the vehicle.'],
  [MODEL_MESSAGE, 'Enter the model of the vehicle.'],
  [YEAR_MESSAGE, 'Enter the year of the vehicle.'],
  [PRICE_MESSAGE, 'Enter the price of the vehicle.'],
  [MILEAGE_MESSAGE, 'Enter the mileage of the vehicle.'],
])('fixed form message %p', (constant, text) => {
  expect(constant).toBe(text);
});

test.each<[MessageField, string, unknown]>([
  ['firstName', 'Enter your first name.', ''],
  ['firstName', 'Enter your first name.', '   '],
  ['firstName', 'Enter your first name.', undefined],
  ['lastName', 'Enter your last name.', ''],
  ['lastName', 'Enter your last name.', null],
  ['message', 'Enter your message.', ' \n '],
  ['text', 'Enter your message.', ''],
  ['make', 'Enter the make of the vehicle.', ''],
  ['model', 'Enter the model of the vehicle.', ''],
  ['year', 'Enter the year of the vehicle.', ''],
  ['price', 'Enter the price of the vehicle.', ''],
  ['mileage', 'Enter the mileage of the vehicle.', 42],
])('messageField(%s) gives exactly %p for %p', (field, message, input) => {
  expect(FIELD_MESSAGES[field]).toBe(message);
  expect(messagesOf(messageField(field), input)).toEqual([message]);
});

test('messageField trims and accepts text', () => {
  expect(messageField('firstName').parse('  Ada ')).toBe('Ada');
});

test.each([
  ['', ['This field is required']],
  ['   ', ['This field is required']],
  [undefined, ['This field is required']],
  ['x', []],
])('requiredText() for %p', (input, messages) => {
  expect(messagesOf(requiredText(), input)).toEqual(messages);
});

test.each([
  ['', ['This field is required']],
  [undefined, ['This field is required']],
  ['a@b.c', ['Please enter a valid email address']],
  ['a@b.co', []],
  ['ada.lovelace@example.com', []],
  ['  a@b.co  ', []],
  ['a@b', ['Please enter a valid email address']],
  ['a b@c.com', ['Please enter a valid email address']],
  ['a@@b.com', ['Please enter a valid email address']],
  ['a@b.c0m', ['Please enter a valid email address']],
  ['@b.com', ['Please enter a valid email address']],
  // One address only: anything a mail header would read as a list, a display name, a comment or a group.
  ['a,evil@attacker.com', ['Please enter a valid email address']],
  ['a@example.com,evil@attacker.com', ['Please enter a valid email address']],
  ['a@example.com;evil@attacker.com', ['Please enter a valid email address']],
  ['Ada <evil@attacker.com>', ['Please enter a valid email address']],
  ['<evil@attacker.com>', ['Please enter a valid email address']],
  ['a@example.com>', ['Please enter a valid email address']],
  ['"a,b"@example.com', ['Please enter a valid email address']],
  ['a(comment)@example.com', ['Please enter a valid email address']],
  ['group:evil@attacker.com', ['Please enter a valid email address']],
  ['a\\@example.com', ['Please enter a valid email address']],
  ['a\tb@example.com', ['Please enter a valid email address']],
  ['a@example.com\nBcc: evil@attacker.com', ['Please enter a valid email address']],
  ['a\u00a0b@example.com', ['Please enter a valid email address']],
  ['a\u0001@example.com', ['Please enter a valid email address']],
  ["o'brien+cars@example.co.uk", []],
])('emailField() for %p', (input, messages) => {
  expect(messagesOf(emailField(), input)).toEqual(messages);
});

test.each([
  ['', ['This field is required']],
  [undefined, ['This field is required']],
  ['630555010', ['Please enter a valid phone number']],
  ['6305550100', []],
  ['(630) 555-010', ['Please enter a valid phone number']],
  ['(630) 555-0100', []],
  ['+1 630 555 010', ['Please enter a valid phone number']],
  ['+1 (630) 555-0100', []],
  ['phone', ['Please enter a valid phone number']],
])('leadPhoneField() for %p', (input, messages) => {
  expect(messagesOf(leadPhoneField(), input)).toEqual(messages);
});

test.each([
  [undefined, []],
  ['', []],
  ['http://spam.example', [HONEYPOT_MESSAGE]],
])('honeypotField() for %p', (input, messages) => {
  expect(messagesOf(honeypotField(), input)).toEqual(messages);
});
