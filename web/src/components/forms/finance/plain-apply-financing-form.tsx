import { LEAD_TOASTS, toastMessage } from '@/lib/leads/toasts';

import type { NoScriptResult } from '../lead-form-config';
import type { FormStatus } from '../kit/form-types';
import { NO_SCRIPT_INVALID_MESSAGE } from '../plain-lead-form';
import type { ApplyFinancingConfig } from './apply-financing-config';
import { ApplyFinancingView } from './apply-financing-view';

function statusFor(result: NoScriptResult | null): FormStatus | null {
  const toasts = LEAD_TOASTS.contact;
  if (result === 'sent') return { tone: 'success', text: toastMessage(toasts.success) };
  if (result === 'error') return { tone: 'error', text: toastMessage(toasts.error) };
  if (result === 'invalid') return { tone: 'error', text: NO_SCRIPT_INVALID_MESSAGE };
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
  return <ApplyFinancingView config={config} bind={(name) => ({ name })} errors={{}} status={statusFor(result)} />;
}
