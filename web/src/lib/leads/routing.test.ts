import { resolveLeadRouting, type LeadRoutingRow } from './routing';

const table: LeadRoutingRow[] = [
  { formType: 'DEFAULT', type: 'text', subject: 'Lead from site', recipient: 'leads@store.example' },
  {
    formType: 'SELL_OR_TRADE',
    type: 'adf',
    subject: 'Trade lead',
    recipient: 'crm@store.example',
    crmProvider: 'eleads',
  },
  { formType: 'CONTACT_SALES', type: 'text', subject: '  ', recipient: 'sales@store.example' },
];

test.each([
  [
    'own row',
    table,
    'SELL_OR_TRADE',
    { source: 'form', type: 'adf', subject: 'Trade lead', recipient: 'crm@store.example', crmProvider: 'eleads' },
  ],
  [
    'blank subject keeps the default subject',
    table,
    'CONTACT_SALES',
    { source: 'form', type: 'text', subject: 'Website Lead', recipient: 'sales@store.example', crmProvider: 'generic' },
  ],
  [
    'falls back to DEFAULT',
    table,
    'CAREERS',
    {
      source: 'default',
      type: 'text',
      subject: 'Lead from site',
      recipient: 'leads@store.example',
      crmProvider: 'generic',
    },
  ],
  [
    'no DEFAULT row',
    table.filter((row) => row.formType !== 'DEFAULT'),
    'CAREERS',
    { source: 'builtin', type: 'text', subject: 'Website Lead', recipient: null, crmProvider: 'generic' },
  ],
  [
    'empty table',
    [],
    'UNLOCK_PRICE',
    { source: 'builtin', type: 'text', subject: 'Website Lead', recipient: null, crmProvider: 'generic' },
  ],
  [
    'no table',
    null,
    'DEFAULT',
    { source: 'builtin', type: 'text', subject: 'Website Lead', recipient: null, crmProvider: 'generic' },
  ],
] as const)('%s', (_name, rows, formType, expected) => {
  expect(resolveLeadRouting(rows, formType)).toEqual({ formType, ...expected });
});
