'use client';

import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { maskPhoneInput } from './mask-phone-input';

import type { BoundControl, LeadFieldName } from './lead-form-view';

/**
 * `bind(name)` for LeadFormView: react-hook-form's register, plus the phone input mask (spec §5). Also gives focus
 * back to the field the visitor was in when the enhanced form replaced the plain one.
 */
export function useEnhancedFields<T extends FieldValues>(form: UseFormReturn<T>, focusField: string | null) {
  const { register, setFocus } = form;

  useEffect(() => {
    if (focusField) setFocus(focusField as Path<T>);
  }, [focusField, setFocus]);

  // Any field name: the finance forms bind fields beyond the shared LeadFieldName set.
  return (name: LeadFieldName | (string & {})): BoundControl => {
    const registered = register(name as Path<T>);
    if (name !== 'phone') return registered;
    return {
      ...registered,
      onChange: (event: { target: HTMLInputElement; type?: string; nativeEvent?: Event }) => {
        maskPhoneInput(event.target, String(form.getValues(name as Path<T>) ?? ''), event.nativeEvent);
        return registered.onChange(event);
      },
    };
  };
}
