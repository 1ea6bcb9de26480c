import { toastMessage } from '@/lib/leads/toasts';

import type { NoScriptResult } from '../lead-form-config';
import { LEAD_FORM_STRINGS, leadSubmitText, type LeadFormStrings } from '../lead-form-strings';
import type { LeadFormStatus } from '../lead-form-view';
import type { ApplyFinancingConfig } from './apply-financing-config';
import { ApplyFinancingView } from './apply-financing-view';

function statusFor(result: NoScriptResult | null, strings: LeadFormStrings): LeadFormStatus | null {
  const toasts = leadSubmitText('contact', strings);
  if (result === 'sent') return { tone: 'success', text: toastMessage(toasts.success) };
  if (result === 'error') return { tone: 'error', text: toastMessage(toasts.error) };
  if (result === 'invalid') return { tone: 'error', text: strings['form.noscriptInvalid'] };
  return null;
}

/** The server-rendered pre-approval form: posts to /api/leads and comes back with `?lead=…` without JavaScript. */
export function PlainApplyFinancingForm({
  config,
  result,
}: {
  config: ApplyFinancingConfig;
  result: NoScriptResult | null;
}) {
  return (
    <ApplyFinancingView
      config={config}
      bind={(name) => ({ name })}
      errors={{}}
      status={statusFor(result, config.strings ?? LEAD_FORM_STRINGS)}
    />
  );
}
