import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';

import { UNKNOWN_FIELD_MESSAGE } from '../field-errors';
import {
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
} from '../messages';
import { parseLeadForm } from '../parse';
import { buildLeadPayload } from '../payload';
import { SAMPLE_LEADS } from '../sample-leads';
import { VIN_CHARACTERS_MESSAGE, VIN_CHECK_DIGIT_MESSAGE, VIN_LENGTH_MESSAGE } from '@/lib/offers/vin';
import { INVALID_DATE_MESSAGE, INVALID_TIME_MESSAGE } from './common';
import {
  EMPLOYMENT_HISTORY_MESSAGE,
  ESIGN_CONSENT_MESSAGE,
  INVALID_SSN_MESSAGE,
  RESIDENCE_HISTORY_MESSAGE,
  splitCreditApplication,
} from './full-credit-app';
import { leadFormSchemas } from '.';

function errorsOf(form: LeadFormType, input: unknown): Record<string, string> {
  const result = parseLeadForm(form, input);
  return result.success ? {} : result.errors;
}

function sample(form: LeadFormType): Record<string, unknown> {
  return { ...(SAMPLE_LEADS[form] as Record<string, unknown>) };
}

describe('the registry', () => {
  it('has one schema per form type', () => {
    expect(Object.keys(leadFormSchemas).sort()).toEqual([...LEAD_FORM_TYPES].sort());
  });

  test.each(LEAD_FORM_TYPES)('%s: the sample parses', (form) => {
    expect(errorsOf(form, sample(form))).toEqual({});
  });

  test.each(LEAD_FORM_TYPES)('%s: unknown keys are rejected', (form) => {
    expect(errorsOf(form, { ...sample(form), isAdmin: true })).toEqual({ isAdmin: UNKNOWN_FIELD_MESSAGE });
  });

  test.each(LEAD_FORM_TYPES)('%s: a filled honeypot fails', (form) => {
    expect(errorsOf(form, { ...sample(form), website: 'http://spam.example' })).toEqual({ website: HONEYPOT_MESSAGE });
  });

  test.each(LEAD_FORM_TYPES)('%s: the page url is accepted', (form) => {
    expect(errorsOf(form, { ...sample(form), url: 'https://dealer.example/contact-us', website: '' })).toEqual({});
  });
});

// Every validation rule on the visitor's fields, for every form type (all lead forms require the visitor).
const customerRules: Array<[string, unknown, string]> = [
  ['firstName', '', FIRST_NAME_MESSAGE],
  ['firstName', '   ', FIRST_NAME_MESSAGE],
  ['firstName', undefined, FIRST_NAME_MESSAGE],
  ['lastName', '', LAST_NAME_MESSAGE],
  ['lastName', undefined, LAST_NAME_MESSAGE],
  ['email', '', REQUIRED_MESSAGE],
  ['email', undefined, REQUIRED_MESSAGE],
  ['email', 'ada@example', INVALID_EMAIL_MESSAGE],
  ['email', 'ada@example.c', INVALID_EMAIL_MESSAGE],
  ['email', 'ada@@example.com', INVALID_EMAIL_MESSAGE],
  ['email', 'ada example@example.com', INVALID_EMAIL_MESSAGE],
  ['phone', '', REQUIRED_MESSAGE],
  ['phone', undefined, REQUIRED_MESSAGE],
  ['phone', '630-555-010', INVALID_PHONE_MESSAGE],
  ['phone', '+1 630 555 010', INVALID_PHONE_MESSAGE],
];

const customerCases = LEAD_FORM_TYPES.flatMap((form) =>
  customerRules.map(([field, value, message]) => [form, field, value, message] as const),
);

test.each(customerCases)('%s: %s = %p gives exactly %p', (form, field, value, message) => {
  expect(errorsOf(form, { ...sample(form), [field]: value })).toEqual({ [field]: message });
});

test.each(LEAD_FORM_TYPES)('%s: phone accepts the input mask and bare digits', (form) => {
  expect(errorsOf(form, { ...sample(form), phone: '+1 (630) 555-0100' })).toEqual({});
  expect(errorsOf(form, { ...sample(form), phone: '6305550100' })).toEqual({});
});

// Form-specific rules.
test.each<[LeadFormType, string, unknown, string]>([
  ['CONTACT_SALES', 'inquiryType', undefined, REQUIRED_MESSAGE],
  ['CONTACT_SALES', 'inquiryType', '9', REQUIRED_MESSAGE],
  ['CONTACT_SALES', 'message', '', MESSAGE_MESSAGE],
  ['CONTACT_FINANCE', 'message', ' ', MESSAGE_MESSAGE],
  ['CONTACT_DEALERSHIP', 'message', undefined, MESSAGE_MESSAGE],
  ['CONTACT_SERVICE', 'message', '', MESSAGE_MESSAGE],
  ['CAREERS', 'position', '', REQUIRED_MESSAGE],
  ['CAREERS', 'position', undefined, REQUIRED_MESSAGE],
  ['CAREERS', 'message', '', MESSAGE_MESSAGE],
  ['STAFF_MEMBER', 'message', '', MESSAGE_MESSAGE],
  ['STAFF_MEMBER', 'staffMember', '', REQUIRED_MESSAGE],
  ['SELL_OR_TRADE', 'make', '', MAKE_MESSAGE],
  ['SELL_OR_TRADE', 'make', undefined, MAKE_MESSAGE],
  ['SELL_OR_TRADE', 'model', '', MODEL_MESSAGE],
  ['SELL_OR_TRADE', 'year', '', YEAR_MESSAGE],
  ['SELL_OR_TRADE', 'year', undefined, YEAR_MESSAGE],
  ['SELL_OR_TRADE', 'year', '20x7', YEAR_MESSAGE],
  ['SELL_OR_TRADE', 'year', 1850, YEAR_MESSAGE],
  ['SELL_OR_TRADE', 'year', 2017.5, YEAR_MESSAGE],
  ['SELL_OR_TRADE', 'mileage', '', MILEAGE_MESSAGE],
  ['SELL_OR_TRADE', 'mileage', -5, MILEAGE_MESSAGE],
  ['SELL_OR_TRADE', 'mileage', 'many', MILEAGE_MESSAGE],
  ['SELL_OR_TRADE', 'price', 'free', PRICE_MESSAGE],
  ['SERVICE', 'make', '', MAKE_MESSAGE],
  ['SERVICE', 'model', '', MODEL_MESSAGE],
  ['SERVICE', 'year', '', YEAR_MESSAGE],
  ['SERVICE', 'mileage', 'lots', MILEAGE_MESSAGE],
  ['SERVICE', 'appointmentDate', '', REQUIRED_MESSAGE],
  ['SERVICE', 'appointmentDate', '2030-02-30', INVALID_DATE_MESSAGE],
  ['SERVICE', 'appointmentTime', '', REQUIRED_MESSAGE],
  ['SERVICE', 'appointmentTime', '25:00', INVALID_TIME_MESSAGE],
  ['SCHEDULE_TEST_DRIVE', 'day', '', REQUIRED_MESSAGE],
  ['SCHEDULE_TEST_DRIVE', 'day', 'tomorrow', INVALID_DATE_MESSAGE],
  ['SCHEDULE_TEST_DRIVE', 'time', undefined, REQUIRED_MESSAGE],
  ['FULL_CREDIT_APP', 'ssn', '', REQUIRED_MESSAGE],
  ['FULL_CREDIT_APP', 'ssn', '123-45-678', INVALID_SSN_MESSAGE],
  ['FULL_CREDIT_APP', 'ssn', '000-45-6789', INVALID_SSN_MESSAGE],
  ['FULL_CREDIT_APP', 'dateOfBirth', '', REQUIRED_MESSAGE],
  ['FULL_CREDIT_APP', 'residences', [], REQUIRED_MESSAGE],
  ['FULL_CREDIT_APP', 'employments', undefined, REQUIRED_MESSAGE],
])('%s: %s = %p gives exactly %p', (form, field, value, message) => {
  expect(errorsOf(form, { ...sample(form), [field]: value })).toEqual({ [field]: message });
});

test.each<[LeadFormType, Record<string, unknown>, Record<string, string>]>([
  ['UNLOCK_PRICE', { vehicle: { year: 'old' } }, { 'vehicle.year': YEAR_MESSAGE }],
  ['UNLOCK_PRICE', { vehicle: { miles: -1 } }, { 'vehicle.miles': MILEAGE_MESSAGE }],
  ['UNLOCK_PRICE', { vehicle: { price: 'call' } }, { 'vehicle.price': PRICE_MESSAGE }],
  ['UNLOCK_PRICE', { vehicle: { color: 'red' } }, { 'vehicle.color': UNKNOWN_FIELD_MESSAGE }],
])('%s: nested vehicle %p gives %p', (form, patch, errors) => {
  expect(errorsOf(form, { ...sample(form), ...patch })).toEqual(errors);
});

test('an empty contact form reports every required field with its message', () => {
  expect(errorsOf('CONTACT_SALES', {})).toEqual({
    inquiryType: REQUIRED_MESSAGE,
    message: MESSAGE_MESSAGE,
    firstName: FIRST_NAME_MESSAGE,
    lastName: LAST_NAME_MESSAGE,
    email: REQUIRED_MESSAGE,
    phone: REQUIRED_MESSAGE,
  });
});

test('an empty careers form reports position, message and the visitor', () => {
  expect(errorsOf('CAREERS', {})).toEqual({
    position: REQUIRED_MESSAGE,
    message: MESSAGE_MESSAGE,
    firstName: FIRST_NAME_MESSAGE,
    lastName: LAST_NAME_MESSAGE,
    email: REQUIRED_MESSAGE,
    phone: REQUIRED_MESSAGE,
  });
});

test('numbers arrive as text from form posts and are parsed', () => {
  const result = parseLeadForm('SELL_OR_TRADE', { ...sample('SELL_OR_TRADE'), year: '2017', mileage: '68,000' });
  expect(result.success && [result.values.year, result.values.mileage]).toEqual([2017, 68000]);
});

test('optional text fields drop blanks', () => {
  const result = parseLeadForm('SELL_OR_TRADE', { ...sample('SELL_OR_TRADE'), vin: '  ', trim: '' });
  expect(result.success && [result.values.vin, result.values.trim]).toEqual([undefined, undefined]);
});

test('a credit application keeps the SSN and credit data out of the contact part', () => {
  const { vehicle, esignConsent, ...applicant } = sample('FULL_CREDIT_APP');
  const result = leadFormSchemas.FULL_CREDIT_APP.parse({
    ...applicant,
    vehicle,
    esignConsent,
    coBorrower: { ...applicant, ssn: '987-65-4321' },
  });
  expect(result.ssn).toBe('123456789');
  const split = splitCreditApplication(result);
  const contactJson = JSON.stringify(split.contact);
  expect(contactJson).not.toMatch(/123456789|987654321|1985-04-12|Acme|monthlyIncome|residences/);
  expect(split.sensitive.applicant.ssn).toBe('123456789');
  expect(split.sensitive.coBorrower?.ssn).toBe('987654321');
  expect(split.contact.coBorrower).toEqual({
    firstName: 'Test',
    lastName: 'Lead',
    email: 'test.lead@example.com',
    phone: '+1 (630) 555-0100',
  });
});

describe('the credit application’s two-year histories and e-signature consent (the server’s check too)', () => {
  const { esignConsent: _consent, vehicle: _vehicle, ...applicant } = sample('FULL_CREDIT_APP');
  void _consent;
  void _vehicle;
  const [home] = SAMPLE_LEADS.FULL_CREDIT_APP.residences;
  const [job] = SAMPLE_LEADS.FULL_CREDIT_APP.employments;
  const residence = (years: number | string, months?: number | string) => ({
    ...home,
    yearsAtAddress: years,
    monthsAtAddress: months,
  });
  const employment = (years: number | string, months?: number | string) => ({ ...job, years, months });

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['one address for 1 y 11 m', { residences: [residence(1, 11)] }, { residences: RESIDENCE_HISTORY_MESSAGE }],
    ['1 y 6 m + 6 m at two addresses', { residences: [residence(1, 6), residence(0, 6)] }, {}],
    ['form strings adding up to two years', { residences: [residence('1', ''), residence('1')] }, {}],
    ['one employer for 11 months', { employments: [employment(0, 11)] }, { employments: EMPLOYMENT_HISTORY_MESSAGE }],
    ['two employers, 2 years together', { employments: [employment(1), employment(1)] }, {}],
    ['an empty list is still "required"', { residences: [] }, { residences: REQUIRED_MESSAGE }],
    [
      'a co-borrower with one short address',
      { coBorrower: { ...applicant, residences: [residence(0, 3)] } },
      { 'coBorrower.residences': RESIDENCE_HISTORY_MESSAGE },
    ],
    [
      'a co-borrower with one short job',
      { coBorrower: { ...applicant, employments: [employment(1, 1)] } },
      { 'coBorrower.employments': EMPLOYMENT_HISTORY_MESSAGE },
    ],
    ['a co-borrower with two years at both', { coBorrower: applicant }, {}],
    ['no e-signature consent', { esignConsent: undefined }, { esignConsent: ESIGN_CONSENT_MESSAGE }],
    ['the consent refused', { esignConsent: false }, { esignConsent: ESIGN_CONSENT_MESSAGE }],
    ['the consent as text', { esignConsent: 'yes' }, { esignConsent: ESIGN_CONSENT_MESSAGE }],
  ])('%s → %p', (_name, patch, errors) => {
    expect(errorsOf('FULL_CREDIT_APP', { ...sample('FULL_CREDIT_APP'), ...patch })).toEqual(errors);
  });
});

describe('SERVICE: the vehicle is the year, make and model, or a VIN', () => {
  const noModel = { year: undefined, make: undefined, model: undefined };
  const { year: _year, make: _make, model: _model, ...withoutVehicle } = sample('SERVICE');
  void [_year, _make, _model];

  test.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a VIN instead', { ...noModel, vin: '1HGCM82633A004352' }, {}],
    ['a VIN and the year, make and model', { vin: '1HGCM82633A004352' }, {}],
    ['a VIN with a wrong check digit', { ...noModel, vin: '1HGCM82634A004352' }, { vin: VIN_CHECK_DIGIT_MESSAGE }],
    ['a VIN too short', { vin: '1HGCM82633A00435' }, { vin: VIN_LENGTH_MESSAGE }],
    ['a VIN with an O', { vin: '1HGCM82633A00435O' }, { vin: VIN_CHARACTERS_MESSAGE }],
    ['neither', { ...noModel, vin: '  ' }, { year: YEAR_MESSAGE, make: MAKE_MESSAGE, model: MODEL_MESSAGE }],
  ])('%s → %p', (_name, patch, errors) => {
    const input = Object.fromEntries(
      Object.entries({ ...sample('SERVICE'), ...patch }).filter(([, value]) => value !== undefined),
    );
    expect(errorsOf('SERVICE', input)).toEqual(errors);
  });

  test('the VIN is kept upper case without spaces or dashes', () => {
    const result = parseLeadForm('SERVICE', { ...withoutVehicle, vin: ' 1hgcm826-33a 004352 ' });
    expect(result.success && result.values.vin).toBe('1HGCM82633A004352');
  });

  test('a missing vehicle is reported together with the other missing answers', () => {
    expect(errorsOf('SERVICE', { ...withoutVehicle, firstName: '' })).toEqual({
      firstName: FIRST_NAME_MESSAGE,
      year: YEAR_MESSAGE,
      make: MAKE_MESSAGE,
      model: MODEL_MESSAGE,
    });
  });
});

describe('a popup’s extra e-mail data on the forms popups send', () => {
  const popupForms = ['DEFAULT', 'UNLOCK_INVENTORY'] as const;
  const tooMany = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`K${index}`, 'v']));

  test.each(popupForms)('%s: labelled values are accepted and become labelled lead details', (form) => {
    const input = { ...sample(form), emailData: { Popup: 'unlock-inventory', Campaign: ' Winter unlock ' } };
    const result = parseLeadForm(form, input);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(buildLeadPayload(form, result.values).payload.details).toEqual([
      { label: 'Popup', value: 'unlock-inventory' },
      { label: 'Campaign', value: 'Winter unlock' },
    ]);
  });

  test.each<[string, unknown]>([
    ['a label starting with a digit', { '1st': 'x' }],
    ['a blank value', { Campaign: '  ' }],
    ['a value that is not text', { Campaign: 5 }],
    ['a value over 200 characters', { Campaign: 'x'.repeat(201) }],
    ['eleven entries', tooMany],
    ['a list instead of labelled values', ['Campaign']],
  ])('DEFAULT and UNLOCK_INVENTORY refuse %s with a message on emailData', (_label, emailData) => {
    for (const form of popupForms) {
      const errors = errorsOf(form, { ...sample(form), emailData });
      expect(Object.keys(errors).length).toBeGreaterThan(0);
      expect(Object.keys(errors).every((key) => key === 'emailData' || key.startsWith('emailData.'))).toBe(true);
    }
  });

  it('a prototype key never reaches the lead (zod drops it) and the object keeps its plain prototype', () => {
    const emailData: unknown = JSON.parse('{"__proto__": {"polluted": "yes"}, "Campaign": "Winter"}');
    const result = parseLeadForm('DEFAULT', { ...sample('DEFAULT'), emailData });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(Object.entries(result.values.emailData ?? {})).toEqual([['Campaign', 'Winter']]);
    expect(Object.getPrototypeOf(result.values.emailData)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('other forms do not take extra e-mail data', () => {
    expect(errorsOf('CONTACT_SALES', { ...sample('CONTACT_SALES'), emailData: { Campaign: 'x' } })).toEqual({
      emailData: UNKNOWN_FIELD_MESSAGE,
    });
  });
});
