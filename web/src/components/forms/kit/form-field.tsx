/**
 * The frame of every form control: its label (with the required mark), the error and the hint, linked to the
 * control by id and aria-describedby (error first, so it is read before the hint). The caller renders the control
 * itself and spreads what it is given; the connected TextField and SelectField do that for react-hook-form.
 */
import type { ReactNode } from 'react';

import styles from '../lead-form.module.css';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** The ids a field's messages carry; a control elsewhere (a group's list message) can point at the same ones. */
export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

export function FormField({ id, label, required, error, hint, children }: FormFieldProps) {
  const hintId = hint ? hintIdOf(id) : undefined;
  const errorId = error ? errorIdOf(id) : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children(describedBy, Boolean(error))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
