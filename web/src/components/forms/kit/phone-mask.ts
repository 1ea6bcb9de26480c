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

interface ChangeHandlerOwner {
  onChange?: (event: { target: unknown; type?: unknown }) => unknown;
}

/**
 * A registered control (react-hook-form's `register(name)`) with the phone mask applied before the form reads
 * the value. `previous` is the form's value before this edit: the mask needs it to tell a deleted separator from a
 * deleted digit.
 */
export function withPhoneMask<T extends ChangeHandlerOwner>(registered: T, previous: () => string): T {
  const { onChange } = registered;
  return {
    ...registered,
    onChange: (event: { target: HTMLInputElement; type?: string; nativeEvent?: Event }) => {
      maskPhoneInput(event.target, previous(), event.nativeEvent);
      return onChange?.(event);
    },
  };
}
