/**
 * The credit application's visitor text: uiStrings keys `finance.creditApp.form.<name>` (siteSettings.uiStrings,
 * en and es; seed/src/content/credit-application-strings.ts) with today's English as the fallback for a key an
 * editor deletes. The section resolves them on the server and hands the island plain text; a web test keeps this
 * file and the seed in step. Step titles are `finance.creditApp.step.*` (components/finance/finance-strings.ts).
 */
import type { Translator } from '@/lib/i18n/strings';
import { PRIVACY_NOTICE_LINK, PRIVACY_NOTICE_PREFIX } from '@/lib/leads/notices';

export const CREDIT_APPLICATION_TEXTS = {
  loading: 'Loading the credit application…',
  progress: 'Step {step} of {total}',
  back: 'Back',
  next: 'Next',
  submit: 'Submit application',
  sending: 'Sending…',
  fixErrors: 'Please correct the highlighted fields.',
  choose: 'Choose…',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  suffix: 'Suffix',
  suffixHint: 'Jr., Sr., III',
  email: 'E-mail',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  ssn: 'Social Security number',
  ssnHint: 'Encrypted when stored and never sent by e-mail.',
  currentAddress: 'Current address',
  previousAddress: 'Previous address {number}',
  housing: 'Housing',
  housingOwn: 'Own',
  housingRent: 'Rent',
  housingFamily: 'Live with family',
  housingOther: 'Other',
  monthlyRent: 'Monthly rent or mortgage ($)',
  yearsAtAddress: 'Years at this address',
  andMonths: 'And months',
  fullAddress: 'Street address',
  apartment: 'Apartment',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  removeAddress: 'Remove previous address {number}',
  addAddress: 'Add previous address',
  currentEmployer: 'Current employer',
  previousEmployer: 'Previous employer {number}',
  employer: 'Employer',
  jobTitle: 'Job title',
  employerPhone: 'Employer phone',
  incomeType: 'Income type',
  incomeEmployed: 'Employed',
  incomeSelfEmployed: 'Self-employed',
  incomeRetired: 'Retired',
  incomeMilitary: 'Military',
  incomeOther: 'Other',
  monthlyIncome: 'Monthly income before taxes ($)',
  yearsThere: 'Years there',
  removeEmployer: 'Remove previous employer {number}',
  addEmployer: 'Add previous employer',
  addCoBorrower: 'Add a co-borrower',
  reviewApplicant: 'Applicant',
  reviewCoBorrower: 'Co-borrower',
  reviewName: 'Name',
  reviewContact: 'Contact',
  reviewAddresses: 'Addresses',
  reviewEmployers: 'Employers',
  reviewTime: '{years} y {months} m',
  consent: 'I agree to sign this application electronically and to the',
  consentLink: 'electronic signature disclosure',
  privacyPrefix: PRIVACY_NOTICE_PREFIX,
  privacyLink: PRIVACY_NOTICE_LINK,
} as const;

export type CreditApplicationTextName = keyof typeof CREDIT_APPLICATION_TEXTS;
export type CreditApplicationTexts = Record<CreditApplicationTextName, string>;

/** The uiStrings key of one text. */
export const creditApplicationTextKey = (name: CreditApplicationTextName) => `finance.creditApp.form.${name}`;

/** Every text in the site's language: the editor's wording, else today's English. */
export function resolveCreditApplicationTexts(t: Translator): CreditApplicationTexts {
  const names = Object.keys(CREDIT_APPLICATION_TEXTS) as CreditApplicationTextName[];
  return Object.fromEntries(
    names.map((name) => [name, t(creditApplicationTextKey(name), undefined, CREDIT_APPLICATION_TEXTS[name])]),
  ) as CreditApplicationTexts;
}
