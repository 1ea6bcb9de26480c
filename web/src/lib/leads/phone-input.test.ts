import { applyPhoneInputMask, maskPhoneEdit } from './phone-input';

test.each<[string, string, string]>([
  ['', '6', '+1 (6'],
  ['+1 (63', '+1 (630', '+1 (630'],
  ['+1 (630', '+1 (6305', '+1 (630) 5'],
  ['', '(630) 555-0100', '+1 (630) 555-0100'],
  ['', '+1 630 555 0100', '+1 (630) 555-0100'],
  ['', '1-630-555-0100', '+1 (630) 555-0100'],
  ['+1 (630) 555-0100', '+1 (630) 555-01009', '+1 (630) 555-0100'],
  // Pasting over the whole prefilled value (selected) keeps every pasted digit.
  ['+1 (312) 555-0123', '3125550123', '+1 (312) 555-0123'],
  ['+1 (312) 555-0123', '6305550100', '+1 (630) 555-0100'],
  ['+1 (312) 555-0123', '+1 (630) 555-0100', '+1 (630) 555-0100'],
  ['+1 (312) 555-0123', '(630) 555-0100', '+1 (630) 555-0100'],
  // Backspace over a literal removes the digit before it.
  ['+1 (630) 5', '+1 (630) ', '+1 (630'],
  ['+1 (630) 555-', '+1 (630) 555', '+1 (630) 55'],
  ['+1 (6', '+1 (', ''],
  ['+1 (630) 555-0100', '', ''],
])('%p → typed %p → %p', (previous, next, expected) => {
  expect(applyPhoneInputMask(previous, next)).toBe(expected);
});

test.each<[string, string, number, boolean, string, number]>([
  // Paste over the selected prefilled value: caret after the last pasted digit.
  ['+1 (312) 555-0123', '3125550123', 10, false, '+1 (312) 555-0123', 17],
  // Paste of a formatted number into an empty field.
  ['', '+1 (312) 555-0123', 17, false, '+1 (312) 555-0123', 17],
  // Paste replacing the middle three digits (555 selected): caret after the pasted digits.
  ['+1 (312) 555-0123', '+1 (312) 888-0123', 12, false, '+1 (312) 888-0123', 13],
  // A digit typed in the middle: the rest shifts right, the caret follows the typed digit.
  ['+1 (312) 555-012', '+1 (3172) 555-012', 7, false, '+1 (317) 255-5012', 9],
  // Backspace on the ") " space in the middle deletes the digit before it.
  ['+1 (312) 555-0123', '+1 (312)555-0123', 8, false, '+1 (315) 550-123', 6],
  // Delete (forward) on the dash deletes the digit after it.
  ['+1 (312) 555-0123', '+1 (312) 5550123', 12, true, '+1 (312) 555-123', 13],
  // Deleting a middle digit closes the gap; the caret stays where the digit was.
  ['+1 (312) 555-0123', '+1 (312) 55-0123', 11, false, '+1 (312) 550-123', 11],
  // Backspace into the country code never eats it or the first digit.
  ['+1 (6', '+1 6', 3, false, '+1 (6', 4],
])('edit %p → %p (caret %p, forward %p) → %p caret %p', (previous, next, caret, forward, value, expectedCaret) => {
  expect(maskPhoneEdit({ previous, next, caret, forward })).toEqual({ value, caret: expectedCaret });
});
