import { LEAD_FORM_TYPES, type LeadFormType } from '../constants';
import { findDuplicates, type ValidationResult } from './result';

export interface LeadRouteValue {
  formType?: string;
  recipient?: string;
}

/** No form type twice, no unknown form type, and a DEFAULT row for everything not listed. */
export function validateLeadRouting(value: readonly LeadRouteValue[] | undefined | null): ValidationResult {
  if (!value || value.length === 0) return 'Add at least the DEFAULT row';
  const unknown = value
    .map((row) => row.formType)
    .filter((formType): formType is string => !!formType && !(LEAD_FORM_TYPES as readonly string[]).includes(formType));
  if (unknown.length > 0) return `Unknown form type: ${unknown.join(', ')}`;
  const duplicates = findDuplicates(value.map((row) => row.formType));
  if (duplicates.length > 0) return `One row per form type; repeated: ${duplicates.join(', ')}`;
  if (!value.some((row) => row.formType === 'DEFAULT'))
    return 'The DEFAULT row is required (it catches every other form)';
  return true;
}

/** A store's override rows: optional (no DEFAULT needed), known form types, one row per form type. */
export function validateStoreLeadRouting(value: readonly LeadRouteValue[] | undefined | null): ValidationResult {
  if (!value || value.length === 0) return true;
  const unknown = value
    .map((row) => row.formType)
    .filter((formType): formType is string => !!formType && !(LEAD_FORM_TYPES as readonly string[]).includes(formType));
  if (unknown.length > 0) return `Unknown form type: ${unknown.join(', ')}`;
  const duplicates = findDuplicates(value.map((row) => row.formType));
  if (duplicates.length > 0) return `One row per form type; repeated: ${duplicates.join(', ')}`;
  return true;
}

/** Form types without their own row (they fall back to DEFAULT). */
export function missingLeadFormTypes(value: readonly LeadRouteValue[] | undefined | null): LeadFormType[] {
  const present = new Set((value ?? []).map((row) => row.formType));
  return LEAD_FORM_TYPES.filter((formType) => !present.has(formType));
}

/** A warning-level check: every form type has its own row. */
export function validateLeadRoutingComplete(value: readonly LeadRouteValue[] | undefined | null): ValidationResult {
  const missing = missingLeadFormTypes(value);
  return missing.length === 0 || `These form types use the DEFAULT row: ${missing.join(', ')}`;
}

export interface LeadRouteRowValue extends LeadRouteValue {
  type?: string;
  crmProvider?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One routing row: a single recipient address, a known mail format, and a CRM provider that fits it (eLeads merges
 * comments inside ADF, so an eLeads row sends ADF).
 */
export function validateLeadRoute(row: LeadRouteRowValue | undefined | null): ValidationResult {
  if (!row) return true;
  if (row.recipient !== undefined && !EMAIL.test(row.recipient))
    return `“${row.recipient}” is not one e-mail address (one recipient per row)`;
  if (row.type !== undefined && row.type !== 'adf' && row.type !== 'text') return 'Choose ADF or plain text';
  if (row.crmProvider === 'eleads' && row.type === 'text')
    return 'eLeads reads ADF: choose ADF, or the generic provider for plain text';
  return true;
}
