import type { LeadFormConfig } from './lead-form-config';

/** What the island hands the lazily loaded form when it takes over from the plain one. */
export interface EnhancedLeadFormProps {
  config: LeadFormConfig;
  /** Values typed into the plain form before the enhanced one loaded. */
  initialValues: Record<string, string>;
  /** The field that had focus, to keep it. */
  focusField: string | null;
  /** Careers: a file already chosen in the plain form. */
  initialFile: File | null;
}
