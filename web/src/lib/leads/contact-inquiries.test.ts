import {
  CONTACT_INQUIRY_IDS,
  CONTACT_INQUIRY_LABELS,
  CONTACT_INQUIRY_OPTIONS,
  contactFormType,
  contactInquiryOptions,
  isContactInquiryId,
} from './contact-inquiries';

test.each([
  [1, 'Purchasing a vehicle', 'CONTACT_SALES'],
  [2, 'Financing options', 'CONTACT_FINANCE'],
  [3, 'Trade appraisal', 'CONTACT_SALES'],
  [4, 'Selling my car', 'CONTACT_SALES'],
  [5, 'Recent vehicle purchase', 'CONTACT_DEALERSHIP'],
  [6, 'Billing issues', 'CONTACT_DEALERSHIP'],
  [7, 'General questions', 'CONTACT_DEALERSHIP'],
  [8, 'Service or repair question', 'CONTACT_SERVICE'],
] as const)('inquiry %p: %p → %s', (id, label, formType) => {
  expect(CONTACT_INQUIRY_LABELS[id]).toBe(label);
  expect(contactFormType(id)).toBe(formType);
});

test('options list every inquiry in order', () => {
  expect(CONTACT_INQUIRY_OPTIONS.map((option) => option.value)).toEqual([...CONTACT_INQUIRY_IDS]);
});

test.each([
  [1, true],
  [7, true],
  [0, false],
  [8, true],
  [9, false],
  ['1', false],
])('isContactInquiryId(%p) → %p', (value, expected) => {
  expect(isContactInquiryId(value)).toBe(expected);
});

test.each([
  [true, [1, 2, 3, 4, 5, 6, 7, 8]],
  [false, [1, 2, 3, 4, 5, 6, 7]],
])('with a service department %p the options are %p', (hasService, ids) => {
  expect(contactInquiryOptions(hasService).map((option) => option.value)).toEqual(ids);
});
