/**
 * Reading the plain form at the swap (values, focus, caret), for useTakeoverWhenReached and PlainFormHandover. Its
 * own chunk (form-capture-loader.ts), fetched with the enhanced form: nothing reads the plain form before then.
 */

/** What the visitor already did in the plain form, so swapping in the enhanced form loses nothing. */
export interface CapturedForm {
  initialValues: Record<string, string>;
  focusField: string | null;
  /** The caret (or selected range) in the focused text field. */
  selection: { start: number; end: number; direction: 'forward' | 'backward' | 'none' } | null;
  initialFile: File | null;
}

/** What can hold the focus in a form: the swap puts it back on the same one when it has no field name (a link). */
export const FOCUSABLE_IN_FORM =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The focused element's place among the form's focusable elements, or null when the focus is not in the form. */
export function focusedIndex(wrapper: HTMLElement | null): number | null {
  const form = wrapper?.querySelector('form');
  const active = document.activeElement;
  if (!form || !(active instanceof HTMLElement) || !form.contains(active)) return null;
  const index = Array.from(form.querySelectorAll(FOCUSABLE_IN_FORM)).indexOf(active);
  return index < 0 ? null : index;
}

const CONTROL_FIELDS = new Set(['form', 'url', 'idempotencyKey']);

export function captureForm(wrapper: HTMLElement | null): CapturedForm {
  const form = wrapper?.querySelector('form');
  const initialValues: Record<string, string> = {};
  let initialFile: File | null = null;
  if (form) {
    for (const [name, value] of new FormData(form).entries()) {
      if (CONTROL_FIELDS.has(name)) continue;
      if (typeof value === 'string') initialValues[name] = value;
      else if (value.size > 0) initialFile = value;
    }
  }
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && form?.contains(active) ? active : null;
  const focusField = focused?.getAttribute('name') ?? null;
  let selection: CapturedForm['selection'] = null;
  if (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) {
    try {
      if (focused.selectionStart !== null && focused.selectionEnd !== null)
        selection = {
          start: focused.selectionStart,
          end: focused.selectionEnd,
          direction: focused.selectionDirection ?? 'none',
        };
    } catch {
      // Inputs without a caret (e-mail in some browsers) throw: focus alone is kept.
    }
  }
  return { initialValues, focusField, selection, initialFile };
}
