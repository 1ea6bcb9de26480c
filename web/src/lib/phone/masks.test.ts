import { PHONE_MASKS, isLeadPhone, maskPhone, normalizePhone, type PhoneMaskName } from './format';

test.each([
  ['+1 (630) 555-0100', '6305550100'],
  ['+16305550100', '6305550100'],
  ['  +1 630 555 0100 ', '6305550100'],
  ['(630) 555-0100', '6305550100'],
  ['630.555.0100', '6305550100'],
  ['1-630-555-0100', '6305550100'],
  ['16305550100', '6305550100'],
  ['630-555-010', '630555010'],
  ['+1 630', '630'],
  ['abc', ''],
  ['', ''],
  [null, ''],
  [undefined, ''],
])('normalizePhone(%p) → %p', (input, expected) => {
  expect(normalizePhone(input)).toBe(expected);
});

test.each<[PhoneMaskName, string]>([
  ['general', '(999) 999-9999'],
  ['input', '+1 (999) 999-9999'],
  ['adf', '999-999-9999'],
  ['search', '9999999999'],
  ['fallback', '+19999999999'],
])('PHONE_MASKS.%s is %p', (name, mask) => {
  expect(PHONE_MASKS[name]).toBe(mask);
});

test.each<[string | null, PhoneMaskName, string]>([
  ['6305550100', 'general', '(630) 555-0100'],
  ['6305550100', 'input', '+1 (630) 555-0100'],
  ['6305550100', 'adf', '630-555-0100'],
  ['6305550100', 'search', '6305550100'],
  ['6305550100', 'fallback', '+16305550100'],
  ['+1 (630) 555-0100', 'general', '(630) 555-0100'],
  ['+1 (630) 555-0100', 'input', '+1 (630) 555-0100'],
  ['+1 (630) 555-0100', 'adf', '630-555-0100'],
  ['+1 (630) 555-0100', 'search', '6305550100'],
  ['+1 (630) 555-0100', 'fallback', '+16305550100'],
  ['630.555.0100 ext', 'adf', '630-555-0100'],
  ['630555010099', 'general', '(630) 555-0100'],
  ['630', 'general', '(630'],
  ['6305', 'general', '(630) 5'],
  ['6305', 'input', '+1 (630) 5'],
  ['630555', 'adf', '630-555'],
  ['630', 'fallback', '+1630'],
  ['', 'general', ''],
  [null, 'input', ''],
])('maskPhone(%p, %s) → %p', (input, mask, expected) => {
  expect(maskPhone(input, mask)).toBe(expected);
});

test.each([
  ['630555010', false],
  ['6305550100', true],
  ['+1 630 555 010', false],
  ['+1 630 555 0100', true],
  ['(630) 555-0100', true],
  ['', false],
])('isLeadPhone(%p) → %p', (input, expected) => {
  expect(isLeadPhone(input)).toBe(expected);
});
