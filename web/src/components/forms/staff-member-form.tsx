'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import {
  staffMemberFormSchema,
  type StaffMemberFormInput,
  type StaffMemberFormValues,
} from '@/lib/leads/schemas/staff-member';
import { ToastRegion } from '@/components/ui/toast-region';

import type { EnhancedLeadFormProps } from './enhanced-form-props';
import { startValues, visitorOf } from './form-values';
import { LeadFormView, type LeadFieldName } from './lead-form-view';
import { useLeadFormSubmit } from './use-lead-form-submit';
import { useEnhancedFields } from './use-enhanced-fields';
import { browserProfile } from './visitor-profile-client';

const FIELDS = ['message', 'firstName', 'lastName', 'email', 'phone'] as const;

/** "Connect with a staff member" (STAFF_MEMBER): the routed lead plus a copy to the staff member. */
export function StaffMemberForm({ config, handover }: EnhancedLeadFormProps) {
  const staffMember = config.staff?.slug ?? '';
  const form = useForm<StaffMemberFormInput, unknown, StaffMemberFormValues>({
    resolver: zodResolver(staffMemberFormSchema),
    defaultValues: { ...startValues(FIELDS, {}, browserProfile()), staffMember, website: '' },
    mode: 'onTouched',
  });
  const bind = useEnhancedFields(form, handover);
  const { lead, fixFields, toastText } = useLeadFormSubmit(config);

  const onValid = async (values: StaffMemberFormValues) => {
    const result = await lead.submit({
      form: 'STAFF_MEMBER',
      body: { ...values, url: window.location.href },
      profile: visitorOf(values),
    });
    if (result.kind === 'sent') {
      form.reset({ ...startValues(FIELDS, {}, browserProfile()), message: '', staffMember, website: '' });
    } else if (result.kind === 'invalid') {
      for (const [field, message] of Object.entries(result.errors)) {
        form.setError(field as keyof StaffMemberFormInput, { type: 'server', message });
      }
    }
  };

  return (
    <>
      <LeadFormView
        config={config}
        formType="STAFF_MEMBER"
        enhanced
        bind={bind}
        errors={
          Object.fromEntries(
            Object.entries(form.formState.errors).map(([field, error]) => [field, error?.message]),
          ) as Partial<Record<LeadFieldName, string>>
        }
        status={lead.status}
        submitting={lead.submitting}
        onSubmit={form.handleSubmit(onValid, () => lead.setStatus({ tone: 'error', text: fixFields }))}
      />
      <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} text={toastText} />
    </>
  );
}
