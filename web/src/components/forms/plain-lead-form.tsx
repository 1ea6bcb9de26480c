import { toastMessage } from '@/lib/leads/toasts';

import { TOAST_GROUP, type LeadFormConfig, type NoScriptResult } from './lead-form-config';
import type { FormStatus } from './kit/form-types';
import { LEAD_FORM_TEXTS } from './lead-form-texts';
import { LeadFormView } from './lead-form-view';
import { LEAD_MESSAGE_STRINGS, leadSubmitText } from './lead-message-strings';

const FORM_TYPES = { contact: 'CONTACT_SALES', careers: 'CAREERS', staff: 'STAFF_MEMBER' } as const;

function statusFor(config: LeadFormConfig, result: NoScriptResult | null): FormStatus | null {
  const texts = config.formTexts ?? LEAD_FORM_TEXTS;
  const group = TOAST_GROUP[config.kind];
  const toasts = leadSubmitText(
    group === 'careers' ? 'careers' : 'contact',
    config.messages ?? LEAD_MESSAGE_STRINGS,
    texts,
  );
  if (result === 'sent') return { tone: 'success', text: toastMessage(toasts.success) };
  if (result === 'error') return { tone: 'error', text: toastMessage(toasts.error) };
  if (result === 'invalid') return { tone: 'error', text: texts.noscriptInvalid };
  return null;
}

/** The server-rendered form: posts to /api/leads and comes back with `?lead=…` when JavaScript is off. */
export function PlainLeadForm({ config, result }: { config: LeadFormConfig; result: NoScriptResult | null }) {
  return (
    <LeadFormView
      config={config}
      formType={FORM_TYPES[config.kind]}
      bind={(name) => ({ name })}
      errors={{}}
      status={statusFor(config, result)}
    />
  );
}
