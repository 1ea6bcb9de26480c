/**
 * The full credit application's steps and their validation with the shared FULL_CREDIT_APP schema (the server runs
 * the same schema). Errors are keyed by path: `applicant.firstName`, `applicant.residences.0.city`, the list itself
 * (`applicant.residences`) when the entries do not cover two years, and `esignConsent`.
 */
import { z } from 'zod';

import { historyCovered } from '@/lib/finance/history-coverage';
import {
  creditApplicantSchema,
  EMPLOYMENT_HISTORY_MESSAGE,
  employmentSchema,
  ESIGN_CONSENT_MESSAGE,
  RESIDENCE_HISTORY_MESSAGE,
  residenceSchema,
  residenceTime,
} from '@/lib/leads/schemas/full-credit-app';

import {
  cleanApplicant,
  cleanPerson,
  type ApplicantDraft,
  type CreditApplicationDraft,
} from './credit-application-draft';

export const CREDIT_STEPS = [
  { id: 'applicant', title: 'About you' },
  { id: 'residence', title: 'Residence history' },
  { id: 'employment', title: 'Employment history' },
  { id: 'coBorrower', title: 'Co-borrower' },
  { id: 'review', title: 'Review and sign' },
] as const;

export type CreditStepId = (typeof CREDIT_STEPS)[number]['id'];
export type StepErrors = Record<string, string>;

/** The form's values: the draft plus the review step's e-signature box (never kept for the visit). */
export interface CreditApplicationValues extends CreditApplicationDraft {
  esignConsent: boolean;
}

/** The element id of a field path (`applicant.residences.0.city` → `fca-applicant-residences-0-city`). */
export const creditFieldId = (path: string) => `fca-${path.replace(/\./g, '-')}`;

const LIST_KEY = /\.(residences|employments)$/;

/**
 * Where the form keeps an error key's message: a history list's own message (two years not covered) sits at
 * `<list>.root`, beside its entries' messages.
 */
export const creditErrorPath = (key: string) => (LIST_KEY.test(key) ? `${key}.root` : key);

/** The schema's messages (the server sends the same ones for a direct POST). */
export { EMPLOYMENT_HISTORY_MESSAGE, ESIGN_CONSENT_MESSAGE, RESIDENCE_HISTORY_MESSAGE };

const personSchema = creditApplicantSchema.pick({
  firstName: true,
  middleName: true,
  lastName: true,
  suffix: true,
  email: true,
  phone: true,
  dateOfBirth: true,
  ssn: true,
});

function collect(prefix: string, schema: z.ZodType, value: unknown, errors: StepErrors) {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const key = [prefix, ...issue.path.map(String)].join('.');
    errors[key] ??= issue.message;
  }
}

function personErrors(prefix: string, applicant: ApplicantDraft, errors: StepErrors) {
  collect(prefix, personSchema, cleanPerson(applicant), errors);
}

function residenceErrors(prefix: string, applicant: ApplicantDraft, errors: StepErrors) {
  collect(`${prefix}.residences`, z.array(residenceSchema), cleanApplicant(applicant).residences, errors);
  if (!historyCovered(applicant.residences.map(residenceTime)))
    errors[`${prefix}.residences`] = RESIDENCE_HISTORY_MESSAGE;
}

function employmentErrors(prefix: string, applicant: ApplicantDraft, errors: StepErrors) {
  collect(`${prefix}.employments`, z.array(employmentSchema), cleanApplicant(applicant).employments, errors);
  if (!historyCovered(applicant.employments)) errors[`${prefix}.employments`] = EMPLOYMENT_HISTORY_MESSAGE;
}

/** Errors of one step (empty when the visitor may go on). */
export function validateStep(step: CreditStepId, draft: CreditApplicationDraft, consent: boolean): StepErrors {
  const errors: StepErrors = {};
  if (step === 'applicant') personErrors('applicant', draft.applicant, errors);
  if (step === 'residence') residenceErrors('applicant', draft.applicant, errors);
  if (step === 'employment') employmentErrors('applicant', draft.applicant, errors);
  if (step === 'coBorrower' && draft.hasCoBorrower) {
    personErrors('coBorrower', draft.coBorrower, errors);
    residenceErrors('coBorrower', draft.coBorrower, errors);
    employmentErrors('coBorrower', draft.coBorrower, errors);
  }
  if (step === 'review' && !consent) errors.esignConsent = ESIGN_CONSENT_MESSAGE;
  return errors;
}

/** The first step with errors, checking every step (before sending). */
export function firstInvalidStep(draft: CreditApplicationDraft, consent: boolean): CreditStepId | null {
  for (const step of CREDIT_STEPS) {
    if (Object.keys(validateStep(step.id, draft, consent)).length > 0) return step.id;
  }
  return null;
}
