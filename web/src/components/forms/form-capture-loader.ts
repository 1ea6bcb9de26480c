/**
 * The form-capture code (form-capture.ts), fetched with an enhanced form's chunk rather than with the page. Once
 * loaded it is kept here, so the swap's commit (PlainFormHandover) reads the plain form synchronously.
 */
import type * as FormCaptureModule from './form-capture';

type FormCapture = typeof FormCaptureModule;

let loaded: FormCapture | null = null;

export function loadFormCapture(): Promise<FormCapture> {
  return import('./form-capture').then((module) => {
    loaded = module;
    return module;
  });
}

/** Null until loadFormCapture resolved: always loaded by the time a plain form is swapped. */
export function loadedFormCapture(): FormCapture | null {
  return loaded;
}
