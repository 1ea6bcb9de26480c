'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { contactFormType } from '@/lib/leads/contact-inquiries';
import { contactFormSchema, type ContactFormInput, type ContactFormValues } from '@/lib/leads/schemas/contact';
import { ToastRegion } from '@/components/ui/toast-region';

import type { EnhancedLeadFormProps } from './enhanced-form-props';
import { startValues, visitorOf } from './form-values';
import { LeadFormView, type LeadFieldName } from './lead-form-view';
import { useLeadFormSubmit } from './use-lead-form-submit';
import { useEnhancedFields } from './use-enhanced-fields';
import { browserProfile } from './visitor-profile-client';

const FIELDS = ['inquiryType', 'message', 'firstName', 'lastName', 'email', 'phone'] as const;

/** The contact form: inquiry type 1–7 picks the CONTACT_* routing key. */
export function ContactForm({ config, handover }: EnhancedLeadFormProps) {
  // The visitor's store is the first choice; without a choice to make the form sends none (the server picks theirs).
  const store = (config.stores?.length ?? 0) > 1 ? { store: config.store ?? '' } : {};
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { ...startValues(FIELDS, {}, browserProfile()), ...store, website: '' },
    mode: 'onTouched',
  });
  const bind = useEnhancedFields(form, handover);
  const { lead, fixFields, toastText } = useLeadFormSubmit(config);
  const { errors } = form.formState;

  const onValid = async (values: ContactFormValues) => {
    const result = await lead.submit({
      form: contactFormType(values.inquiryType),
      body: { ...values, url: window.location.href },
      profile: visitorOf(values),
    });
    if (result.kind === 'sent') {
      form.reset({
        ...startValues(FIELDS, {}, browserProfile()),
        ...store,
        inquiryType: '',
        message: '',
        website: '',
      });
    } else if (result.kind === 'invalid') {
      for (const [field, message] of Object.entries(result.errors)) {
        form.setError(field as keyof ContactFormInput, { type: 'server', message });
      }
    }
  };

  return (
    <>
      <LeadFormView
        config={config}
        formType="CONTACT_SALES"
        enhanced
        bind={bind}
        errors={
          Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message])) as Partial<
            Record<LeadFieldName, string>
          >
        }
        status={lead.status}
        submitting={lead.submitting}
        onSubmit={form.handleSubmit(onValid, () => lead.setStatus({ tone: 'error', text: fixFields }))}
      />
      <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} text={toastText} />
    </>
  );
}
