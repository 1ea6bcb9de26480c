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

describe('a store’s own rows override the site’s table', () => {
  const storeRows: LeadRoutingRow[] = [
    { formType: 'CONTACT_SALES', type: 'adf', subject: 'Store sales', recipient: 'sales@branch.example' },
  ];
  const storeWithDefault: LeadRoutingRow[] = [
    ...storeRows,
    { formType: 'DEFAULT', type: 'text', subject: 'Branch lead', recipient: 'desk@branch.example' },
  ];
  test.each([
    ['store row for the form wins', table, storeRows, 'CONTACT_SALES', 'store-form', 'sales@branch.example'],
    ['no store row: the site’s form row', table, storeRows, 'SELL_OR_TRADE', 'form', 'crm@store.example'],
    ['no store row, no site row: the site’s DEFAULT', table, storeRows, 'CAREERS', 'default', 'leads@store.example'],
    [
      'the site’s form row beats the store’s DEFAULT',
      table,
      storeWithDefault,
      'SELL_OR_TRADE',
      'form',
      'crm@store.example',
    ],
    [
      'the store’s DEFAULT beats the site’s DEFAULT',
      table,
      storeWithDefault,
      'CAREERS',
      'store-default',
      'desk@branch.example',
    ],
    ['no store rows at all', table, null, 'CONTACT_SALES', 'form', 'sales@store.example'],
    ['store rows only, no site table', null, storeRows, 'CONTACT_SALES', 'store-form', 'sales@branch.example'],
  ] as const)('%s', (_name, siteRows, ownRows, formType, source, recipient) => {
    expect(resolveLeadRouting(siteRows, formType, ownRows)).toMatchObject({ formType, source, recipient });
  });
});
