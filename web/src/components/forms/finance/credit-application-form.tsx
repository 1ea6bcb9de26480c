'use client';

import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';

import { interpolate } from '@/lib/i18n/interpolate';
import { leadReference } from '@/lib/leads/reference';
import { ToastRegion } from '@/components/ui/toast-region';

import { FormStatusLine } from '../kit/form-status-line';
import { showFieldErrors } from '../kit/show-field-errors';
import { useFocusAfterRender } from '../kit/use-focus-after-render';
import styles from '../lead-form.module.css';
import { useLeadSubmit } from '../use-lead-submit';
import { browserProfile } from '../visitor-profile-client';
import type { FinanceFormConfig } from './apply-financing-config';
import { applicationBody, emptyApplicant } from './credit-application-draft';
import {
  CREDIT_STEPS,
  creditErrorPath,
  creditFieldId,
  firstInvalidStep,
  validateStep,
  type CreditApplicationValues,
  type CreditStepId,
  type StepErrors,
} from './credit-application-steps';
import { clearStoredDraft, loadStoredDraft, storeDraft } from './credit-application-storage';
import { CREDIT_APPLICATION_TEXTS, type CreditApplicationTexts } from './credit-application-texts';
import { CreditApplicationDone } from './credit-application-done';
import { CreditStepBody } from './credit-step-body';
import financeStyles from './finance-form.module.css';

export interface CreditApplicationConfig extends FinanceFormConfig {
  /** The electronic signature disclosure page. */
  esignHref: string;
  /** Step titles from the CMS (uiStrings); a missing one falls back to CREDIT_STEPS' wording. */
  stepTitles?: Partial<Record<CreditStepId, string>>;
  /** Labels, buttons and states from the CMS (uiStrings `finance.creditApp.form.*`); else the built-in English. */
  formTexts?: CreditApplicationTexts;
}

const emptyValues = (): CreditApplicationValues => ({
  applicant: emptyApplicant(browserProfile()),
  hasCoBorrower: false,
  coBorrower: emptyApplicant(),
  esignConsent: false,
});

/** What is kept for the visit: the answers without the consent box (storableDraft drops the SSN and birth date). */
function keepForVisit({ esignConsent, ...draft }: CreditApplicationValues): void {
  void esignConsent;
  storeDraft(draft);
}

/** The multi-step full credit application (FULL_CREDIT_APP): answers survive going back and forward. */
export function CreditApplicationForm({ config }: { config: CreditApplicationConfig }) {
  const texts = config.formTexts ?? CREDIT_APPLICATION_TEXTS;
  const [startValues] = useState<CreditApplicationValues>(() => {
    const stored = loadStoredDraft();
    return stored ? { ...stored, esignConsent: false } : emptyValues();
  });
  // Validation runs on Next and Send only (the shared schemas, step by step), so no resolver and no focus by RHF.
  const form = useForm<CreditApplicationValues>({ defaultValues: startValues, shouldFocusError: false });
  const sent = useRef(false);
  const [stepIndex, setStepIndex] = useState(0);
  const [done, setDone] = useState<{ reference: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const lead = useLeadSubmit('contact', config.cookieTier);
  const step = CREDIT_STEPS[stepIndex] ?? CREDIT_STEPS[0];

  useEffect(() => {
    // Progress is kept for the visit (never the SSN or birth date); once sent, nothing is kept.
    keepForVisit(form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (!sent.current) keepForVisit(values);
      },
    });
  }, [form]);

  useEffect(() => {
    // Focus the new step's heading after Next/Back (not on first render), so screen readers hear where they are.
    if (moved.current) heading.current?.focus();
  }, [stepIndex]);
  // Declared after the heading's effect: a refused step's first error wins over the heading.
  const focusAfterRender = useFocusAfterRender();

  const go = (next: number) => {
    moved.current = true;
    form.clearErrors();
    setStepIndex(next);
  };

  const refuse = (found: StepErrors) => {
    showFieldErrors(form, found, creditErrorPath);
    lead.setStatus({ tone: 'error', text: texts.fixErrors });
    const first = Object.keys(found)[0];
    if (first) focusAfterRender(creditFieldId(first));
  };

  const onNext = () => {
    const values = form.getValues();
    const found = validateStep(step.id, values, values.esignConsent);
    if (Object.keys(found).length > 0) return refuse(found);
    lead.setStatus(null);
    go(stepIndex + 1);
  };

  const onSend = async () => {
    const values = form.getValues();
    const invalid = firstInvalidStep(values, values.esignConsent);
    if (invalid) {
      const at = CREDIT_STEPS.findIndex((candidate) => candidate.id === invalid);
      if (at !== stepIndex) go(at);
      return refuse(validateStep(invalid, values, values.esignConsent));
    }
    const { applicant } = values;
    const result = await lead.submit({
      form: 'FULL_CREDIT_APP',
      // The server checks the e-signature consent too (a direct POST without it is refused).
      body: { ...applicationBody(values), esignConsent: values.esignConsent, url: window.location.href },
      profile: {
        firstName: applicant.firstName,
        lastName: applicant.lastName,
        email: applicant.email,
        phone: applicant.phone,
      },
    });
    if (result.kind === 'sent') {
      // The SSN and the rest leave memory and the visit's storage once the application is in.
      sent.current = true;
      clearStoredDraft();
      form.reset(emptyValues());
      setStepIndex(0);
      // A confirmation, not an empty step 1: the visitor must see the application arrived, or they apply again.
      setDone({ reference: leadReference(result.id) });
    } else if (result.kind === 'invalid') {
      // The server names the applicant's fields at the top level; the form keys them under `applicant.`.
      const found = Object.fromEntries(
        Object.entries(result.errors).map(([key, message]) => [
          key.startsWith('coBorrower.') || key === 'esignConsent' ? key : `applicant.${key}`,
          message,
        ]),
      );
      showFieldErrors(form, found, creditErrorPath);
    }
  };

  if (done) {
    return (
      <>
        <CreditApplicationDone config={config} reference={done.reference} />
        <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} />
      </>
    );
  }

  const last = stepIndex === CREDIT_STEPS.length - 1;
  return (
    <>
      <FormProvider {...form}>
        <form
          className={styles.form}
          noValidate
          data-enhanced="true"
          aria-busy={lead.submitting || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            if (last) void onSend();
            else onNext();
          }}
        >
          <p className={financeStyles.progress}>
            {interpolate(texts.progress, { step: stepIndex + 1, total: CREDIT_STEPS.length })}
          </p>
          <h3 ref={heading} tabIndex={-1} className={financeStyles.stepTitle}>
            {config.stepTitles?.[step.id] ?? step.title}
          </h3>
          <CreditStepBody key={step.id} step={step.id} texts={texts} esignHref={config.esignHref} />
          <div className={styles.actions}>
            {stepIndex > 0 ? (
              <button type="button" className={financeStyles.secondary} onClick={() => go(stepIndex - 1)}>
                {texts.back}
              </button>
            ) : null}
            <button type="submit" className={styles.submit} aria-disabled={lead.submitting || undefined}>
              {last ? (lead.submitting ? texts.sending : texts.submit) : texts.next}
            </button>
          </div>
          <p className={styles.notice}>
            {texts.privacyPrefix} <a href={config.privacyHref}>{texts.privacyLink}</a>.
          </p>
          <FormStatusLine status={lead.status} />
        </form>
      </FormProvider>
      <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} />
    </>
  );
}
