import type { ValidationResult } from './result';

/** Alt text is required once an image is chosen (an empty image field needs none). */
export function validateAltText(alt: string | undefined | null, hasAsset: boolean): ValidationResult {
  if (!hasAsset) return true;
  if (!alt || !alt.trim()) return 'Describe the image for screen readers (alt text)';
  return true;
}
