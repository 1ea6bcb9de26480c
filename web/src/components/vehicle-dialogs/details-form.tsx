'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import type { FieldErrors } from '@/lib/leads/field-errors';
import { customerShape } from '@/lib/leads/schemas/common';

import { ContactFields, type ContactFieldName } from '../forms/contact-fields';
import { LEAD_FORM_TEXTS } from '../forms/lead-form-texts';
import { LEAD_MESSAGE_STRINGS } from '../forms/lead-message-strings';
import { startValues, visitorOf, type VisitorValues } from '../forms/form-values';
import type { FormStatus } from '../forms/kit/form-types';
import formStyles from '../forms/lead-form.module.css';
import { useEnhancedFields } from '../forms/use-enhanced-fields';
import { browserProfile } from '../forms/visitor-profile-client';
import type { FlowProps } from './flow-props';
import styles from './vehicle-dialogs.module.css';
import type { DialogFormTexts, DialogMessages } from './types';

/** The customer-details step: the lead schemas' own visitor fields, so the field messages match the server's. */
const detailsSchema = z.object(customerShape);
type DetailsInput = z.input<typeof detailsSchema>;
type DetailsValues = z.output<typeof detailsSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

export interface DetailsFormProps {
  id: string;
  dealerName: string;
  privacyHref: string;
  submitLabel: string;
  sendingLabel: string;
  backLabel: string;
  fixFieldsText: string;
  submitting: boolean;
  status: FormStatus | null;
  onBack?: () => void;
  /** Sends the lead; answers the server's field errors, or null when there are none to show. */
  onDetails: (values: VisitorValues) => Promise<FieldErrors | null>;
  onInvalid: (text: string) => void;
  /** Shown above the fields (what is being confirmed). */
  children?: ReactNode;
  /** The visitor fields' labels, phone disclaimer and privacy notice in the page's language. */
  formTexts?: DialogFormTexts;
  /** The field messages in the page's language. */
  messages?: DialogMessages;
}

/**
 * What every flow's details step passes alike: the dialog's texts and the lead sender's state. A flow adds its own
 * submit label, back action and lead.
 */
export function flowDetailsProps(
  { context, lead }: Pick<FlowProps, 'context' | 'lead'>,
  id: string,
): Omit<DetailsFormProps, 'submitLabel' | 'onDetails' | 'onBack' | 'children'> {
  const s = context.strings;
  return {
    id: `${id}-details`,
    dealerName: context.dealerName,
    formTexts: context.formTexts,
    messages: context.messages,
    privacyHref: context.privacyHref,
    sendingLabel: s['vdp.dialog.sending'],
    backLabel: s['vdp.dialog.back'],
    fixFieldsText: s['vdp.dialog.fixFields'],
    submitting: lead.submitting,
    status: lead.status,
    onInvalid: (text) => lead.setStatus({ tone: 'error', text }),
  };
}

export function DetailsForm(props: DetailsFormProps) {
  const { id, submitting, status, formTexts = LEAD_FORM_TEXTS, messages = LEAD_MESSAGE_STRINGS } = props;
  const form = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: startValues(FIELDS, {}, browserProfile()),
    mode: 'onTouched',
  });
  const bind = useEnhancedFields(form, null);
  const { errors } = form.formState;
  const fieldId = (name: string) => `${id}-${name}`;
  const control = (name: ContactFieldName, describedBy: string | undefined, invalid: boolean) => ({
    id: fieldId(name),
    className: formStyles.control,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': true,
    ...bind(name),
  });

  const onValid = async (values: DetailsValues) => {
    const serverErrors = await props.onDetails(visitorOf(values));
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      if ((FIELDS as readonly string[]).includes(field)) form.setError(field as ContactFieldName, { message });
    }
  };

  const statusClass =
    status?.tone === 'success' ? styles.statusSuccess : status?.tone === 'error' ? styles.statusError : '';

  return (
    <form
      id={fieldId('form')}
      className={styles.step}
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={form.handleSubmit(onValid, () => props.onInvalid(props.fixFieldsText))}
    >
      {props.children}
      <ContactFields
        id={fieldId}
        control={control}
        errors={{
          firstName: errors.firstName?.message,
          lastName: errors.lastName?.message,
          email: errors.email?.message,
          phone: errors.phone?.message,
        }}
        dealerName={props.dealerName}
        labels={formTexts}
        phoneDisclaimer={formTexts.phoneDisclaimer}
        messages={messages}
      />
      <p className={styles.hint}>
        {formTexts.privacyPrefix} <a href={props.privacyHref}>{formTexts.privacyLink}</a>.
      </p>
      <div className={styles.buttons}>
        {props.onBack ? (
          <button type="button" className={styles.secondary} onClick={props.onBack}>
            {props.backLabel}
          </button>
        ) : null}
        <button type="submit" className={styles.primary} aria-disabled={submitting || undefined}>
          {submitting ? props.sendingLabel : props.submitLabel}
        </button>
      </div>
      <p className={`${styles.status} ${statusClass}`} role="status" aria-live="polite">
        {status?.text ?? ''}
      </p>
    </form>
  );
}
