import { maskPhoneEdit } from '@/lib/leads/phone-input';

/**
 * Applies the phone input mask to an input during its change event: writes the masked text into the element and
 * puts the caret after the same digit as before. Returns the masked text for the form's state. React leaves an
 * element alone whose value already equals its state, so the caret set here survives a controlled re-render.
 */
export function maskPhoneInput(
  input: HTMLInputElement,
  previous: string,
  nativeEvent?: Event | { inputType?: string },
): string {
  const inputType = nativeEvent && 'inputType' in nativeEvent ? nativeEvent.inputType : undefined;
  const { value, caret } = maskPhoneEdit({
    previous,
    next: input.value,
    caret: input.selectionStart ?? input.value.length,
    forward: inputType === 'deleteContentForward',
  });
  input.value = value;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  return value;
}
