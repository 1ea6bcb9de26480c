'use client';

import { useMemo } from 'react';

import { toastRegionText } from '../ui/toast-strings';
import { TOAST_GROUP, type LeadFormConfig } from './lead-form-config';
import { LEAD_FORM_STRINGS, leadSubmitText } from './lead-form-strings';
import { useLeadSubmit } from './use-lead-submit';

/** useLeadSubmit for a contact, careers or staff form, with its toasts and status lines in the page's language. */
export function useLeadFormSubmit(config: LeadFormConfig) {
  const group = TOAST_GROUP[config.kind] === 'careers' ? 'careers' : 'contact';
  const strings = config.strings ?? LEAD_FORM_STRINGS;
  const text = useMemo(() => leadSubmitText(group, strings), [group, strings]);
  const lead = useLeadSubmit(group, config.cookieTier, { text, lang: config.lang ?? 'en' });
  const toastText = useMemo(() => toastRegionText(strings), [strings]);
  return { lead, fixFields: text.fixFields, toastText };
}
