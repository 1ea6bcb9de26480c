import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { adfPhone, adfVehicleStatus, buildAdfXml, escapeXml, isCompleteAddress, type AdfLeadInput } from './adf';

const DTD = resolve(__dirname, '../../../test/fixtures/adf-1.0.dtd');
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'adf-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

let counter = 0;
function writeXml(xml: string): string {
  counter += 1;
  const file = join(dir, `lead-${counter}.xml`);
  writeFileSync(file, xml, 'utf8');
  return file;
}

/** Runs xmllint against the DTD; execFileSync throws on a non-zero exit, so returning means exit 0. */
function validate(xml: string): number {
  execFileSync('/usr/bin/xmllint', ['--noout', '--dtdvalid', DTD, writeXml(xml)], { stdio: 'pipe' });
  return 0;
}

function xpath(xml: string, expression: string): string {
  // xmllint ends its answer with one newline of its own.
  return execFileSync('/usr/bin/xmllint', ['--xpath', expression, writeXml(xml)], { encoding: 'utf8' }).replace(
    /\n$/,
    '',
  );
}

const base: AdfLeadInput = {
  status: 'new',
  requestDate: new Date('2026-11-22T00:30:50.123Z'),
  user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 (630) 555-0100' },
  vendor: {
    vendorName: 'Main Street Motors',
    url: 'https://mainstreet.example',
    contact: { name: 'Grace Hopper', email: 'gm@mainstreet.example', phone: '6305550199' },
  },
  provider: { name: 'Main Street Motors website', service: 'Website', url: 'https://mainstreet.example' },
};

const payloads: Array<[string, AdfLeadInput]> = [
  [
    'sell lead',
    {
      ...base,
      status: 'resend',
      sellVehicle: { year: 2015, make: 'Honda', model: 'Civic', miles: 98000, vin: '19XFB2F59FE000000' },
    },
  ],
  [
    'test drive',
    {
      ...base,
      vehicle: {
        year: 2022,
        make: 'Toyota',
        model: 'RAV4',
        vin: '2T3P1RFV0NW000000',
        stockNumber: 'A1234',
        trim: 'XLE',
        condition: 'used',
        interest: 'test-drive',
        price: { salePrice: 28995, oldPrice: 30995 },
        miles: 21000,
        interiorColor: 'Black',
        exteriorColor: 'Blue',
        comments: 'Saturday morning',
      },
    },
  ],
  [
    'contact with address',
    {
      ...base,
      user: {
        ...base.user,
        phoneType: 'cellphone',
        phoneTime: 'evening',
        comments: 'Please call after 5',
        address: {
          type: 'home',
          street: '1 Main St',
          apartment: '2B',
          city: 'Naperville',
          regioncode: 'IL',
          postalcode: '60540',
        },
      },
      url: 'https://mainstreet.example/contact',
      comments: 'Inquiry: General questions',
    },
  ],
  [
    'eleads merge',
    {
      ...base,
      crmProvider: 'eleads',
      user: { ...base.user, comments: 'Customer says hi' },
      vehicle: { year: 2024, make: 'Ford', model: 'F-150', condition: 'new', price: 51000, comments: 'Vehicle note' },
      comments: 'Top-level note',
    },
  ],
  [
    'missing names and contacts',
    {
      ...base,
      user: { firstName: '', lastName: null, email: '', phone: '', address: { street: '1 Main St', city: 'X' } },
      vendor: { vendorName: 'Main Street Motors' },
      provider: { name: '' },
    },
  ],
  [
    'text needing escaping',
    {
      ...base,
      id: 'lead-<1>&"2"',
      user: { ...base.user, firstName: `O'Brien <&>"'`, comments: 'a < b && c > d "quoted" \'single\' \u0007bell' },
      vehicle: { year: '2020', make: 'Rolls & Royce', model: '<Ghost>', trim: `"Black" 'Badge'` },
      vendor: { ...base.vendor, vendorName: 'A&B "Motors" <Inc>' },
      comments: ']]> <![CDATA[ x ]]>',
    },
  ],
];

test.each(payloads)('%s validates against the ADF 1.0 DTD', (_name, lead) => {
  const xml = buildAdfXml(lead);
  expect(xml.startsWith('<?xml version="1.0"?>\n<?adf version="1.0"?>\n<adf>')).toBe(true);
  expect(validate(xml)).toBe(0);
});

test('an invalid document fails validation (the harness really checks)', () => {
  expect(() => validate('<?xml version="1.0"?>\n<adf><prospect status="old"/></adf>\n')).toThrow();
});

test('prospect status and request date', () => {
  const xml = buildAdfXml(base);
  expect(xpath(xml, 'string(/adf/prospect/@status)')).toBe('new');
  expect(xpath(xml, 'string(/adf/prospect/requestdate)')).toBe('2026-11-22T00:30:50Z');
  expect(xpath(buildAdfXml({ ...base, status: 'resend' }), 'string(/adf/prospect/@status)')).toBe('resend');
});

test('sell lead: one vehicle, interest sell, status used, odometer in miles', () => {
  const xml = buildAdfXml(payloads[0]![1]);
  expect(xpath(xml, 'count(/adf/prospect/vehicle)')).toBe('1');
  expect(xpath(xml, 'string(/adf/prospect/vehicle/@interest)')).toBe('sell');
  expect(xpath(xml, 'string(/adf/prospect/vehicle/@status)')).toBe('used');
  expect(xpath(xml, 'string(/adf/prospect/vehicle/odometer)')).toBe('98000');
  expect(xpath(xml, 'string(/adf/prospect/vehicle/odometer/@units)')).toBe('mi');
});

test('test drive: interest, sale price, stock, vehicle comments kept on the vehicle', () => {
  const xml = buildAdfXml(payloads[1]![1]);
  expect(xpath(xml, 'string(/adf/prospect/vehicle/@interest)')).toBe('test-drive');
  expect(xpath(xml, 'string(/adf/prospect/vehicle/price)')).toBe('28995');
  expect(xpath(xml, 'string(/adf/prospect/vehicle/stock)')).toBe('A1234');
  expect(xpath(xml, 'string(/adf/prospect/vehicle/comments)')).toBe('Saturday morning');
  expect(xpath(xml, 'count(/adf/prospect/customer/comments)')).toBe('0');
});

test('customer contact: names, e-mail, phone in the adf mask, address when complete', () => {
  const xml = buildAdfXml(payloads[2]![1]);
  const contact = '/adf/prospect/customer/contact';
  expect(xpath(xml, `string(${contact}/name[@part="first"])`)).toBe('Ada');
  expect(xpath(xml, `string(${contact}/name[@part="last"])`)).toBe('Lovelace');
  expect(xpath(xml, `string(${contact}/email)`)).toBe('ada@example.com');
  expect(xpath(xml, `string(${contact}/phone)`)).toBe('630-555-0100');
  expect(xpath(xml, `string(${contact}/phone/@type)`)).toBe('cellphone');
  expect(xpath(xml, `string(${contact}/address/city)`)).toBe('Naperville');
  expect(xpath(xml, `string(${contact}/address/@type)`)).toBe('home');
  expect(xpath(xml, 'string(/adf/prospect/customer/comments)')).toBe(
    'Please call after 5\n\nInquiry: General questions\n\nPage: https://mainstreet.example/contact',
  );
  // No vehicle on a contact lead: the DTD still needs one, written with empty year/make/model.
  expect(xpath(xml, 'string(/adf/prospect/vehicle/@interest)')).toBe('buy');
});

test('vendor is the store, provider is the site', () => {
  const xml = buildAdfXml(base);
  expect(xpath(xml, 'string(/adf/prospect/vendor/vendorname)')).toBe('Main Street Motors');
  expect(xpath(xml, 'string(/adf/prospect/vendor/contact/name)')).toBe('Grace Hopper');
  expect(xpath(xml, 'string(/adf/prospect/vendor/contact/phone)')).toBe('630-555-0199');
  expect(xpath(xml, 'string(/adf/prospect/provider/name)')).toBe('Main Street Motors website');
  expect(xpath(xml, 'string(/adf/prospect/provider/url)')).toBe('https://mainstreet.example');
});

test('eleads: vehicle comments merge into the customer comments and leave the vehicle', () => {
  const xml = buildAdfXml(payloads[3]![1]);
  expect(xpath(xml, 'string(/adf/prospect/customer/comments)')).toBe(
    'Customer says hi\n\nVehicle note\n\nTop-level note',
  );
  expect(xpath(xml, 'count(/adf/prospect/vehicle/comments)')).toBe('0');
  expect(xpath(xml, 'string(/adf/prospect/vehicle/@status)')).toBe('new');
  const generic = buildAdfXml({ ...payloads[3]![1], crmProvider: 'generic' });
  expect(xpath(generic, 'string(/adf/prospect/vehicle/comments)')).toBe('Vehicle note');
  expect(xpath(generic, 'string(/adf/prospect/customer/comments)')).toBe('Customer says hi\n\nTop-level note');
});

test('missing names and contacts: Not provided, and no incomplete address', () => {
  const xml = buildAdfXml(payloads[4]![1]);
  const contact = '/adf/prospect/customer/contact';
  expect(xpath(xml, `string(${contact}/name[@part="first"])`)).toBe('Not provided');
  expect(xpath(xml, `string(${contact}/name[@part="last"])`)).toBe('Not provided');
  expect(xpath(xml, `string(${contact}/phone)`)).toBe('Not provided');
  expect(xpath(xml, `count(${contact}/email)`)).toBe('0');
  expect(xpath(xml, `count(${contact}/address)`)).toBe('0');
  expect(xpath(xml, 'string(/adf/prospect/vendor/contact/phone)')).toBe('Not provided');
});

test('e-mail without phone leaves the phone out', () => {
  const xml = buildAdfXml({ ...base, user: { firstName: 'A', lastName: 'B', email: 'a@b.co' } });
  expect(xpath(xml, 'count(/adf/prospect/customer/contact/phone)')).toBe('0');
  expect(validate(xml)).toBe(0);
});

test('escaping round-trips through the parser', () => {
  const xml = buildAdfXml(payloads[5]![1]);
  expect(xml).not.toContain('<Ghost>');
  expect(xpath(xml, 'string(/adf/prospect/customer/contact/name[@part="first"])')).toBe(`O'Brien <&>"'`);
  expect(xpath(xml, 'string(/adf/prospect/vehicle/make)')).toBe('Rolls & Royce');
  expect(xpath(xml, 'string(/adf/prospect/vehicle/model)')).toBe('<Ghost>');
  expect(xpath(xml, 'string(/adf/prospect/id)')).toBe('lead-<1>&"2"');
  expect(xpath(xml, 'string(/adf/prospect/customer/comments)')).toBe(
    'a < b && c > d "quoted" \'single\' bell\n\n]]> <![CDATA[ x ]]>',
  );
});

test.each([
  ['<&>"\'', '&lt;&amp;&gt;&quot;&apos;'],
  ['plain', 'plain'],
  ['a\u0000b\u001Fc\td', 'abc\td'],
])('escapeXml(%p) → %p', (input, expected) => {
  expect(escapeXml(input)).toBe(expected);
});

test.each([
  ['new', 'new'],
  ['New', 'new'],
  ['used', 'used'],
  ['certified', 'used'],
  [null, 'used'],
])('adfVehicleStatus(%p) → %p', (condition, expected) => {
  expect(adfVehicleStatus(condition)).toBe(expected);
});

test.each([
  ['+1 (630) 555-0100', '630-555-0100'],
  ['630.555.0100', '630-555-0100'],
  ['555-0100', '5550100'],
  ['', ''],
])('adfPhone(%p) → %p', (input, expected) => {
  expect(adfPhone(input)).toBe(expected);
});

test.each([
  [{ street: 'a', city: 'b', regioncode: 'IL', postalcode: '60540' }, true],
  [{ street: 'a', city: 'b', regioncode: 'IL', postalcode: ' ' }, false],
  [{ street: 'a', city: 'b', regioncode: 'IL' }, false],
  [null, false],
])('isCompleteAddress(%p) → %p', (address, expected) => {
  expect(isCompleteAddress(address)).toBe(expected);
});
