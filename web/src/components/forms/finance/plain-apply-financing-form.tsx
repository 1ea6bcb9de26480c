import { toastMessage } from '@/lib/leads/toasts';

import type { NoScriptResult } from '../lead-form-config';
import type { FormStatus } from '../kit/form-types';
import { LEAD_FORM_TEXTS, type LeadFormTexts } from '../lead-form-texts';
import { LEAD_MESSAGE_STRINGS, leadSubmitText } from '../lead-message-strings';
import type { ApplyFinancingConfig } from './apply-financing-config';
import { ApplyFinancingView } from './apply-financing-view';

function statusFor(result: NoScriptResult | null, config: ApplyFinancingConfig): FormStatus | null {
  const texts: LeadFormTexts = config.formTexts ?? LEAD_FORM_TEXTS;
  const toasts = leadSubmitText('contact', config.messages ?? LEAD_MESSAGE_STRINGS, texts);
  if (result === 'sent') return { tone: 'success', text: toastMessage(toasts.success) };
  if (result === 'error') return { tone: 'error', text: toastMessage(toasts.error) };
  if (result === 'invalid') return { tone: 'error', text: texts.noscriptInvalid };
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
    <ApplyFinancingView config={config} bind={(name) => ({ name })} errors={{}} status={statusFor(result, config)} />
  );
}
