import { applyPhoneInputMask } from './phone-input';

test.each<[string, string, string]>([
  ['', '6', '+1 (6'],
  ['+1 (63', '+1 (630', '+1 (630'],
  ['+1 (630', '+1 (6305', '+1 (630) 5'],
  ['', '(630) 555-0100', '+1 (630) 555-0100'],
  ['', '+1 630 555 0100', '+1 (630) 555-0100'],
  ['+1 (630) 555-0100', '+1 (630) 555-01009', '+1 (630) 555-0100'],
  // Backspace over a literal removes the digit before it.
  ['+1 (630) 5', '+1 (630) ', '+1 (630'],
  ['+1 (630) 555-', '+1 (630) 555', '+1 (630) 55'],
  ['+1 (6', '+1 (', ''],
  ['+1 (630) 555-0100', '', ''],
])('%p → typed %p → %p', (previous, next, expected) => {
  expect(applyPhoneInputMask(previous, next)).toBe(expected);
});
