/**
 * Browser glue for the §4 unchanged-profile rule (lib/profile/financing-resend): the key of the last pre-approval
 * sent in this visit, in session storage (a hash; no contact details in clear).
 */
const STORAGE_KEY = 'applyFinancingSent';

export function readFinancingSentKey(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: treat as never sent, so the lead goes out
  }
}

export function writeFinancingSentKey(key: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, key);
  } catch {
    // storage blocked: the next identical submission simply sends again
  }
}
