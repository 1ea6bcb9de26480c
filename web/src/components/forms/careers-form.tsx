'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { precheckResume, RESUME_FIELD } from '@/lib/leads/resume';
import { careersFormSchema, type CareersFormInput, type CareersFormValues } from '@/lib/leads/schemas/careers';
import { ToastRegion } from '@/components/ui/toast-region';

import type { EnhancedLeadFormProps } from './enhanced-form-props';
import { startValues, visitorOf } from './form-values';
import { LeadFormView, type LeadFieldName } from './lead-form-view';
import { useLeadFormSubmit } from './use-lead-form-submit';
import { useEnhancedFields } from './use-enhanced-fields';
import { browserProfile } from './visitor-profile-client';

const FIELDS = ['position', 'message', 'firstName', 'lastName', 'email', 'phone'] as const;

/** The careers application (position and message) with an optional résumé, sent as multipart. */
export function CareersForm({ config, handover, initialFile }: EnhancedLeadFormProps) {
  const form = useForm<CareersFormInput, unknown, CareersFormValues>({
    resolver: zodResolver(careersFormSchema),
    defaultValues: { ...startValues(FIELDS, {}, browserProfile()), website: '' },
    mode: 'onTouched',
  });
  const bind = useEnhancedFields(form, handover);
  const { lead, fixFields, toastText } = useLeadFormSubmit(config);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  // Keep a file chosen in the plain form before this one loaded.
  useEffect(() => {
    if (!initialFile || !fileInput.current || typeof DataTransfer === 'undefined') return;
    const transfer = new DataTransfer();
    transfer.items.add(initialFile);
    fileInput.current.files = transfer.files;
  }, [initialFile]);

  const chosenFile = (): File | null => fileInput.current?.files?.[0] ?? null;
  const checkFile = (): boolean => {
    const file = chosenFile();
    const message = file ? precheckResume(file) : null;
    setFileError(message);
    return message === null;
  };

  const onValid = async (values: CareersFormValues) => {
    if (!checkFile()) {
      lead.setStatus({ tone: 'error', text: fixFields });
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...values, url: window.location.href })) {
      if (typeof value === 'string') body.set(name, value);
    }
    const file = chosenFile();
    if (file) body.set(RESUME_FIELD, file);
    const result = await lead.submit({ form: 'CAREERS', body, profile: visitorOf(values) });
    if (result.kind === 'sent') {
      form.reset({ ...startValues(FIELDS, {}, browserProfile()), position: '', message: '', website: '' });
      if (fileInput.current) fileInput.current.value = '';
    } else if (result.kind === 'invalid') {
      for (const [field, message] of Object.entries(result.errors)) {
        if (field === RESUME_FIELD) setFileError(message);
        else form.setError(field as keyof CareersFormInput, { type: 'server', message });
      }
    }
  };

  const errors = {
    ...(Object.fromEntries(
      Object.entries(form.formState.errors).map(([field, error]) => [field, error?.message]),
    ) as Partial<Record<LeadFieldName, string>>),
    ...(fileError ? { [RESUME_FIELD]: fileError } : {}),
  };

  return (
    <>
      <LeadFormView
        config={config}
        formType="CAREERS"
        enhanced
        bind={bind}
        errors={errors}
        status={lead.status}
        submitting={lead.submitting}
        fileRef={fileInput}
        onFileChange={checkFile}
        onSubmit={(event) =>
          void form.handleSubmit(onValid, () => {
            checkFile();
            lead.setStatus({ tone: 'error', text: fixFields });
          })(event)
        }
      />
      <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} text={toastText} />
    </>
  );
}
