/**
 * ADF 1.0 (Auto-lead Data Format) XML for CRM lead mail (docs/leads.md#adf-mail; DTD in web/test/fixtures/adf-1.0.dtd).
 * Pure: the caller supplies the request date, the lead status and the CRM provider from the routing row.
 */
import type { CrmProvider } from '@dealer/schemas/constants';

import { maskPhone, normalizePhone, US_PHONE_DIGITS } from '@/lib/phone/format';

export type AdfLeadStatus = 'new' | 'resend';
export type AdfVehicleInterest = 'buy' | 'lease' | 'sell' | 'trade-in' | 'test-drive';
export type AdfPhoneType = 'voice' | 'fax' | 'cellphone' | 'pager';
export type AdfPhoneTime = 'morning' | 'afternoon' | 'evening' | 'nopreference' | 'day';

/** What goes in for a missing name, and for the phone when there is neither e-mail nor phone. */
export const NOT_PROVIDED = 'Not provided';

type Text = string | number | null | undefined;

export interface AdfAddressInput {
  type?: string | null;
  street?: string | null;
  apartment?: string | null;
  city?: string | null;
  regioncode?: string | null;
  postalcode?: string | null;
}

export interface AdfUserInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  phoneType?: AdfPhoneType;
  phoneTime?: AdfPhoneTime;
  comments?: string | null;
  address?: AdfAddressInput | null;
}

export interface AdfVehicleInput {
  year?: Text;
  make?: string | null;
  model?: string | null;
  vin?: string | null;
  stockNumber?: string | null;
  trim?: string | null;
  doors?: Text;
  bodystyle?: string | null;
  transmission?: string | null;
  /** 'new' gives status="new"; anything else (or nothing) gives "used". */
  condition?: string | null;
  /** Defaults to 'buy'. */
  interest?: AdfVehicleInterest;
  price?: Text | { salePrice?: Text; oldPrice?: Text };
  miles?: Text;
  interiorColor?: string | null;
  exteriorColor?: string | null;
  comments?: string | null;
  finance?: AdfFinanceInput | null;
}

/** The vehicle the visitor wants to sell or trade (`sellVehicle`); always interest "sell", status "used". */
export interface AdfSellVehicleInput {
  year?: Text;
  make?: string | null;
  model?: string | null;
  miles?: Text;
  vin?: string | null;
  trim?: string | null;
  exteriorColor?: string | null;
  /** The amount we offered for it (sell flow): `<price type="offer" currency="USD">`. */
  offerPrice?: Text;
  /** `sell` (default: the sell flow) or `trade-in` (traded toward the car of interest: a deal sheet). */
  interest?: 'sell' | 'trade-in';
  /** The type of `offerPrice`: `offer` (default) or `appraisal` (a value the shopper gave). */
  priceType?: 'offer' | 'appraisal';
  /** Where `offerPrice` comes from (the price's `source` attribute). */
  priceSource?: string | null;
}

/** How the car of interest is financed (a deal sheet): ADF `<finance>`, in dollars. */
export interface AdfFinanceInput {
  downPayment: Text;
  monthly: Text;
  amountFinanced: Text;
}

export interface AdfVendorInput {
  vendorName: string;
  url?: string | null;
  contact?: { name?: string | null; email?: string | null; phone?: string | null } | null;
  email?: string | null;
  phone?: string | null;
}

export interface AdfProviderInput {
  name: string;
  service?: string | null;
  url?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface AdfLeadInput {
  status: AdfLeadStatus;
  requestDate: Date;
  /** From the routing row; 'eleads' merges all comments into the customer's comments. */
  crmProvider?: CrmProvider;
  /** Lead id, written as `<id source="…">` on the prospect. */
  id?: string | null;
  idSource?: string;
  user: AdfUserInput;
  vehicle?: AdfVehicleInput | null;
  sellVehicle?: AdfSellVehicleInput | null;
  vendor: AdfVendorInput;
  provider: AdfProviderInput;
  /** The page the lead came from. */
  url?: string | null;
  /** Top-level payload comments. */
  comments?: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// XML writing

interface XmlNode {
  name: string;
  attrs?: Record<string, string | undefined>;
  text?: string;
  children?: XmlNode[];
}

/** Characters XML 1.0 forbids anywhere (C0 controls except tab/LF/CR, lone surrogates, U+FFFE/U+FFFF). */
const INVALID_XML_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text and attribute values: & < > " ' become entities; characters XML cannot carry are dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function render(node: XmlNode, depth: number): string {
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(node.attrs ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (node.children && node.children.length > 0) {
    const inner = node.children.map((child) => render(child, depth + 1)).join('\n');
    return `${pad}<${node.name}${attrs}>\n${inner}\n${pad}</${node.name}>`;
  }
  return `${pad}<${node.name}${attrs}>${escapeXml(node.text ?? '')}</${node.name}>`;
}

function clean(value: Text): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/** A text element, or nothing when the value is blank (for optional DTD elements). */
function optional(name: string, value: Text, attrs?: XmlNode['attrs']): XmlNode[] {
  const text = clean(value);
  return text === '' ? [] : [{ name, text, attrs }];
}

// ---------------------------------------------------------------------------------------------------------------
// Parts

/** ISO 8601 without milliseconds, UTC: 2026-11-22T00:30:50Z. */
export function adfRequestDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** 'new' only when the vehicle's condition is new. */
export function adfVehicleStatus(condition: string | null | undefined): 'new' | 'used' {
  return clean(condition).toLowerCase() === 'new' ? 'new' : 'used';
}

/** A phone for ADF: the adf mask (999-999-9999) for a full US number, otherwise the digits as given. */
export function adfPhone(phone: string | null | undefined): string {
  const digits = normalizePhone(phone);
  return digits.length === US_PHONE_DIGITS ? maskPhone(digits, 'adf') : digits;
}

function priceOf(price: AdfVehicleInput['price']): string {
  if (price !== null && typeof price === 'object') {
    const sale = clean(price.salePrice);
    return sale !== '' ? sale : clean(price.oldPrice);
  }
  return clean(price);
}

function vehicleNode(vehicle: AdfVehicleInput, withComments: boolean): XmlNode {
  const interior = clean(vehicle.interiorColor);
  const exterior = clean(vehicle.exteriorColor);
  const colors: XmlNode[] =
    interior === '' && exterior === ''
      ? []
      : [
          {
            name: 'colorcombination',
            children: [
              ...optional('interiorcolor', interior),
              ...optional('exteriorcolor', exterior),
              { name: 'preference', text: '1' },
            ],
          },
        ];
  return {
    name: 'vehicle',
    attrs: { interest: vehicle.interest ?? 'buy', status: adfVehicleStatus(vehicle.condition) },
    children: [
      // year, make and model are required by the DTD: written empty when unknown (e.g. a general contact lead).
      { name: 'year', text: clean(vehicle.year) },
      { name: 'make', text: clean(vehicle.make) },
      { name: 'model', text: clean(vehicle.model) },
      ...optional('vin', vehicle.vin),
      ...optional('stock', vehicle.stockNumber),
      ...optional('trim', vehicle.trim),
      ...optional('doors', vehicle.doors),
      ...optional('bodystyle', vehicle.bodystyle),
      ...optional('transmission', vehicle.transmission),
      ...optional('odometer', vehicle.miles, { units: 'mi' }),
      ...colors,
      ...optional('price', priceOf(vehicle.price), { type: 'asking', currency: 'USD' }),
      ...(vehicle.finance ? [financeNode(vehicle.finance)] : []),
      ...(withComments ? optional('comments', vehicle.comments) : []),
    ],
  };
}

/** A loan: the down payment, the monthly payment and the balance financed (DTD: method, amount+, balance?). */
function financeNode(finance: AdfFinanceInput): XmlNode {
  const money = { limit: 'exact', currency: 'USD' };
  return {
    name: 'finance',
    children: [
      { name: 'method', text: 'finance' },
      { name: 'amount', text: clean(finance.downPayment), attrs: { type: 'downpayment', ...money } },
      { name: 'amount', text: clean(finance.monthly), attrs: { type: 'monthly', ...money } },
      { name: 'balance', text: clean(finance.amountFinanced), attrs: { type: 'finance', currency: 'USD' } },
    ],
  };
}

function sellVehicleNode(vehicle: AdfSellVehicleInput): XmlNode {
  const priceSource = clean(vehicle.priceSource);
  return {
    name: 'vehicle',
    attrs: { interest: vehicle.interest ?? 'sell', status: 'used' },
    children: [
      { name: 'year', text: clean(vehicle.year) },
      { name: 'make', text: clean(vehicle.make) },
      { name: 'model', text: clean(vehicle.model) },
      ...optional('vin', vehicle.vin),
      ...optional('trim', vehicle.trim),
      ...optional('odometer', vehicle.miles, { units: 'mi' }),
      ...(clean(vehicle.exteriorColor) === ''
        ? []
        : [
            {
              name: 'colorcombination',
              children: [...optional('exteriorcolor', vehicle.exteriorColor), { name: 'preference', text: '1' }],
            },
          ]),
      ...optional('price', vehicle.offerPrice, {
        type: vehicle.priceType ?? 'offer',
        currency: 'USD',
        source: priceSource === '' ? undefined : priceSource,
      }),
    ],
  };
}

const ADDRESS_TYPES = new Set(['work', 'home', 'delivery']);

/** The address goes in only when street, city, state (regioncode) and zip (postalcode) are all present. */
export function isCompleteAddress(address: AdfAddressInput | null | undefined): address is AdfAddressInput {
  if (!address) return false;
  return [address.street, address.city, address.regioncode, address.postalcode].every((part) => clean(part) !== '');
}

function addressNode(address: AdfAddressInput): XmlNode {
  const type = clean(address.type).toLowerCase();
  return {
    name: 'address',
    attrs: { type: ADDRESS_TYPES.has(type) ? type : undefined },
    children: [
      { name: 'street', text: clean(address.street), attrs: { line: '1' } },
      ...optional('apartment', address.apartment),
      { name: 'city', text: clean(address.city) },
      { name: 'regioncode', text: clean(address.regioncode) },
      { name: 'postalcode', text: clean(address.postalcode) },
      { name: 'country', text: 'US' },
    ],
  };
}

/**
 * The DTD's contact needs an e-mail or a phone. With neither, the phone reads 'Not provided' (still valid:
 * phone is #PCDATA), so every generated contact validates.
 */
function contactChannels(email: Text, phone: Text, phoneAttrs?: XmlNode['attrs']): XmlNode[] {
  const mail = optional('email', email);
  const number = adfPhone(clean(phone));
  const phones: XmlNode[] = number === '' ? [] : [{ name: 'phone', text: number, attrs: phoneAttrs }];
  if (mail.length === 0 && phones.length === 0) return [{ name: 'phone', text: NOT_PROVIDED, attrs: phoneAttrs }];
  return [...mail, ...phones];
}

function joinComments(parts: Text[]): string {
  return parts
    .map(clean)
    .filter((part) => part !== '')
    .join('\n\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Document

/**
 * Builds the ADF document: `<?xml version="1.0"?>`, `<?adf version="1.0"?>`, then one prospect with
 * requestdate, vehicle(s), customer, vendor (the store) and provider (the site).
 *
 * Vehicles: the payload's vehicle (interest from the lead, default buy), then the sell/trade vehicle (interest
 * sell, or trade-in when it is traded toward the first). The DTD needs at least one vehicle, so a lead with neither gets one with empty year/make/model.
 *
 * Comments: ADF 1.0 has no top-level comments element, so the payload's top-level comments (and the page url)
 * go into `customer/comments` after the visitor's own comments. For CRM provider 'eleads' ("customer and
 * vehicle comments merge into top-level comments") the vehicle comments are merged there too and left out of
 * `vehicle/comments`, so that CRM sees every comment in one place.
 */
export function buildAdfXml(lead: AdfLeadInput): string {
  const mergeComments = lead.crmProvider === 'eleads';
  const { user } = lead;

  const vehicles: XmlNode[] = [];
  if (lead.vehicle) vehicles.push(vehicleNode(lead.vehicle, !mergeComments));
  if (lead.sellVehicle) vehicles.push(sellVehicleNode(lead.sellVehicle));
  if (vehicles.length === 0) vehicles.push(vehicleNode({}, false));

  const phoneAttrs = { type: user.phoneType, time: user.phoneTime };
  const firstName = clean(user.firstName) || NOT_PROVIDED;
  const lastName = clean(user.lastName) || NOT_PROVIDED;
  const customerComments = joinComments([
    user.comments,
    ...(mergeComments ? [lead.vehicle?.comments] : []),
    lead.comments,
    clean(lead.url) === '' ? undefined : `Page: ${clean(lead.url)}`,
  ]);

  const customer: XmlNode = {
    name: 'customer',
    children: [
      {
        name: 'contact',
        children: [
          { name: 'name', text: firstName, attrs: { part: 'first' } },
          { name: 'name', text: lastName, attrs: { part: 'last' } },
          ...contactChannels(user.email, user.phone, phoneAttrs),
          ...(isCompleteAddress(user.address) ? [addressNode(user.address)] : []),
        ],
      },
      ...optional('comments', customerComments),
    ],
  };

  const { vendor } = lead;
  const vendorContactName = clean(vendor.contact?.name) || clean(vendor.vendorName) || NOT_PROVIDED;
  const vendorNode: XmlNode = {
    name: 'vendor',
    children: [
      ...optional('vendorname', vendor.vendorName),
      ...optional('url', vendor.url),
      {
        name: 'contact',
        attrs: { primarycontact: '1' },
        children: [
          { name: 'name', text: vendorContactName, attrs: { part: 'full' } },
          ...contactChannels(
            clean(vendor.contact?.email) || vendor.email,
            clean(vendor.contact?.phone) || vendor.phone,
          ),
        ],
      },
    ],
  };

  const { provider } = lead;
  const providerNode: XmlNode = {
    name: 'provider',
    children: [
      { name: 'name', text: clean(provider.name) || NOT_PROVIDED, attrs: { part: 'full' } },
      ...optional('service', provider.service),
      ...optional('url', provider.url),
      ...optional('email', provider.email),
      ...optional('phone', adfPhone(provider.phone)),
    ],
  };

  const prospect: XmlNode = {
    name: 'prospect',
    attrs: { status: lead.status },
    children: [
      ...optional('id', lead.id, { sequence: '1', source: lead.idSource ?? clean(provider.name) }),
      { name: 'requestdate', text: adfRequestDate(lead.requestDate) },
      ...vehicles,
      customer,
      vendorNode,
      providerNode,
    ],
  };

  return ['<?xml version="1.0"?>', '<?adf version="1.0"?>', render({ name: 'adf', children: [prospect] }, 0), ''].join(
    '\n',
  );
}
