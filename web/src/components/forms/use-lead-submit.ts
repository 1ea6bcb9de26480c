'use client';

import { useCallback, useRef, useState } from 'react';

import type { LeadFormType } from '@dealer/schemas/constants';

import { fetchJson } from '@/lib/http/fetch-json';
import { submissionKeyFor, type SubmissionKey } from '@/lib/http/submission-key';
import { FORM_ERROR_KEY, type FieldErrors } from '@/lib/leads/field-errors';
import { leadPostPath } from '@/lib/leads/lead-post-path';
import { LEAD_TOASTS, TOAST_LIFE_MS, toastMessage, type LeadToastGroup } from '@/lib/leads/toasts';
import type { Language } from '@/lib/i18n/strings';
import type { ProfileInput } from '@/lib/profile/visitor-profile';
import { fireLeadConversion } from '@/lib/tracking/fire-conversion';
import { useToasts } from '@/components/ui/toast-region';

import type { FormStatus } from './kit/form-types';
import type { LeadSubmitText } from './lead-message-strings';
import { saveProfileAfterLead } from './visitor-profile-client';

/** Not in the spec: the status line when fields need fixing. */
export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields.';
export const SENDING_MESSAGE = 'Sending…';

export type LeadSubmitResult =
  { kind: 'sent'; id: string } | { kind: 'invalid'; errors: FieldErrors } | { kind: 'failed' } | { kind: 'busy' };

interface SubmitInput {
  form: LeadFormType;
  /** JSON fields, or multipart form data (the résumé). */
  body: Record<string, unknown> | FormData;
  /** What to remember in the visitor profile once the lead is accepted. */
  profile: ProfileInput;
}

/**
 * Posts a lead to `/api/leads` with one idempotency key per submission (kept across retries of the same answers,
 * so a double click or a retry after a lost answer never sends twice; a new one once the visitor changes an
 * answer, lib/http/submission-key.ts), and reports through the lead toasts and the aria-live status line.
 */
export function useLeadSubmit(
  group: LeadToastGroup,
  cookieTier: number | null,
  /** The toasts and status lines in the page's language, and the language the API answers field messages in. */
  localized?: { text: LeadSubmitText; lang: Language },
) {
  const text: LeadSubmitText = localized?.text ?? {
    success: LEAD_TOASTS[group].success,
    error: LEAD_TOASTS[group].error,
    sending: SENDING_MESSAGE,
    fixFields: FIX_FIELDS_MESSAGE,
  };
  const { success: successToast, error: errorToast, sending, fixFields } = text;
  const lang = localized?.lang;
  const { toasts, show, dismiss } = useToasts();
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const key = useRef<SubmissionKey | null>(null);
  const inFlight = useRef(false);

  const fail = useCallback(
    (message?: string) => {
      const toast = errorToast;
      show({ severity: 'error', summary: toast.summary, detail: toast.detail, life: TOAST_LIFE_MS });
      setStatus({ tone: 'error', text: message ?? toastMessage(toast) });
    },
    [errorToast, show],
  );

  const submit = useCallback(
    async ({ form, body, profile }: SubmitInput): Promise<LeadSubmitResult> => {
      if (inFlight.current) return { kind: 'busy' };
      inFlight.current = true;
      setSubmitting(true);
      setStatus({ tone: 'info', text: sending });
      try {
        if (body instanceof FormData) body.set('form', form);
        const payload = body instanceof FormData ? body : { form, ...body };
        key.current = submissionKeyFor(key.current, payload);
        // The résumé form posts to its own address, the one that takes a large multipart body.
        const response = await fetchJson(leadPostPath(form), {
          method: 'POST',
          // Field messages come back in the page's language (the API's default is English).
          headers: { 'idempotency-key': key.current.key, ...(lang ? { 'accept-language': lang } : {}) },
          body: payload,
        });
        const answer = response.body as { id?: string; errors?: FieldErrors } | null;
        if (response.status === 201 && answer?.id) {
          key.current = null;
          const toast = successToast;
          show({ severity: 'success', summary: toast.summary, detail: toast.detail, life: TOAST_LIFE_MS });
          setStatus({ tone: 'success', text: toastMessage(toast) });
          saveProfileAfterLead(profile, cookieTier, answer.id);
          // The conversion goes out only now that the server accepted the lead (docs/tracking.md#conversion-map).
          fireLeadConversion(form, answer.id, body);
          return { kind: 'sent', id: answer.id };
        }
        if (response.status === 400 && answer?.errors) {
          const { [FORM_ERROR_KEY]: formError, ...fields } = answer.errors;
          if (Object.keys(fields).length > 0) {
            setStatus({ tone: 'error', text: formError ?? fixFields });
            return { kind: 'invalid', errors: fields };
          }
        }
        // 422: the key was already used for other answers; the next try gets a fresh one.
        if (response.status === 422) key.current = null;
        fail(answer?.errors?.[FORM_ERROR_KEY] ?? answer?.errors?.idempotencyKey);
        return { kind: 'failed' };
      } catch {
        fail();
        return { kind: 'failed' };
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [cookieTier, fail, fixFields, lang, sending, show, successToast],
  );

  /** The success toast and status without a request (the pre-approval form's unchanged-profile rule). */
  const showSuccess = useCallback(() => {
    const toast = successToast;
    show({ severity: 'success', summary: toast.summary, detail: toast.detail, life: TOAST_LIFE_MS });
    setStatus({ tone: 'success', text: toastMessage(toast) });
  }, [show, successToast]);

  return { submit, submitting, status, setStatus, showSuccess, toasts, dismissToast: dismiss };
}
