'use client';

import type { ValidationStrings } from '@/lib/i18n/validation-strings';

import { ContactFields, type ContactFieldName } from '../forms/contact-fields';
import formStyles from '../forms/lead-form.module.css';
import { maskPhoneInput } from '../forms/kit/phone-mask';

export type ContactValues = Record<ContactFieldName, string>;

export interface ContactStepProps {
  values: ContactValues;
  errors: Partial<Record<ContactFieldName, string>>;
  dealerName: string;
  /** Labels, the phone disclaimer and field messages in the page's words (the lead forms' own texts). */
  texts?: ContactTexts;
  onChange: (name: ContactFieldName, value: string) => void;
}

export interface ContactTexts {
  labels: Record<ContactFieldName, string>;
  phoneDisclaimer: string;
  messages: ValidationStrings;
}

export const contactFieldId = (name: ContactFieldName) => `sell-contact-${name}`;

/**
 * The last step: the lead form's name, e-mail and phone rows (shared markup and validation rules). The values live in
 * memory only, never in the browser copy of the flow.
 */
export function ContactStep({ values, errors, dealerName, texts, onChange }: ContactStepProps) {
  const control = (name: ContactFieldName, describedBy: string | undefined, invalid: boolean) => ({
    id: contactFieldId(name),
    name,
    className: formStyles.control,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': true,
    defaultValue: values[name],
    onChange: async (event: { target: unknown; nativeEvent?: Event }) => {
      const { target } = event;
      if (!(target instanceof HTMLInputElement)) return;
      // The same phone input mask as every other lead form.
      onChange(name, name === 'phone' ? maskPhoneInput(target, values.phone, event.nativeEvent) : target.value);
    },
  });
  return (
    <ContactFields
      id={contactFieldId}
      control={control}
      errors={errors}
      dealerName={dealerName}
      labels={texts?.labels}
      phoneDisclaimer={texts?.phoneDisclaimer}
      messages={texts?.messages}
    />
  );
}
