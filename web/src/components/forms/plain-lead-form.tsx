import { LEAD_TOASTS, toastMessage } from '@/lib/leads/toasts';

import { TOAST_GROUP, type LeadFormConfig, type NoScriptResult } from './lead-form-config';
import type { FormStatus } from './kit/form-types';
import { LeadFormView } from './lead-form-view';

/** Not in the spec: the plain form came back invalid (only without JavaScript, where fields cannot be marked). */
export const NO_SCRIPT_INVALID_MESSAGE =
  'Some fields were missing or not valid. Please check every field marked * and send the form again.';

const FORM_TYPES = { contact: 'CONTACT_SALES', careers: 'CAREERS', staff: 'STAFF_MEMBER' } as const;

function statusFor(config: LeadFormConfig, result: NoScriptResult | null): FormStatus | null {
  const toasts = LEAD_TOASTS[TOAST_GROUP[config.kind]];
  if (result === 'sent') return { tone: 'success', text: toastMessage(toasts.success) };
  if (result === 'error') return { tone: 'error', text: toastMessage(toasts.error) };
  if (result === 'invalid') return { tone: 'error', text: NO_SCRIPT_INVALID_MESSAGE };
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
