import { get, type FieldErrors as FormErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

import type { FieldErrors } from '@/lib/leads/field-errors';

/**
 * Puts a validation result (`{path: message}`, from the shared zod schemas or the server's 400) on the form, in
 * place of the previous messages. `pathOf` maps a result key to the form's path (a list's own message lives at
 * `<list>.root`, so it does not replace its entries' messages); the first message per path wins. Synchronous, so
 * the messages render in the same event as the click that asked for them.
 */
export function showFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'clearErrors' | 'setError'>,
  found: FieldErrors,
  pathOf: (key: string) => string = (key) => key,
): void {
  form.clearErrors();
  const shown = new Set<string>();
  for (const [key, message] of Object.entries(found)) {
    const path = pathOf(key);
    if (shown.has(path)) continue;
    shown.add(path);
    form.setError(path as Path<T>, { type: 'validate', message });
  }
}

/** The message at a path of react-hook-form's errors, if any. */
export function errorAt(errors: FormErrors, path: string): string | undefined {
  const found = get(errors, path) as { message?: unknown } | undefined;
  return typeof found?.message === 'string' ? found.message : undefined;
}
