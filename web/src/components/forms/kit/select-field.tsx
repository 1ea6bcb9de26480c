'use client';

import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';

import styles from '../lead-form.module.css';
import { FormField } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  hint?: ReactNode;
  /** The empty first option ("Choose…"); without it the first option is the default. */
  placeholder?: string;
  /** Runs after the form has taken the new value (to adjust another answer to it). */
  onValueChange?: (value: string) => void;
}

/** A select bound to the surrounding react-hook-form, with its label, hint and error. */
export function SelectField({
  name,
  id,
  label,
  options,
  required,
  hint,
  placeholder,
  onValueChange,
}: SelectFieldProps) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      {(describedBy, invalid) => (
        <select
          id={id}
          className={styles.control}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...register(
            name,
            onValueChange
              ? { onChange: (event: { target: { value: string } }) => onValueChange(event.target.value) }
              : undefined,
          )}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
