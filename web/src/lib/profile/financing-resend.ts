/**
 * The financing form skips sending when the profile is unchanged: a second pre-approval from the same visitor with
 * the same saved profile and the same answers shows the success state again without sending a second lead.
 *
 * Interpretation: "unchanged" means the submitted contact details equal the saved (valid) profile AND the last
 * pre-approval sent in this visit carried exactly these details and answers (the submission key). A visitor whose
 * profile came from another form still sends their first pre-approval, and new answers (say a larger down payment)
 * are new information for the finance team, so they send too. Pure: the caller keeps the key (session storage).
 */
import { isProfileValid, type ProfileInput, type VisitorProfile } from './visitor-profile';

/** The pre-approval answers besides the contact details. */
export interface FinancingAnswers {
  downPayment?: number;
  monthlyIncome?: number;
  creditScore?: string;
  tradeIn?: boolean;
}

const clean = (value: string | undefined) => value?.trim() ?? '';

/** US numbers compare by their ten digits: "+1 (555) 010-2030" equals "5550102030". */
function phoneDigits(value: string | undefined): string {
  const digits = clean(value).replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

function normalised(profile: ProfileInput) {
  return {
    firstName: clean(profile.firstName),
    lastName: clean(profile.lastName),
    email: clean(profile.email).toLowerCase(),
    phone: phoneDigits(profile.phone),
  };
}

/** The submitted contact details equal the saved profile (case-insensitive e-mail, phone by digits). */
export function sameProfile(saved: VisitorProfile, submitted: ProfileInput): boolean {
  const a = normalised(saved);
  const b = normalised(submitted);
  return a.firstName === b.firstName && a.lastName === b.lastName && a.email === b.email && a.phone === b.phone;
}

/** FNV-1a, so the stored key holds no contact details in clear. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, '0');
}

/** A short, stable key of one submission (contact details + answers). */
export function financingSubmissionKey(submitted: ProfileInput, answers: FinancingAnswers): string {
  return hash(
    JSON.stringify([
      normalised(submitted),
      answers.downPayment ?? null,
      answers.monthlyIncome ?? null,
      answers.creditScore ?? null,
      answers.tradeIn ?? false,
    ]),
  );
}

export interface FinancingSkipInput {
  /** The profile saved in cookies before this submission. */
  saved: VisitorProfile;
  submitted: ProfileInput;
  answers: FinancingAnswers;
  /** The key of the last pre-approval sent in this visit, if any. */
  lastSentKey: string | null;
}

export function shouldSkipFinancingLead({ saved, submitted, answers, lastSentKey }: FinancingSkipInput): boolean {
  return (
    lastSentKey !== null &&
    isProfileValid(saved) &&
    sameProfile(saved, submitted) &&
    lastSentKey === financingSubmissionKey(submitted, answers)
  );
}
