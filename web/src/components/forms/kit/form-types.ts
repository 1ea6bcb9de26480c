import type { UseFormRegisterReturn } from 'react-hook-form';

/** Props spread on a control: `register(name)` when react-hook-form drives it, `{name, defaultValue}` when plain. */
export type BoundControl = Partial<UseFormRegisterReturn> & { name: string; defaultValue?: string };

/** The line under a form that screen readers hear (aria-live): sending, sent, or what went wrong. */
export interface FormStatus {
  tone: 'info' | 'success' | 'error';
  text: string;
}
