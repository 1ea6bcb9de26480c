/**
 * A popup's compact form reaches the lead service under its configured template: the popups' own form types as
 * themselves, any other template as a DEFAULT lead naming it, which the DEFAULT schema accepts and the payload
 * routes and labels as that template.
 */
import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import { parseLeadForm } from '@/lib/leads/parse';
import { buildLeadPayload } from '@/lib/leads/payload';
import { LEAD_FORM_TYPES, POPUP_LEAD_FORM_TYPES } from '@dealer/schemas/constants';
import { POPUP_TEMPLATE_TYPES } from '@/lib/leads/schemas/common';
import { popupFormAddress } from './popup-form-address';

const compactForm = {
  firstName: 'Pat',
  lastName: 'Popup',
  email: 'pat.popup@example.com',
  phone: '(630) 555-0142',
  emailData: { Popup: 'spring-sale' },
  url: 'https://dealer.example/',
};

test.each([
  ['UNLOCK_INVENTORY', { form: 'UNLOCK_INVENTORY' }],
  ['DEFAULT', { form: 'DEFAULT' }],
  ['CONTACT_SALES', { form: 'DEFAULT', template: 'CONTACT_SALES' }],
  ['SELL_OR_TRADE', { form: 'DEFAULT', template: 'SELL_OR_TRADE' }],
])('%s is posted as %j', (template, address) => {
  expect(popupFormAddress(template)).toEqual(address);
});

test.each(POPUP_TEMPLATE_TYPES.filter((type) => type !== 'DEFAULT'))(
  'the compact form under template %s is accepted and labelled as that form type',
  (template) => {
    const { form, ...rest } = popupFormAddress(template);
    const parsed = parseLeadForm(form, { ...compactForm, ...rest });
    expect(parsed.success).toBe(true);
    if (!parsed.success || parsed.form !== 'DEFAULT') throw new Error('not parsed as DEFAULT');
    const { payload } = buildLeadPayload('DEFAULT', parsed.values);
    expect(payload.formType).toBe(template);
    expect(payload.details).toEqual([{ label: 'Popup', value: 'spring-sale' }]);
  },
);

test.each(['FULL_CREDIT_APP', 'CAREERS', 'STAFF_MEMBER', 'UNLOCK_INVENTORY', 'NOT_A_FORM'])(
  'a DEFAULT lead naming template %s is refused on that field',
  (template) => {
    const parsed = parseLeadForm('DEFAULT', { ...compactForm, template });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(parsed.errors)).toEqual(['template']);
  },
);

test('the sample DEFAULT lead still parses without a template', () => {
  expect(parseLeadForm('DEFAULT', SAMPLE_LEADS.DEFAULT).success).toBe(true);
});

describe('the Studio offers a popup exactly the form types the API takes from one', () => {
  test.each(POPUP_LEAD_FORM_TYPES)('%s: the compact form is accepted', (type) => {
    const { form, ...rest } = popupFormAddress(type);
    expect(parseLeadForm(form, { ...compactForm, ...rest }).success).toBe(true);
  });

  test.each(LEAD_FORM_TYPES.filter((type) => !(POPUP_LEAD_FORM_TYPES as readonly string[]).includes(type)))(
    '%s is not offered, and refused as a template',
    (type) => {
      expect(parseLeadForm('DEFAULT', { ...compactForm, template: type }).success).toBe(false);
    },
  );
});
