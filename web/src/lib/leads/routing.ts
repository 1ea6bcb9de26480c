/** Lead routing (the per-form lead e-mail settings; docs/leads.md#routing-table): which format, subject and recipient a form uses. */
import { LEAD_FORM_TYPES, type CrmProvider, type LeadFormType, type LeadMailFormat } from '@dealer/schemas/constants';

export interface LeadRoutingRow {
  formType: LeadFormType;
  type: LeadMailFormat;
  subject: string;
  recipient: string;
  crmProvider?: CrmProvider;
}

export interface ResolvedLeadRouting {
  /** The form type asked for. */
  formType: LeadFormType;
  /**
   * Where the row came from: the form's own row, the DEFAULT row (the chosen store's own rows first: `store-form`,
   * `store-default`), or the built-in fallback.
   */
  source: 'store-form' | 'form' | 'store-default' | 'default' | 'builtin';
  type: LeadMailFormat;
  subject: string;
  /** null only for the built-in fallback: no recipient is configured anywhere. */
  recipient: string | null;
  crmProvider: CrmProvider;
}

/** Default subject 'Website Lead', default type text. */
export const DEFAULT_LEAD_SUBJECT = 'Website Lead';
export const DEFAULT_LEAD_FORMAT: LeadMailFormat = 'text';
export const DEFAULT_CRM_PROVIDER: CrmProvider = 'generic';

/**
 * The row for `formType` (the chosen store's, else the site's), else the DEFAULT row (likewise), else a text mail with subject 'Website Lead' and no recipient.
 * A row with a blank subject keeps the default subject.
 */
export function resolveLeadRouting(
  table: ReadonlyArray<LeadRoutingRow> | null | undefined,
  formType: LeadFormType,
  storeTable: ReadonlyArray<LeadRoutingRow> | null | undefined = [],
): ResolvedLeadRouting {
  const rows = table ?? [];
  const storeRows = storeTable ?? [];
  // A form's own row beats any DEFAULT row; at each level the chosen store's row beats the site's.
  const candidates: Array<[ResolvedLeadRouting['source'], LeadRoutingRow | undefined]> = [
    ['store-form', storeRows.find((row) => row.formType === formType)],
    ['form', rows.find((row) => row.formType === formType)],
    ['store-default', storeRows.find((row) => row.formType === 'DEFAULT')],
    ['default', rows.find((row) => row.formType === 'DEFAULT')],
  ];
  const found = candidates.find((candidate): candidate is [ResolvedLeadRouting['source'], LeadRoutingRow] =>
    Boolean(candidate[1]),
  );
  const fallback = found?.[1];
  if (!found || !fallback) {
    return {
      formType,
      source: 'builtin',
      type: DEFAULT_LEAD_FORMAT,
      subject: DEFAULT_LEAD_SUBJECT,
      recipient: null,
      crmProvider: DEFAULT_CRM_PROVIDER,
    };
  }
  return {
    formType,
    source: found[0],
    type: fallback.type,
    subject: fallback.subject.trim() === '' ? DEFAULT_LEAD_SUBJECT : fallback.subject,
    recipient: fallback.recipient,
    crmProvider: fallback.crmProvider ?? DEFAULT_CRM_PROVIDER,
  };
}

/** A routing row as the CMS returns it: any member may be missing or null. */
export type CmsLeadRoutingRow = Partial<Record<keyof LeadRoutingRow, unknown>>;

function isFormType(value: unknown): value is LeadFormType {
  return typeof value === 'string' && (LEAD_FORM_TYPES as readonly string[]).includes(value);
}

/**
 * The CMS's routing rows (the site's or a store's) as routing rows: a row without a known form type, a format or a
 * recipient is left out (it could not send anything), a missing subject is blank (so the default subject applies)
 * and an unknown CRM provider is generic.
 */
export function leadRoutingRows(rows: ReadonlyArray<CmsLeadRoutingRow> | null | undefined): LeadRoutingRow[] {
  return (rows ?? []).flatMap((row) => {
    const { formType, type, subject, recipient, crmProvider } = row;
    if (!isFormType(formType) || (type !== 'adf' && type !== 'text') || typeof recipient !== 'string') return [];
    return [
      {
        formType,
        type,
        subject: typeof subject === 'string' ? subject : '',
        recipient,
        crmProvider: crmProvider === 'eleads' ? 'eleads' : 'generic',
      },
    ];
  });
}
