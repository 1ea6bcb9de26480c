import { toastMessage } from '@/lib/leads/toasts';

import { TOAST_GROUP, type LeadFormConfig, type NoScriptResult } from './lead-form-config';
import { LEAD_FORM_STRINGS, leadSubmitText } from './lead-form-strings';
import { LeadFormView, type LeadFormStatus } from './lead-form-view';

const FORM_TYPES = { contact: 'CONTACT_SALES', careers: 'CAREERS', staff: 'STAFF_MEMBER' } as const;

function statusFor(config: LeadFormConfig, result: NoScriptResult | null): LeadFormStatus | null {
  const strings = config.strings ?? LEAD_FORM_STRINGS;
  const group = TOAST_GROUP[config.kind];
  const toasts = leadSubmitText(group === 'careers' ? 'careers' : 'contact', strings);
  if (result === 'sent') return { tone: 'success', text: toastMessage(toasts.success) };
  if (result === 'error') return { tone: 'error', text: toastMessage(toasts.error) };
  if (result === 'invalid') return { tone: 'error', text: strings['form.noscriptInvalid'] };
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
