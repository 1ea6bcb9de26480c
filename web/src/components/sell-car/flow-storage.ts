'use client';

import { applyPhoneInputMask } from '@/lib/leads/phone-input';

import { browserProfile } from '../forms/visitor-profile-client';
import type { ContactValues } from './contact-step';
import { STORAGE_KEY } from './flow-state';

/** Lead form rule: the contact fields start from the visitor profile cookies. */
export function profileContact(): ContactValues {
  const profile = browserProfile();
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    // Shown in the phone input mask, like every lead form's prefill.
    phone: applyPhoneInputMask('', profile.phone ?? ''),
  };
}

/** The browser copy of the flow (answers and vehicle, never contact details), so a visitor can resume it. */
export function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: the flow still works, it just cannot resume
  }
}

export function writeStorage(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // ignore: see readStorage
  }
}

/** Focus the first of these fields that is on the page, once the step has re-rendered. */
export function focusFirstError(fieldIds: string[]): void {
  requestAnimationFrame(() => {
    for (const fieldId of fieldIds) {
      const element = document.getElementById(fieldId);
      if (element) {
        element.focus();
        return;
      }
    }
  });
}
