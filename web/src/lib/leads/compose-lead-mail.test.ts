import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';

import {
  composeLeadMails,
  leadAdvertising,
  type LeadMailComposition,
  type LeadMailSettings,
  type LeadMailStore,
} from './compose-lead-mail';
import { STAFF_MEMBER_SUBJECT } from './mails';
import { parseLeadForm } from './parse';
import { buildLeadPayload, type LeadPayload } from './payload';
import { DEFAULT_LEAD_SUBJECT, leadRoutingRows } from './routing';
import { SAMPLE_LEADS } from './sample-leads';

function payloadOf(form: LeadFormType): LeadPayload {
  const parsed = parseLeadForm(form, SAMPLE_LEADS[form]);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  return buildLeadPayload(form, parsed.values).payload;
}

const COOKIES = { utm_source: 'google', gclid: 'abc123', unrelated: 'x' };
const ADVERTISING_BLOCK = 'Advertising parameters\nutm_source: google\ngclid: abc123';

const site = (type: 'adf' | 'text', extra: Partial<LeadMailSettings> = {}): LeadMailSettings => ({
  siteName: 'Prairie Auto',
  leadRouting: [{ formType: 'DEFAULT', type, subject: 'Site lead', recipient: 'site@dealer.example' }],
  ...extra,
});

const STORE: LeadMailStore = {
  name: 'Naperville',
  email: 'naperville@dealer.example',
  phone: '(630) 555-0199',
  site: null,
  timezone: 'America/Chicago',
  leadRouting: null,
};

function compose(form: LeadFormType, extra: Partial<LeadMailComposition> = {}) {
  return composeLeadMails({
    payload: payloadOf(form),
    leadId: '5b0b7f7e-3c55-4a8e-9d0e-7d1f1f0c0a11',
    status: 'new',
    receivedAt: new Date('2026-11-22T01:00:00Z'),
    settings: site('text'),
    store: STORE,
    origin: 'https://cars.dealer.example',
    cookies: COOKIES,
    ...extra,
  });
}

describe('the advertising block (siteSettings.appendAdvertisingParameters)', () => {
  test.each([
    ['on', true, true],
    ['not set (the CMS default is on)', undefined, true],
    ['null', null, true],
    ['off', false, false],
  ] as const)('setting %s: the block is appended to every form type’s text mail: %s', (_label, append, appended) => {
    for (const form of LEAD_FORM_TYPES) {
      const [mail] = compose(form, { settings: site('text', { appendAdvertisingParameters: append }) });
      expect(mail?.kind).toBe('text');
      if (appended) expect(mail?.text).toContain(ADVERTISING_BLOCK);
      else {
        expect(mail?.text).not.toContain('Advertising parameters');
        expect(mail?.html).not.toContain('abc123');
      }
    }
  });

  test('only the advertising cookies are read, and none without the setting', () => {
    expect(leadAdvertising({ appendAdvertisingParameters: true }, COOKIES)).toEqual({
      utm_source: 'google',
      gclid: 'abc123',
    });
    expect(leadAdvertising({ appendAdvertisingParameters: false }, COOKIES)).toEqual({});
    expect(leadAdvertising(null, COOKIES)).toEqual({ utm_source: 'google', gclid: 'abc123' });
  });

  test('an ADF mail never carries the block', () => {
    const [mail] = compose('SELL_OR_TRADE', { settings: site('adf', { appendAdvertisingParameters: true }) });
    expect(mail?.kind).toBe('adf');
    expect(mail?.text).not.toContain('abc123');
  });
});

describe('routing', () => {
  test('the store’s own row beats the site’s row for the form, which beats the DEFAULT rows', () => {
    const settings = site('adf', {
      leadRouting: [
        { formType: 'DEFAULT', type: 'adf', subject: 'Site default', recipient: 'site@dealer.example' },
        { formType: 'SELL_OR_TRADE', type: 'adf', subject: 'Site sell', recipient: 'sell@dealer.example' },
      ],
    });
    const own = {
      ...STORE,
      leadRouting: [
        { formType: 'SELL_OR_TRADE', type: 'text', subject: 'Store sell', recipient: 'store@dealer.example' },
      ],
    };
    expect(
      compose('SELL_OR_TRADE', { settings, store: own }).map(({ to, subject, kind }) => [to, subject, kind]),
    ).toEqual([['store@dealer.example', 'Store sell', 'text']]);
    expect(compose('SELL_OR_TRADE', { settings }).map(({ to, subject }) => [to, subject])).toEqual([
      ['sell@dealer.example', 'Site sell'],
    ]);
    expect(compose('CONTACT_SALES', { settings }).map(({ to, subject }) => [to, subject])).toEqual([
      ['site@dealer.example', 'Site default'],
    ]);
  });

  test('no row anywhere: a text mail with the default subject to the store’s own address; no store, no mail', () => {
    const settings = { siteName: 'Prairie Auto', leadRouting: null };
    expect(compose('CONTACT_SALES', { settings }).map(({ to, subject, kind }) => [to, subject, kind])).toEqual([
      ['naperville@dealer.example', DEFAULT_LEAD_SUBJECT, 'text'],
    ]);
    expect(compose('CONTACT_SALES', { settings, store: null })).toEqual([]);
  });

  test('CMS rows missing a form type, format or recipient are left out; a missing subject is the default', () => {
    expect(
      leadRoutingRows([
        { formType: 'CONTACT_SALES', type: 'adf', subject: null, recipient: 'a@dealer.example', crmProvider: null },
        { formType: 'NOT_A_FORM', type: 'adf', subject: 'x', recipient: 'b@dealer.example' },
        { formType: 'CAREERS', type: null, subject: 'x', recipient: 'c@dealer.example' },
        { formType: 'CAREERS', type: 'text', subject: 'x', recipient: null },
        { formType: 'SERVICE', type: 'text', subject: 'Service', recipient: 'd@dealer.example', crmProvider: 'eleads' },
      ]),
    ).toEqual([
      { formType: 'CONTACT_SALES', type: 'adf', subject: '', recipient: 'a@dealer.example', crmProvider: 'generic' },
      { formType: 'SERVICE', type: 'text', subject: 'Service', recipient: 'd@dealer.example', crmProvider: 'eleads' },
    ]);
  });
});

describe('the parties and the staff member’s copy', () => {
  test('vendor = the store, provider = the site at its public origin; the ADF <id> is the lead’s id', () => {
    const [mail] = compose('CONTACT_SALES', { settings: site('adf') });
    expect(mail?.text).toContain('<id sequence="1" source="Prairie Auto">5b0b7f7e-3c55-4a8e-9d0e-7d1f1f0c0a11</id>');
    expect(mail?.text).toContain('<vendorname>Naperville</vendorname>');
    expect(mail?.text).toMatch(
      /<provider>\s*<name part="full">Prairie Auto<\/name>\s*<url>https:\/\/cars\.dealer\.example<\/url>/,
    );
  });

  test('STAFF_MEMBER: the routed mail, then a text copy to the team member', () => {
    const mails = compose('STAFF_MEMBER', { staffMember: { name: 'Jane Doe', email: 'jane@dealer.example' } });
    expect(mails.map(({ to, subject }) => [to, subject])).toEqual([
      ['site@dealer.example', 'Site lead'],
      ['jane@dealer.example', STAFF_MEMBER_SUBJECT],
    ]);
    expect(mails[1]?.text).toContain(ADVERTISING_BLOCK);
  });
});
