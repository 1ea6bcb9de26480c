'use client';

import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

import styles from '../lead-form.module.css';
import { FormField } from './form-field';
import { withPhoneMask } from './phone-mask';

export interface TextFieldProps {
  /** The react-hook-form path (`applicant.residences.0.city`). */
  name: string;
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  /** The one phone input mask (lib/leads/phone-input.ts), applied while typing. */
  mask?: 'phone';
  /** A textarea instead of an input. */
  rows?: number;
  min?: string;
  max?: string;
}

/** A text input (or textarea) bound to the surrounding react-hook-form, with its label, hint and error. */
export function TextField({
  name,
  id,
  label,
  required,
  hint,
  type = 'text',
  inputMode,
  autoComplete,
  mask,
  rows,
  min,
  max,
}: TextFieldProps) {
  const { register, getValues } = useFormContext();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const registered = register(name);
  const bound = mask === 'phone' ? withPhoneMask(registered, () => String(getValues(name) ?? '')) : registered;
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy, invalid) => {
        const common = {
          id,
          className: styles.control,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
          ...bound,
        };
        return rows ? (
          <textarea rows={rows} {...common} />
        ) : (
          <input type={type} inputMode={inputMode} autoComplete={autoComplete} min={min} max={max} {...common} />
        );
      }}
    </FormField>
  );
}
