import { formatPhone, telHref } from './format';

test.each([
  ['(630) 555-0100', 'tel:+16305550100'],
  ['630.555.0100', 'tel:+16305550100'],
  ['1-630-555-0100', 'tel:+16305550100'],
  ['+44 20 7946 0000', 'tel:+442079460000'],
  ['', null],
  [null, null],
])('telHref(%p)', (input, expected) => {
  expect(telHref(input)).toBe(expected);
});

test.each([
  ['6305550100', '(630) 555-0100'],
  ['+1 630 555 0100', '(630) 555-0100'],
  ['555-0100', '555-0100'],
])('formatPhone(%p)', (input, expected) => {
  expect(formatPhone(input)).toBe(expected);
});
