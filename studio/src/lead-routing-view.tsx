import type { CSSProperties } from 'react';
import { IntentLink } from 'sanity/router';
import type { UserViewComponent } from 'sanity/structure';
import { validateLeadRoute } from '@dealer/schemas';
import { LEAD_FORM_TYPES } from '@dealer/schemas/constants';

interface LeadRouteRow {
  _key?: string;
  formType?: string;
  type?: string;
  subject?: string;
  recipient?: string;
  crmProvider?: string;
}

const isRow = (value: unknown): value is LeadRouteRow => typeof value === 'object' && value !== null;

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid var(--card-border-color, #ddd)',
  textAlign: 'left',
};

const checkLabel = (row: LeadRouteRow) => {
  const result = validateLeadRoute(row);
  return result === true ? 'OK' : result;
};

/** A read-only overview of `siteSettings.leadRouting`: every form type, its recipient, and the rows that fall back. */
export const LeadRoutingView: UserViewComponent = ({ document, documentId }) => {
  const raw = document.displayed.leadRouting;
  const rows = Array.isArray(raw) ? raw.filter(isRow) : [];
  const fallback = rows.find((row) => row.formType === 'DEFAULT');
  return (
    <div style={{ padding: 16, fontSize: 14 }}>
      <p>
        Where each form’s leads are sent. Form types without their own row use DEFAULT.{' '}
        <IntentLink intent="edit" params={{ id: documentId, type: 'siteSettings', path: 'leadRouting' }}>
          Edit lead routing
        </IntentLink>
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {['Form type', 'Format', 'Recipient', 'Subject', 'CRM', 'Check'].map((heading) => (
              <th key={heading} style={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LEAD_FORM_TYPES.map((formType) => {
            const own = rows.find((row) => row.formType === formType);
            const row = own ?? fallback;
            return (
              <tr key={formType} style={own ? undefined : { opacity: 0.6 }}>
                <td style={cell}>
                  <code>{formType}</code>
                  {own ? null : ' (uses DEFAULT)'}
                </td>
                <td style={cell}>{row?.type?.toUpperCase() ?? '—'}</td>
                <td style={cell}>{row?.recipient ?? 'not routed'}</td>
                <td style={cell}>{row?.subject ?? '—'}</td>
                <td style={cell}>{row?.crmProvider ?? 'generic'}</td>
                <td style={cell}>{row ? checkLabel(row) : 'No DEFAULT row: this form’s leads are not sent'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
