/**
 * The full credit application's answers while the visitor fills it in: every control's text, as typed. Cleaned
 * (blank → absent) before validation with the shared FULL_CREDIT_APP schema and before sending.
 */
import type { VisitorProfile } from '@/lib/profile/visitor-profile';

export interface ResidenceDraft {
  housingStatus: string;
  monthlyRent: string;
  yearsAtAddress: string;
  monthsAtAddress: string;
  fullAddress: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface EmploymentDraft {
  employer: string;
  jobTitle: string;
  phone: string;
  monthlyIncome: string;
  incomeType: string;
  years: string;
  months: string;
}

export interface ApplicantDraft {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  ssn: string;
  residences: ResidenceDraft[];
  employments: EmploymentDraft[];
}

export interface CreditApplicationDraft {
  applicant: ApplicantDraft;
  hasCoBorrower: boolean;
  coBorrower: ApplicantDraft;
}

export const emptyResidence = (): ResidenceDraft => ({
  housingStatus: '',
  monthlyRent: '',
  yearsAtAddress: '',
  monthsAtAddress: '',
  fullAddress: '',
  apartment: '',
  city: '',
  state: '',
  zipCode: '',
});

export const emptyEmployment = (): EmploymentDraft => ({
  employer: '',
  jobTitle: '',
  phone: '',
  monthlyIncome: '',
  incomeType: '',
  years: '',
  months: '',
});

export function emptyApplicant(profile: VisitorProfile = {}): ApplicantDraft {
  return {
    firstName: profile.firstName ?? '',
    middleName: '',
    lastName: profile.lastName ?? '',
    suffix: '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    dateOfBirth: '',
    ssn: '',
    residences: [emptyResidence()],
    employments: [emptyEmployment()],
  };
}

function clean<T extends object>(entry: T): Partial<T> {
  return Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== '')) as Partial<T>;
}

/** The person's own answers (no history), blank ones left out. */
export function cleanPerson(applicant: ApplicantDraft) {
  const { residences, employments, ...person } = applicant;
  void residences;
  void employments;
  return clean(person);
}

/** Blank answers left out, so the schema reports "required" rather than "invalid". */
export function cleanApplicant(applicant: ApplicantDraft) {
  return {
    ...cleanPerson(applicant),
    residences: applicant.residences.map(clean),
    employments: applicant.employments.map(clean),
  };
}

/** The request body (before the page URL): the applicant, plus the co-borrower when there is one. */
export function applicationBody(draft: CreditApplicationDraft) {
  return {
    ...cleanApplicant(draft.applicant),
    ...(draft.hasCoBorrower ? { coBorrower: cleanApplicant(draft.coBorrower) } : {}),
  };
}

/** Progress kept for the visit (session storage) never holds the SSN or the date of birth. */
export function storableDraft(draft: CreditApplicationDraft): CreditApplicationDraft {
  const strip = (applicant: ApplicantDraft): ApplicantDraft => ({ ...applicant, ssn: '', dateOfBirth: '' });
  return { ...draft, applicant: strip(draft.applicant), coBorrower: strip(draft.coBorrower) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies the known text fields from stored JSON onto a fresh entry; anything else is ignored. */
function restoreEntry<T extends object>(fresh: T, stored: unknown): T {
  if (!isRecord(stored)) return fresh;
  const entry = { ...fresh } as Record<string, unknown>;
  for (const key of Object.keys(fresh)) {
    if (typeof stored[key] === 'string') entry[key] = stored[key];
  }
  return entry as T;
}

function restoreApplicant(stored: unknown): ApplicantDraft {
  const fresh = emptyApplicant();
  if (!isRecord(stored)) return fresh;
  const list = <T extends object>(value: unknown, make: () => T): T[] => {
    const items = Array.isArray(value) ? value.slice(0, 5).map((item) => restoreEntry(make(), item)) : [];
    return items.length > 0 ? items : [make()];
  };
  return {
    ...restoreEntry({ ...fresh, residences: undefined, employments: undefined }, stored),
    ssn: '',
    dateOfBirth: '',
    residences: list(stored.residences, emptyResidence),
    employments: list(stored.employments, emptyEmployment),
  };
}

/** The draft kept for the visit, or null when there is none or it does not parse. */
export function restoreDraft(json: string | null): CreditApplicationDraft | null {
  if (!json) return null;
  try {
    const stored: unknown = JSON.parse(json);
    if (!isRecord(stored)) return null;
    return {
      applicant: restoreApplicant(stored.applicant),
      hasCoBorrower: stored.hasCoBorrower === true,
      coBorrower: restoreApplicant(stored.coBorrower),
    };
  } catch {
    return null;
  }
}
