/**
 * The text lead mail (type 'text'): an HTML body and its plain-text alternative rendering the payload,
 * then the advertising-parameter block when the visitor has advertising values.
 */
import { formatShortDateTime } from '@/lib/format/date';
import { maskPhone, normalizePhone, US_PHONE_DIGITS } from '@/lib/phone/format';

import { NOT_PROVIDED, isCompleteAddress, type AdfLeadStatus } from './adf';
import { advertisingLines, type AdvertisingValues } from './advertising';
import { LEAD_FORM_LABELS, type LeadPayload, type LeadPayloadVehicle } from './payload';

export interface TextMailParty {
  name: string;
  email?: string | null;
  phone?: string | null;
  url?: string | null;
}

export interface TextMailInput {
  payload: LeadPayload;
  status: AdfLeadStatus;
  requestDate: Date;
  /** The store's IANA zone, for the dates the mail prints. */
  timeZone?: string | null;
  vendor: TextMailParty;
  provider: TextMailParty;
  advertising: AdvertisingValues;
  /** Names of attached files, listed so a reader knows to look for them. */
  attachmentNames?: readonly string[];
}

interface Row {
  label: string;
  value: string;
}

interface Block {
  title: string;
  rows: Row[];
}

/** A phone in the general mask ((999) 999-9999) when it is a full US number, else as typed. */
function displayPhone(phone: string | null | undefined): string {
  const digits = normalizePhone(phone);
  return digits.length === US_PHONE_DIGITS ? maskPhone(digits, 'general') : (phone ?? '').trim();
}

function rows(entries: Array<[string, string | number | null | undefined]>): Row[] {
  return entries.flatMap(([label, value]) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text === '' ? [] : [{ label, value: text }];
  });
}

function vehicleRows(vehicle: LeadPayloadVehicle): Row[] {
  return rows([
    ['Year', vehicle.year],
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Trim', vehicle.trim],
    ['VIN', vehicle.vin],
    ['Stock number', vehicle.stockNumber],
    ['Condition', vehicle.condition],
    ['Body style', vehicle.bodystyle],
    ['Transmission', vehicle.transmission],
    ['Fuel type', vehicle.fuelType],
    ['Exterior color', vehicle.exteriorColor],
    ['Doors', vehicle.doors],
    ['Mileage', vehicle.miles === undefined ? undefined : vehicle.miles.toLocaleString('en-US')],
    ['Price', vehicle.price === undefined ? undefined : `$${vehicle.price.toLocaleString('en-US')}`],
    ['Link', vehicle.url],
  ]);
}

/** Missing names read 'Not provided'; with neither e-mail nor phone, the phone reads 'Not provided'. */
function customerRows(payload: LeadPayload): Row[] {
  const { user } = payload;
  const email = (user.email ?? '').trim();
  const phone = displayPhone(user.phone);
  const address = user.address;
  const complete = isCompleteAddress(address);
  return [
    { label: 'First name', value: (user.firstName ?? '').trim() || NOT_PROVIDED },
    { label: 'Last name', value: (user.lastName ?? '').trim() || NOT_PROVIDED },
    ...rows([['E-mail', email]]),
    ...(phone === '' && email === '' ? [{ label: 'Phone', value: NOT_PROVIDED }] : rows([['Phone', phone]])),
    ...(complete && address
      ? rows([
          [
            'Address',
            [
              [address.street, address.apartment].filter(Boolean).join(', '),
              `${address.city}, ${address.regioncode} ${address.postalcode}`,
            ].join(', '),
          ],
        ])
      : []),
  ];
}

function blocksOf(input: TextMailInput): Block[] {
  const { payload } = input;
  const blocks: Block[] = [
    {
      title: LEAD_FORM_LABELS[payload.formType],
      rows: rows([
        ['Status', input.status],
        // The dealer reads the store's clock in the site's date format (the ADF keeps the ISO 8601 instant).
        ['Sent', formatShortDateTime(input.requestDate, input.timeZone)],
        ['Store', input.vendor.name],
        ['Page', payload.url],
      ]),
    },
    { title: 'Customer', rows: customerRows(payload) },
  ];
  const message = rows([
    ['Message', payload.user.comments],
    ['Comments', payload.comments],
  ]);
  if (message.length > 0) blocks.push({ title: 'Message', rows: message });
  if (payload.details.length > 0) blocks.push({ title: 'Details', rows: payload.details.map((d) => ({ ...d })) });
  if (payload.vehicle) {
    const vehicle = vehicleRows(payload.vehicle);
    if (vehicle.length > 0) blocks.push({ title: 'Vehicle', rows: vehicle });
  }
  if (payload.sellVehicle) {
    const sell = vehicleRows(payload.sellVehicle);
    if (sell.length > 0) blocks.push({ title: 'Vehicle to sell or trade', rows: sell });
  }
  if (input.attachmentNames && input.attachmentNames.length > 0) {
    blocks.push({ title: 'Attachments', rows: input.attachmentNames.map((name) => ({ label: 'File', value: name })) });
  }
  blocks.push({
    title: 'Sent from',
    rows: rows([
      ['Site', input.provider.name],
      ['Site URL', input.provider.url],
    ]),
  });
  const advertising = advertisingLines(input.advertising);
  if (advertising.length > 0) {
    blocks.push({
      title: 'Advertising parameters',
      rows: advertising.map(({ name, value }) => ({ label: name, value })),
    });
  }
  return blocks;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderText(blocks: Block[]): string {
  return `${blocks
    .map((block) => [block.title, ...block.rows.map((row) => `${row.label}: ${row.value}`)].join('\n'))
    .join('\n\n')}\n`;
}

function renderHtml(blocks: Block[], title: string): string {
  const sections = blocks
    .map((block) => {
      const body = block.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:2px 12px 2px 0">${escapeHtml(row.label)}</th>` +
            `<td style="padding:2px 0;white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('');
      return `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(block.title)}</h2><table>${body}</table>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;font-size:14px">\n${sections}\n</body></html>\n`;
}

export function renderTextMail(input: TextMailInput, subject: string): { text: string; html: string } {
  const blocks = blocksOf(input);
  return { text: renderText(blocks), html: renderHtml(blocks, subject) };
}
