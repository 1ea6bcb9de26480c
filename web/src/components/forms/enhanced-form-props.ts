import type { HandoverRef } from './plain-form-handover';
import type { LeadFormConfig } from './lead-form-config';

/** What the island hands the lazily loaded form when it takes over from the plain one. */
export interface EnhancedLeadFormProps {
  config: LeadFormConfig;
  /** The plain form's final values, focus and caret, read in the commit that swaps the forms. */
  handover: HandoverRef;
  /** Careers: a file already chosen in the plain form. */
  initialFile: File | null;
}
