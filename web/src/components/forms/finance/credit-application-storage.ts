/** Browser glue: the credit application's progress for this visit (session storage, without SSN or birth date). */
import { restoreDraft, storableDraft, type CreditApplicationDraft } from './credit-application-draft';

const STORAGE_KEY = 'fullCreditApplication';

export function loadStoredDraft(): CreditApplicationDraft | null {
  try {
    return restoreDraft(window.sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null; // storage blocked: start empty
  }
}

export function storeDraft(draft: CreditApplicationDraft): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(storableDraft(draft)));
  } catch {
    // storage blocked or full: progress is simply not kept
  }
}

export function clearStoredDraft(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
