/**
 * FULL_CREDIT_APP (full credit application): applicant (plus middle name, suffix, date of birth, SSN),
 * residences, employments and an optional co-borrower of the same structure.
 *
 * The SSN, date of birth, residences, employments and income are credit data: `splitCreditApplication` moves them
 * to `sensitive` (encrypted at rest, never mailed, logged or put in cookies). The mail carries only the contact part.
 *
 * The two-year history rule and the e-signature consent are checked here too, so a direct POST cannot skip what
 * the multi-step form asks for.
 */
import { z } from 'zod';

import { DATE_OF_BIRTH_RANGE_MESSAGE, isApplicantBirthDate, storeToday } from '../date-of-birth';

import { INVALID_PHONE_MESSAGE, REQUIRED_MESSAGE } from '../messages';
import { historyCovered, type HistoryEntryTime } from '@/lib/finance/history-coverage';
import { isLeadPhone } from '@/lib/phone/format';
import {
  addressSchema,
  customerShape,
  INVALID_NUMBER_MESSAGE,
  isCalendarDate,
  INVALID_DATE_MESSAGE,
  leadMetaShape,
  moneyRule,
  optionalMessage,
  optionalNumber,
  optionalText,
  requiredNumber,
  requiredShortText,
  vehicleOfInterestSchema,
} from './common';

/** Not in the spec: a Social Security number that is not nine digits. */
export const INVALID_SSN_MESSAGE = 'Please enter a valid Social Security number';
/** Not in the spec: a ZIP code that is not 5 (or 5+4) digits. */
export const INVALID_ZIP_MESSAGE = 'Please enter a valid ZIP code';
/** Not in the spec: the history lists' two-year rule and the e-signature consent. */
export const RESIDENCE_HISTORY_MESSAGE = 'Please add your previous address: we need two years of residence history.';
export const EMPLOYMENT_HISTORY_MESSAGE = 'Please add your previous employer: we need two years of employment history.';
export const ESIGN_CONSENT_MESSAGE = 'Please agree to sign electronically to send your application.';

export const HOUSING_STATUSES = ['own', 'rent', 'family', 'other'] as const;
export const INCOME_TYPES = ['employed', 'self-employed', 'retired', 'military', 'other'] as const;

/** Nine digits after removing spaces and dashes; never all zeros in a group (those are never issued). */
export function isSsn(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  return (
    digits.slice(0, 3) !== '000' &&
    digits.slice(0, 3) !== '666' &&
    digits.slice(3, 5) !== '00' &&
    digits.slice(5) !== '0000'
  );
}

const ssnField = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_MESSAGE, abort: true })
  .refine(isSsn, { error: INVALID_SSN_MESSAGE })
  .transform((value) => value.replace(/[\s-]/g, ''));

/** A real date (YYYY-MM-DD) 18 to 100 years before `today` (the store's day; passed in by tests). */
export function dateOfBirthField(today: () => string = () => storeToday()) {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .refine(isCalendarDate, { error: INVALID_DATE_MESSAGE, abort: true })
    .refine((value) => isApplicantBirthDate(value, today()), { error: DATE_OF_BIRTH_RANGE_MESSAGE });
}

const monthsRule = { min: 0, max: 11, integer: true };
const yearsRule = { min: 0, max: 99, integer: true };

export const residenceSchema = z.strictObject({
  housingStatus: z.enum(HOUSING_STATUSES, { error: REQUIRED_MESSAGE }),
  monthlyRent: optionalNumber(INVALID_NUMBER_MESSAGE, moneyRule),
  yearsAtAddress: requiredNumber(REQUIRED_MESSAGE, yearsRule),
  monthsAtAddress: optionalNumber(INVALID_NUMBER_MESSAGE, monthsRule),
  fullAddress: requiredShortText(),
  apartment: optionalText(),
  city: requiredShortText(),
  state: requiredShortText(REQUIRED_MESSAGE, 40),
  zipCode: requiredShortText(REQUIRED_MESSAGE, 10).regex(/^\d{5}(-\d{4})?$/, { error: INVALID_ZIP_MESSAGE }),
});

export const employmentSchema = z.strictObject({
  employer: requiredShortText(),
  jobTitle: optionalText(),
  phone: optionalText(40).refine((value) => value === undefined || isLeadPhone(value), {
    error: INVALID_PHONE_MESSAGE,
  }),
  monthlyIncome: requiredNumber(REQUIRED_MESSAGE, moneyRule),
  incomeType: z.enum(INCOME_TYPES, { error: REQUIRED_MESSAGE }),
  years: requiredNumber(REQUIRED_MESSAGE, yearsRule),
  months: optionalNumber(INVALID_NUMBER_MESSAGE, monthsRule),
});

/** A residence's time at the address, as the two-year rule reads it. */
export const residenceTime = (entry: {
  yearsAtAddress?: HistoryEntryTime['years'];
  monthsAtAddress?: HistoryEntryTime['months'];
}): HistoryEntryTime => ({ years: entry.yearsAtAddress, months: entry.monthsAtAddress });

/**
 * A history list that must cover two years (lib/finance/history-coverage, the rule the form applies step by step).
 * The message sits on the list itself (`residences`, `coBorrower.employments`); an empty list stays "required".
 */
function historyList<T extends z.ZodType>(entry: T, time: (value: z.output<T>) => HistoryEntryTime, message: string) {
  return z
    .array(entry, { error: REQUIRED_MESSAGE })
    .min(1, { error: REQUIRED_MESSAGE })
    .max(5)
    .refine((entries) => entries.length === 0 || historyCovered(entries.map(time)), { error: message });
}

/** The applicant and the co-borrower share one structure. */
export const creditApplicantSchema = z.strictObject({
  ...customerShape,
  middleName: optionalText(),
  suffix: optionalText(20),
  dateOfBirth: dateOfBirthField(),
  ssn: ssnField,
  residences: historyList(residenceSchema, residenceTime, RESIDENCE_HISTORY_MESSAGE),
  employments: historyList(employmentSchema, (entry) => entry, EMPLOYMENT_HISTORY_MESSAGE),
});

export const fullCreditAppFormSchema = z.strictObject({
  ...creditApplicantSchema.shape,
  coBorrower: creditApplicantSchema.optional(),
  vehicle: vehicleOfInterestSchema.optional(),
  /** Optional mailing address for the lead payload (complete addresses only reach the mail). */
  address: addressSchema.optional(),
  message: optionalMessage(),
  /** The review step's "sign electronically" box (link to the electronic signature disclosure); must be ticked. */
  esignConsent: z.literal(true, { error: ESIGN_CONSENT_MESSAGE }),
  ...leadMetaShape,
});

export type CreditApplicant = z.output<typeof creditApplicantSchema>;
export type FullCreditAppFormValues = z.output<typeof fullCreditAppFormSchema>;

/** Everything that may be mailed and stored in plain JSON, and everything that may not. */
export interface SplitCreditApplication {
  contact: Omit<FullCreditAppFormValues, 'ssn' | 'dateOfBirth' | 'residences' | 'employments' | 'coBorrower'> & {
    coBorrower?: Pick<CreditApplicant, 'firstName' | 'lastName' | 'email' | 'phone'>;
  };
  sensitive: {
    applicant: Pick<CreditApplicant, 'ssn' | 'dateOfBirth' | 'residences' | 'employments' | 'middleName' | 'suffix'>;
    coBorrower?: Omit<CreditApplicant, 'firstName' | 'lastName' | 'email' | 'phone'>;
  };
}

export function splitCreditApplication(values: FullCreditAppFormValues): SplitCreditApplication {
  const { ssn, dateOfBirth, residences, employments, coBorrower, ...contact } = values;
  const split: SplitCreditApplication = {
    contact,
    sensitive: {
      applicant: { ssn, dateOfBirth, residences, employments, middleName: values.middleName, suffix: values.suffix },
    },
  };
  if (coBorrower) {
    const { firstName, lastName, email, phone, ...coSensitive } = coBorrower;
    split.contact.coBorrower = { firstName, lastName, email, phone };
    split.sensitive.coBorrower = coSensitive;
  }
  return split;
}
