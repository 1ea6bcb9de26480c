'use client';

import { useMemo } from 'react';

import { toastRegionText } from '../ui/toast-strings';
import { TOAST_GROUP, type LeadFormConfig } from './lead-form-config';
import { LEAD_FORM_TEXTS } from './lead-form-texts';
import { LEAD_MESSAGE_STRINGS, leadSubmitText } from './lead-message-strings';
import { useLeadSubmit } from './use-lead-submit';

/** useLeadSubmit for a contact, careers or staff form, with its toasts and status lines in the page's language. */
export function useLeadFormSubmit(config: LeadFormConfig) {
  const group = TOAST_GROUP[config.kind] === 'careers' ? 'careers' : 'contact';
  const messages = config.messages ?? LEAD_MESSAGE_STRINGS;
  const texts = config.formTexts ?? LEAD_FORM_TEXTS;
  const text = useMemo(() => leadSubmitText(group, messages, texts), [group, messages, texts]);
  const lead = useLeadSubmit(group, config.cookieTier, { text, lang: config.lang ?? 'en' });
  const toastText = useMemo(() => toastRegionText(messages), [messages]);
  return { lead, fixFields: text.fixFields, toastText };
}
