'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { preApprovalEstimate, type PreApprovalEstimate } from '@/lib/finance';
import { interpolate } from '@/lib/i18n/strings';
import { leadReference } from '@/lib/leads/reference';
import { financingSubmissionKey, shouldSkipFinancingLead } from '@/lib/profile/financing-resend';
import { applyFinancingFormSchema, type ApplyFinancingFormValues } from '@/lib/leads/schemas/apply-financing';
import { ToastRegion } from '@/components/ui/toast-region';

import { startValues, visitorOf } from '../form-values';
import type { HandoverRef } from '../plain-form-handover';
import { LEAD_FORM_TEXTS } from '../lead-form-texts';
import { LEAD_MESSAGE_STRINGS, leadSubmitText } from '../lead-message-strings';
import { useLeadSubmit } from '../use-lead-submit';
import { toastRegionText } from '../../ui/toast-strings';
import { useEnhancedFields } from '../use-enhanced-fields';
import { browserProfile } from '../visitor-profile-client';
import { APPLY_FINANCING_FIELDS, type ApplyFinancingConfig, type ApplyFinancingField } from './apply-financing-config';
import { ApplyFinancingView } from './apply-financing-view';
import { FinanceConfirmation, financeConfirmationStyles } from './finance-confirmation';
import { readFinancingReference, readFinancingSentKey, writeFinancingSentKey } from './financing-sent-marker';
import { PreApprovalEstimateView } from './pre-approval-estimate-view';

type ApplyFinancingInput = z.input<typeof applyFinancingFormSchema>;

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

export interface ApplyFinancingFormProps {
  config: ApplyFinancingConfig;
  /** The plain form's final values, focus and caret, read in the commit that swaps the forms. */
  handover: HandoverRef;
}

/** The plain form posts a ticked checkbox as `on`; the enhanced form holds a boolean. */
const adoptPlainValue = (name: string, value: string) => (name === 'tradeIn' ? value === 'on' : value);

function answersOf(values: ApplyFinancingFormValues) {
  return {
    downPayment: values.downPayment,
    monthlyIncome: values.monthlyIncome,
    creditScore: values.creditScore,
    tradeIn: values.tradeIn,
  };
}

/** The short pre-approval form (APPLY_FINANCING), enhanced: field messages, toasts, profile prefill and save. */
export function ApplyFinancingForm({ config, handover }: ApplyFinancingFormProps) {
  const form = useForm<ApplyFinancingInput, unknown, ApplyFinancingFormValues>({
    resolver: zodResolver(applyFinancingFormSchema),
    defaultValues: {
      ...startValues(PROFILE_FIELDS, {}, browserProfile()),
      monthlyIncome: '',
      downPayment: '',
      creditScore: undefined,
      tradeIn: false,
      website: '',
    },
    mode: 'onTouched',
  });
  const bind = useEnhancedFields(form, handover, adoptPlainValue);
  const messages = config.messages ?? LEAD_MESSAGE_STRINGS;
  const formTexts = config.formTexts ?? LEAD_FORM_TEXTS;
  const localized = useMemo(
    () => ({ text: leadSubmitText('contact', messages, formTexts), lang: config.lang ?? ('en' as const) }),
    [config.lang, messages, formTexts],
  );
  const lead = useLeadSubmit('contact', config.cookieTier, localized);
  const toastText = useMemo(() => toastRegionText(messages), [messages]);
  const { errors } = form.formState;
  const [done, setDone] = useState<{ reference: string | null; estimate: PreApprovalEstimate | null } | null>(null);

  // The promise of the page: the visitor's rate and buying power, at once, from the store's finance rules.
  const estimateOf = (values: ApplyFinancingFormValues) =>
    config.estimate
      ? preApprovalEstimate({
          ...config.estimate,
          creditBand: values.creditScore,
          monthlyIncome: values.monthlyIncome,
          downPayment: values.downPayment,
        })
      : null;

  const onValid = async (values: ApplyFinancingFormValues) => {
    const submitted = visitorOf(values);
    const answers = answersOf(values);
    // The same visitor sending the same pre-approval again gets the success state, not a second lead.
    if (shouldSkipFinancingLead({ saved: browserProfile(), submitted, answers, lastSentKey: readFinancingSentKey() })) {
      lead.showSuccess();
      setDone({ reference: readFinancingReference(), estimate: estimateOf(values) });
      return;
    }
    const result = await lead.submit({
      form: 'APPLY_FINANCING',
      body: { ...values, url: window.location.href },
      profile: submitted,
    });
    if (result.kind === 'sent') {
      const reference = leadReference(result.id);
      writeFinancingSentKey(financingSubmissionKey(submitted, answers), reference);
      setDone({ reference, estimate: estimateOf(values) });
    } else if (result.kind === 'invalid') {
      for (const [field, message] of Object.entries(result.errors)) {
        form.setError(field as keyof ApplyFinancingInput, { type: 'server', message });
      }
    }
  };

  const fieldErrors: Partial<Record<ApplyFinancingField, string>> = {};
  for (const field of APPLY_FINANCING_FIELDS) {
    const message = errors[field]?.message;
    if (message) fieldErrors[field] = message;
  }

  if (done) {
    const { texts } = config;
    const power = done.estimate?.buyingPower ?? 0;
    return (
      <>
        <FinanceConfirmation
          config={config}
          testId="pre-approval-confirmation"
          title={texts.estimateTitle}
          next={interpolate(texts.estimateNext, { store: config.storeName })}
          reference={done.reference}
          actions={
            <>
              {config.vehiclesPath && power > 0 ? (
                <a className={financeConfirmationStyles.link} href={`${config.vehiclesPath}/price-under-${power}`}>
                  {interpolate(texts.estimateBrowse, {
                    price: power.toLocaleString('en-US', {
                      style: 'currency',
                      currency: 'USD',
                      maximumFractionDigits: 0,
                    }),
                  })}
                </a>
              ) : null}
              {config.creditApplicationPath ? (
                <a className={financeConfirmationStyles.link} href={config.creditApplicationPath}>
                  {texts.estimateApply}
                </a>
              ) : null}
              <button type="button" className={financeConfirmationStyles.secondary} onClick={() => setDone(null)}>
                {texts.estimateEdit}
              </button>
            </>
          }
        >
          {done.estimate ? <PreApprovalEstimateView estimate={done.estimate} texts={texts} /> : null}
        </FinanceConfirmation>
        <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} text={toastText} />
      </>
    );
  }

  return (
    <>
      <ApplyFinancingView
        config={config}
        enhanced
        bind={bind}
        errors={fieldErrors}
        status={lead.status}
        submitting={lead.submitting}
        onSubmit={form.handleSubmit(onValid, () => lead.setStatus({ tone: 'error', text: localized.text.fixFields }))}
      />
      <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} text={toastText} />
    </>
  );
}
