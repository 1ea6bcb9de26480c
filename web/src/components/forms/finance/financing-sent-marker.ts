/**
 * Browser glue for the unchanged-profile rule (lib/profile/financing-resend): the key of the last pre-approval
 * sent in this visit, in session storage (a hash; no contact details in clear).
 */
const STORAGE_KEY = 'applyFinancingSent';
/** The reference number of that lead, shown again when the same submission is not sent twice. */
const REFERENCE_KEY = 'applyFinancingReference';

export function readFinancingSentKey(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: treat as never sent, so the lead goes out
  }
}

export function readFinancingReference(): string | null {
  try {
    return window.sessionStorage.getItem(REFERENCE_KEY);
  } catch {
    return null;
  }
}

export function writeFinancingSentKey(key: string, reference: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, key);
    window.sessionStorage.setItem(REFERENCE_KEY, reference);
  } catch {
    // storage blocked: the next identical submission simply sends again
  }
}
