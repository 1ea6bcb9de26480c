import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';

import { NOT_PROVIDED } from './adf';
import { renderLeadMails, STAFF_MEMBER_SUBJECT, type LeadMailInput } from './mails';
import { parseLeadForm } from './parse';
import { buildLeadPayload, type LeadPayload } from './payload';
import { resolveLeadRouting, type LeadRoutingRow } from './routing';
import { SAMPLE_LEADS } from './sample-leads';

const DTD = resolve(__dirname, '../../../test/fixtures/adf-1.0.dtd');
let dir = '';
let counter = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'lead-mails-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function writeXml(xml: string): string {
  counter += 1;
  const file = join(dir, `lead-${counter}.xml`);
  writeFileSync(file, xml, 'utf8');
  return file;
}

/** xmllint exits non-zero (execFileSync throws) when the document is not valid against the ADF DTD. */
function validateAdf(xml: string): void {
  execFileSync('/usr/bin/xmllint', ['--noout', '--dtdvalid', DTD, writeXml(xml)], { stdio: 'pipe' });
}

function xpath(xml: string, expression: string): string {
  return execFileSync('/usr/bin/xmllint', ['--xpath', expression, writeXml(xml)], { encoding: 'utf8' }).replace(
    /\n$/,
    '',
  );
}

function payloadOf(form: LeadFormType, patch: Record<string, unknown> = {}): LeadPayload {
  const parsed = parseLeadForm(form, { ...(SAMPLE_LEADS[form] as Record<string, unknown>), ...patch });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
  return buildLeadPayload(form, parsed.values).payload;
}

const table = (type: 'adf' | 'text'): LeadRoutingRow[] =>
  LEAD_FORM_TYPES.map((formType) => ({
    formType,
    type,
    subject: `${formType} subject`,
    recipient: `${formType.toLowerCase()}@dealer.example`,
  }));

function input(payload: LeadPayload, type: 'adf' | 'text', extra: Partial<LeadMailInput> = {}): LeadMailInput {
  return {
    payload,
    routing: resolveLeadRouting(table(type), payload.formType),
    status: 'new',
    requestDate: new Date('2026-11-22T01:00:00Z'),
    vendor: {
      name: 'Naperville Store',
      email: 'store@dealer.example',
      phone: '(630) 555-0199',
      url: 'https://dealer.example',
    },
    provider: { name: 'Dealer Site', url: 'https://dealer.example' },
    advertising: {},
    ...extra,
  };
}

describe('ADF mails', () => {
  test.each(LEAD_FORM_TYPES)('%s: one DTD-valid ADF document to the routed recipient, body = XML only', (form) => {
    const payload = payloadOf(form);
    const mails = renderLeadMails(
      input(payload, 'adf', { staffMember: { name: 'Sam Staff', email: 'sam@dealer.example' } }),
    );
    const adf = mails[0]!;
    expect(adf.kind).toBe('adf');
    expect(adf.to).toBe(`${payload.formType.toLowerCase()}@dealer.example`);
    expect(adf.subject).toBe(`${payload.formType} subject`);
    expect(adf.html).toBeUndefined();
    expect(adf.attachments).toBeUndefined();
    expect(adf.text.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
    expect(adf.text.trimEnd().endsWith('</adf>')).toBe(true);
    validateAdf(adf.text);
    expect(xpath(adf.text, 'string(/adf/prospect/@status)')).toBe('new');
    expect(xpath(adf.text, 'string(/adf/prospect/vendor/vendorname)')).toBe('Naperville Store');
    expect(xpath(adf.text, 'string(/adf/prospect/provider/name)')).toBe('Dealer Site');
    expect(xpath(adf.text, 'string(/adf/prospect/customer/contact/phone)')).toBe('630-555-0100');
    expect(mails).toHaveLength(form === 'STAFF_MEMBER' ? 2 : 1);
  });

  test('the prospect <id> carries the lead id (sequence 1, the site as source), so a CRM can drop a re-sent copy', () => {
    const leadId = '0b7c6f2e-8d7a-4a55-9a43-2b1f3f0d9e11';
    const [mail] = renderLeadMails({ ...input(payloadOf('CONTACT_SALES'), 'adf'), leadId });
    validateAdf(mail!.text);
    expect(xpath(mail!.text, 'string(/adf/prospect/id)')).toBe(leadId);
    expect(xpath(mail!.text, 'string(/adf/prospect/id/@sequence)')).toBe('1');
    expect(xpath(mail!.text, 'string(/adf/prospect/id/@source)')).toBe('Dealer Site');
  });

  test('a resend is marked resend', () => {
    const [mail] = renderLeadMails({ ...input(payloadOf('CONTACT_SALES'), 'adf'), status: 'resend' });
    expect(xpath(mail!.text, 'string(/adf/prospect/@status)')).toBe('resend');
  });

  test.each<[LeadFormType, string]>([
    ['SCHEDULE_TEST_DRIVE', 'test-drive'],
    ['UNLOCK_PRICE', 'buy'],
    ['SELL_OR_TRADE', 'sell'],
  ])('%s: vehicle interest %s', (form, interest) => {
    const [mail] = renderLeadMails(input(payloadOf(form), 'adf'));
    expect(xpath(mail!.text, 'string(/adf/prospect/vehicle[1]/@interest)')).toBe(interest);
  });

  test('vehicle status follows the condition', () => {
    const used = renderLeadMails(input(payloadOf('UNLOCK_PRICE'), 'adf'))[0]!;
    expect(xpath(used.text, 'string(/adf/prospect/vehicle/@status)')).toBe('used');
    const vehicle = { ...(SAMPLE_LEADS.UNLOCK_PRICE.vehicle ?? {}), condition: 'new' };
    const fresh = renderLeadMails(input(payloadOf('UNLOCK_PRICE', { vehicle }), 'adf'))[0]!;
    expect(xpath(fresh.text, 'string(/adf/prospect/vehicle/@status)')).toBe('new');
  });

  test('form details reach the customer comments', () => {
    const [mail] = renderLeadMails(input(payloadOf('SCHEDULE_TEST_DRIVE'), 'adf'));
    expect(xpath(mail!.text, 'string(/adf/prospect/customer/comments)')).toContain(
      `Test drive day: ${SAMPLE_LEADS.SCHEDULE_TEST_DRIVE.day}`,
    );
  });

  test('the credit application mail carries no SSN, birth date or income', () => {
    const parsed = parseLeadForm('FULL_CREDIT_APP', SAMPLE_LEADS.FULL_CREDIT_APP);
    if (!parsed.success) throw new Error('sample must parse');
    const built = buildLeadPayload('FULL_CREDIT_APP', parsed.values);
    for (const type of ['adf', 'text'] as const) {
      const all = renderLeadMails(input(built.payload, type))
        .map((mail) => `${mail.text}${mail.html ?? ''}`)
        .join('');
      expect(all).not.toMatch(/123-?45-?6789|1985-04-12|5200|Acme/);
    }
    expect(JSON.stringify(built.payload)).not.toMatch(/123456789|1985-04-12|Acme/);
    expect(built.sensitive).toMatchObject({ applicant: { ssn: '123456789' } });
  });

  test('the credit application mail names the last four SSN digits, the consent and the reference to reveal', () => {
    const parsed = parseLeadForm('FULL_CREDIT_APP', SAMPLE_LEADS.FULL_CREDIT_APP);
    if (!parsed.success) throw new Error('sample must parse');
    const leadId = '0b7d3f4e-1c2a-4d5e-8f90-123456abcdef';
    const receivedAt = new Date('2026-11-24T15:00:00Z');
    const { payload } = buildLeadPayload('FULL_CREDIT_APP', parsed.values, { leadId, receivedAt });
    for (const type of ['adf', 'text'] as const) {
      const [mail] = renderLeadMails(input(payload, type));
      const body = type === 'adf' ? xpath(mail!.text, 'string(/adf/prospect/customer/comments)') : mail!.text;
      expect(body).toContain('SSN: ***-**-6789 (last four)');
      expect(body).toContain('E-signature consent: accepted 2026-11-24T15:00:00.000Z');
      expect(body).toContain(`Reference: ${leadId} (npm run credit-app:reveal -- ${leadId})`);
      expect(body).not.toMatch(/123-?45-?6789/);
    }
  });
});

describe('text mails', () => {
  test.each(LEAD_FORM_TYPES)('%s: html + text alternative to the routed recipient', (form) => {
    const payload = payloadOf(form);
    const [mail] = renderLeadMails(input(payload, 'text'));
    expect(mail).toMatchObject({
      kind: 'text',
      to: `${payload.formType.toLowerCase()}@dealer.example`,
      replyTo: 'test.lead@example.com',
    });
    expect(mail!.text).toContain('First name: Test');
    expect(mail!.text).toContain('Phone: (630) 555-0100');
    expect(mail!.html).toContain('<th scope="row"');
    expect(mail!.html).toContain('test.lead@example.com');
  });

  // One instant, read on the store's clock in the site's format; the ADF keeps the ISO 8601 instant.
  test.each([
    ['America/Chicago', 'Sent: 11/21/26 7:00 PM CST'],
    ['America/New_York', 'Sent: 11/21/26 8:00 PM EST'],
    [null, 'Sent: 11/22/26 1:00 AM UTC'],
  ])('the sent time in %s', (timeZone, expected) => {
    const payload = payloadOf('CONTACT_SALES');
    const [text] = renderLeadMails(input(payload, 'text', { timeZone }));
    expect(text!.text).toContain(expected);
    expect(text!.text).not.toContain('2026-11-22T');
    const [adf] = renderLeadMails(input(payload, 'adf', { timeZone }));
    expect(adf!.text).toContain('<requestdate>2026-11-22T01:00:00Z</requestdate>');
  });

  test('values are escaped in the html', () => {
    const [mail] = renderLeadMails(
      input(payloadOf('CONTACT_DEALERSHIP', { message: '<script>x</script> & co' }), 'text'),
    );
    expect(mail!.html).toContain('&lt;script&gt;x&lt;/script&gt; &amp; co');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.text).toContain('Message: <script>x</script> & co');
  });

  test('the advertising block lists the parameters in the spec order, only when there are values', () => {
    const plain = renderLeadMails(input(payloadOf('CAREERS'), 'text'))[0]!;
    expect(plain.text).not.toContain('Advertising parameters');
    const tagged = renderLeadMails(
      input(payloadOf('CAREERS'), 'text', {
        advertising: { gclid: 'abc', utm_source: 'google', utm_campaign: 'fall' },
      }),
    )[0]!;
    expect(
      tagged.text.trimEnd().endsWith('Advertising parameters\nutm_source: google\nutm_campaign: fall\ngclid: abc'),
    ).toBe(true);
    expect(tagged.html).toContain('utm_source');
  });

  test('missing names and contact read Not provided', () => {
    const payload: LeadPayload = { formType: 'DEFAULT', user: {}, details: [] };
    const [text] = renderLeadMails(input(payload, 'text'));
    expect(text!.text).toContain(`First name: ${NOT_PROVIDED}\nLast name: ${NOT_PROVIDED}\nPhone: ${NOT_PROVIDED}`);
    const [adf] = renderLeadMails(input(payload, 'adf'));
    validateAdf(adf!.text);
    expect(xpath(adf!.text, 'string(/adf/prospect/customer/contact/name[@part="first"])')).toBe(NOT_PROVIDED);
    expect(xpath(adf!.text, 'string(/adf/prospect/customer/contact/phone)')).toBe(NOT_PROVIDED);
  });

  test('an address is shown only when address, city, state and zip are all present', () => {
    const complete = { address: '1 Main St', city: 'Aurora', state: 'IL', zipCode: '60505' };
    const withAddress = renderLeadMails(input(payloadOf('SELL_OR_TRADE', { address: complete }), 'text'))[0]!;
    expect(withAddress.text).toContain('Address: 1 Main St, Aurora, IL 60505');
    const partial = renderLeadMails(
      input(payloadOf('SELL_OR_TRADE', { address: { ...complete, zipCode: '' } }), 'text'),
    )[0]!;
    expect(partial.text).not.toContain('Address:');
  });

  test('attachments go on the text mail and are listed', () => {
    const file = { filename: 'cv.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') };
    const [mail] = renderLeadMails(input(payloadOf('CAREERS'), 'text', { attachments: [file] }));
    expect(mail!.attachments).toEqual([file]);
    expect(mail!.text).toContain('File: cv.pdf');
    const [adf] = renderLeadMails(input(payloadOf('CAREERS'), 'adf', { attachments: [file] }));
    expect(adf!.attachments).toBeUndefined();
  });
});

describe('routing', () => {
  test.each<[number, LeadFormType]>([
    [1, 'CONTACT_SALES'],
    [2, 'CONTACT_FINANCE'],
    [3, 'CONTACT_SALES'],
    [4, 'CONTACT_SALES'],
    [5, 'CONTACT_DEALERSHIP'],
    [6, 'CONTACT_DEALERSHIP'],
    [7, 'CONTACT_DEALERSHIP'],
  ])('contact inquiry %p routes to %s whichever contact key was posted', (inquiryType, routed) => {
    expect(payloadOf('CONTACT_DEALERSHIP', { inquiryType }).formType).toBe(routed);
  });

  test('the staff member gets a second text mail with the spec subject', () => {
    const mails = renderLeadMails(
      input(payloadOf('STAFF_MEMBER'), 'adf', { staffMember: { name: 'Sam Staff', email: 'sam@dealer.example' } }),
    );
    expect(mails.map((mail) => [mail.kind, mail.to, mail.subject])).toEqual([
      ['adf', 'staff_member@dealer.example', 'STAFF_MEMBER subject'],
      ['text', 'sam@dealer.example', STAFF_MEMBER_SUBJECT],
    ]);
    expect(STAFF_MEMBER_SUBJECT).toBe('Connect with a Staff Member Form from website');
  });

  test('no staff address: only the routed mail', () => {
    const mails = renderLeadMails(
      input(payloadOf('STAFF_MEMBER'), 'text', { staffMember: { name: 'Sam', email: null } }),
    );
    expect(mails).toHaveLength(1);
  });

  test('without any routing row the store address receives a text mail with the default subject', () => {
    const payload = payloadOf('CAREERS');
    const mails = renderLeadMails({
      ...input(payload, 'text'),
      routing: resolveLeadRouting([], 'CAREERS'),
      fallbackRecipient: 'store@dealer.example',
    });
    expect(mails.map((mail) => [mail.kind, mail.to, mail.subject])).toEqual([
      ['text', 'store@dealer.example', 'Website Lead'],
    ]);
    expect(renderLeadMails({ ...input(payload, 'text'), routing: resolveLeadRouting([], 'CAREERS') })).toEqual([]);
  });
});
