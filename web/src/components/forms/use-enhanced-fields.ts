'use client';

import { useLayoutEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

import { maskPhoneEdit } from '@/lib/leads/phone-input';

import type { BoundControl } from './kit/form-types';
import { withPhoneMask } from './kit/phone-mask';
import type { LeadFieldName } from './lead-form-view';
import type { HandoverRef } from './plain-form-handover';

/** Checkboxes post `on` in the plain form; the enhanced form holds a boolean. */
export type AdoptValue = (name: string, value: string) => unknown;
const asIs: AdoptValue = (_name, value) => value;

/**
 * `bind(name)` for LeadFormView: react-hook-form's register, plus the phone input mask. Also adopts what the visitor
 * did in the plain form up to the instant of the swap (values, focused field, caret), before the browser can
 * deliver another key, so no keystroke typed while the enhanced form loaded is lost.
 */
export function useEnhancedFields<T extends FieldValues>(
  form: UseFormReturn<T>,
  handoverRef: HandoverRef | null,
  adoptValue: AdoptValue = asIs,
) {
  const { register, setValue, setFocus } = form;

  useLayoutEffect(() => {
    const captured = handoverRef?.current;
    if (!handoverRef || !captured) return;
    handoverRef.current = null;
    let caret = captured.selection;
    for (const [name, typed] of Object.entries(captured.initialValues)) {
      if (typed.trim() === '') continue;
      let value = typed;
      if (name === 'phone') {
        const masked = maskPhoneEdit({ previous: '', next: typed, caret: caret?.end ?? typed.length });
        value = masked.value;
        if (captured.focusField === 'phone') caret = { start: masked.caret, end: masked.caret, direction: 'none' };
      }
      setValue(name as Path<T>, adoptValue(name, value) as PathValue<T, Path<T>>, { shouldDirty: true });
    }
    if (!captured.focusField) return;
    setFocus(captured.focusField as Path<T>);
    const active = document.activeElement;
    if (caret && (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) {
      try {
        active.setSelectionRange(caret.start, caret.end, caret.direction);
      } catch {
        // Inputs without a caret (e-mail in some browsers) keep focus only.
      }
    }
    // Once, at mount: the handover is read and emptied.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Any field name: the finance forms bind fields beyond the shared LeadFieldName set.
  return (name: LeadFieldName | (string & {})): BoundControl => {
    const registered = register(name as Path<T>);
    if (name !== 'phone') return registered;
    return withPhoneMask(registered, () => String(form.getValues(name as Path<T>) ?? ''));
  };
}
