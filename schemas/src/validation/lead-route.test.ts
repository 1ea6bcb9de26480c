import { validateLeadRoute, validateStoreLeadRouting, type LeadRouteRowValue } from './lead-routing';

describe('validateLeadRoute', () => {
  test.each<[string, LeadRouteRowValue | undefined, true | RegExp]>([
    ['nothing yet', undefined, true],
    ['an ADF row', { formType: 'DEFAULT', type: 'adf', recipient: 'leads@example.com', crmProvider: 'eleads' }, true],
    ['a text row', { formType: 'CAREERS', type: 'text', recipient: 'jobs@example.com', crmProvider: 'generic' }, true],
    ['two recipients', { recipient: 'a@example.com, b@example.com' }, /one recipient per row/],
    ['no domain', { recipient: 'leads@example' }, /not one e-mail address/],
    ['a name, not an address', { recipient: 'Sales team' }, /not one e-mail address/],
    ['unknown format', { recipient: 'a@example.com', type: 'xml' }, /ADF or plain text/],
    ['eLeads with plain text', { recipient: 'a@example.com', type: 'text', crmProvider: 'eleads' }, /eLeads reads ADF/],
  ])('%s', (_, row, expected) => {
    const result = validateLeadRoute(row);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });
});

describe('a store’s lead routing override', () => {
  test.each([
    ['none', undefined, true],
    ['empty', [], true],
    ['one row, no DEFAULT needed', [{ formType: 'CONTACT_SALES' }], true],
    ['unknown form type', [{ formType: 'NOPE' }], 'Unknown form type: NOPE'],
    [
      'repeated form type',
      [{ formType: 'CONTACT_SALES' }, { formType: 'CONTACT_SALES' }],
      'One row per form type; repeated: CONTACT_SALES',
    ],
  ] as const)('%s', (_name, rows, expected) => {
    expect(validateStoreLeadRouting(rows)).toBe(expected);
  });
});
