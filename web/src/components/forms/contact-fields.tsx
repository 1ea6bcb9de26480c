/**
 * The visitor's name, e-mail and phone rows, shared by every lead form's markup (contact, careers, staff and the
 * pre-approval form). The caller supplies how a control is bound (plain post or react-hook-form).
 */
import { interpolate } from '@/lib/i18n/interpolate';
import { localizeFieldErrors, VALIDATION_STRINGS, type ValidationStrings } from '@/lib/i18n/validation-strings';
import { CELL_PHONE_DISCLAIMER } from '@/lib/leads/notices';

import { FormField } from './kit/form-field';
import type { BoundControl } from './kit/form-types';
import styles from './lead-form.module.css';

export type ContactFieldName = 'firstName' | 'lastName' | 'email' | 'phone';

/** The rows' built-in English labels (the lead forms pass the CMS wording, lead-form-texts.ts). */
export const CONTACT_FIELD_LABELS: Record<ContactFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
};

export interface ContactFieldsProps {
  id: (name: ContactFieldName) => string;
  control: (name: ContactFieldName, describedBy: string | undefined, invalid: boolean) => BoundControl;
  errors: Partial<Record<ContactFieldName, string>>;
  /** Named in the cell-phone consent disclaimer under the phone field. */
  dealerName: string;
  /** The labels in the site's language. */
  labels?: Record<ContactFieldName, string>;
  /** The cell-phone consent disclaimer in the site's language; `{dealer}` is filled with dealerName. */
  phoneDisclaimer?: string;
  /** Field messages in the site's language: the schema's English messages are shown in it. */
  messages?: ValidationStrings;
}

export function ContactFields({
  id,
  control,
  errors: raw,
  dealerName,
  labels = CONTACT_FIELD_LABELS,
  phoneDisclaimer = CELL_PHONE_DISCLAIMER,
  messages = VALIDATION_STRINGS,
}: ContactFieldsProps) {
  const errors = localizeFieldErrors(raw, messages);
  return (
    <>
      <div className={styles.row}>
        <FormField id={id('firstName')} label={labels.firstName} required error={errors.firstName}>
          {(describedBy, invalid) => (
            <input type="text" autoComplete="given-name" {...control('firstName', describedBy, invalid)} />
          )}
        </FormField>
        <FormField id={id('lastName')} label={labels.lastName} required error={errors.lastName}>
          {(describedBy, invalid) => (
            <input type="text" autoComplete="family-name" {...control('lastName', describedBy, invalid)} />
          )}
        </FormField>
      </div>

      <div className={styles.row}>
        <FormField id={id('email')} label={labels.email} required error={errors.email}>
          {(describedBy, invalid) => (
            <input type="email" autoComplete="email" inputMode="email" {...control('email', describedBy, invalid)} />
          )}
        </FormField>
        <FormField
          id={id('phone')}
          label={labels.phone}
          required
          error={errors.phone}
          hint={interpolate(phoneDisclaimer, { dealer: dealerName })}
        >
          {(describedBy, invalid) => (
            <input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+1 (555) 555-5555"
              {...control('phone', describedBy, invalid)}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
