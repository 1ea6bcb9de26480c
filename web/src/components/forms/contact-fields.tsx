/**
 * The visitor's name, e-mail and phone rows, shared by every lead form's markup (contact, careers, staff and the
 * pre-approval form). The caller supplies how a control is bound (plain post or react-hook-form).
 */
import { interpolate } from '@/lib/i18n/interpolate';
import { localizeFieldMessage } from '@/lib/i18n/validation-strings';

import { LEAD_FORM_STRINGS, type ContactFieldStrings } from './lead-form-strings';
import { Field, type BoundControl } from './lead-form-view';
import styles from './lead-form.module.css';

export type ContactFieldName = 'firstName' | 'lastName' | 'email' | 'phone';

export interface ContactFieldsProps {
  id: (name: ContactFieldName) => string;
  control: (name: ContactFieldName, describedBy: string | undefined, invalid: boolean) => BoundControl;
  errors: Partial<Record<ContactFieldName, string>>;
  /** Named in the cell-phone consent disclaimer under the phone field. */
  dealerName: string;
  /** Labels, the disclaimer and field messages in the page's language (the built-in English without). */
  strings?: ContactFieldStrings;
}

export function ContactFields({
  id,
  control,
  errors: raw,
  dealerName,
  strings = LEAD_FORM_STRINGS,
}: ContactFieldsProps) {
  const errors = Object.fromEntries(
    Object.entries(raw).map(([field, message]) => [field, message && localizeFieldMessage(message, strings)]),
  ) as Partial<Record<ContactFieldName, string>>;
  return (
    <>
      <div className={styles.row}>
        <Field id={id('firstName')} label={strings['form.firstName']} required error={errors.firstName}>
          {(describedBy, invalid) => (
            <input type="text" autoComplete="given-name" {...control('firstName', describedBy, invalid)} />
          )}
        </Field>
        <Field id={id('lastName')} label={strings['form.lastName']} required error={errors.lastName}>
          {(describedBy, invalid) => (
            <input type="text" autoComplete="family-name" {...control('lastName', describedBy, invalid)} />
          )}
        </Field>
      </div>

      <div className={styles.row}>
        <Field id={id('email')} label={strings['form.email']} required error={errors.email}>
          {(describedBy, invalid) => (
            <input type="email" autoComplete="email" inputMode="email" {...control('email', describedBy, invalid)} />
          )}
        </Field>
        <Field
          id={id('phone')}
          label={strings['form.phone']}
          required
          error={errors.phone}
          hint={interpolate(strings['form.phone.disclaimer'], { dealer: dealerName })}
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
        </Field>
      </div>
    </>
  );
}
