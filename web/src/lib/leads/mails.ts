/**
 * A lead's payload → the e-mails to queue: one ADF or text mail to the routed recipient, and for
 * STAFF_MEMBER a second text mail to the staff member's primary address. Pure: the caller supplies the routing row,
 * the store (vendor), the site (provider), the status and the date. Leads never call it directly: every lead's
 * inputs are decided in one place, compose-lead-mail.ts.
 */
import { buildAdfXml, type AdfLeadStatus } from './adf';
import type { AdvertisingValues } from './advertising';
import type { LeadPayload } from './payload';
import type { ResolvedLeadRouting } from './routing';
import { renderTextMail, type TextMailParty } from './text-mail';

/** The subject of the staff member's copy. */
export const STAFF_MEMBER_SUBJECT = 'Connect with a Staff Member Form from website';

/** The same shape as the outbox's OutgoingMail (web/src/server/outbox/types.ts), kept here so lib/ stays pure. */
export interface LeadMailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface LeadMail {
  to: string;
  subject: string;
  /** ADF: the whole XML document and nothing else (CRMs such as eLeads reject anything more). */
  text: string;
  html?: string;
  attachments?: LeadMailAttachment[];
  replyTo?: string;
  kind: 'adf' | 'text';
}

/** The store the lead is for (ADF vendor). */
export interface LeadVendor {
  name: string;
  email?: string | null;
  phone?: string | null;
  url?: string | null;
  contactName?: string | null;
}

/** The site that sent it (ADF provider). */
export interface LeadProvider {
  name: string;
  url?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface LeadMailInput {
  payload: LeadPayload;
  routing: ResolvedLeadRouting;
  status: AdfLeadStatus;
  requestDate: Date;
  /** The store's IANA zone: the text mail prints its dates on that clock. */
  timeZone?: string | null;
  vendor: LeadVendor;
  provider: LeadProvider;
  advertising: AdvertisingValues;
  /** STAFF_MEMBER: who gets the second message. */
  staffMember?: { name: string; email: string | null } | null;
  /** Files for the text mail (the careers résumé); ADF mails never carry attachments. */
  attachments?: LeadMailAttachment[];
  /** Used when the routing table has no recipient at all (the built-in fallback): the store's address. */
  fallbackRecipient?: string | null;
  /** The stored lead's id: the ADF `<id>`, so a CRM can recognise a re-sent mail as the same lead. */
  leadId?: string | null;
}

function adfText(input: LeadMailInput): string {
  const { payload, vendor, provider } = input;
  const details = payload.details.map((detail) => `${detail.label}: ${detail.value}`).join('\n');
  return buildAdfXml({
    status: input.status,
    requestDate: input.requestDate,
    crmProvider: input.routing.crmProvider,
    id: input.leadId ?? null,
    user: payload.user,
    vehicle: payload.vehicle ?? null,
    sellVehicle: payload.sellVehicle ?? null,
    vendor: {
      vendorName: vendor.name,
      url: vendor.url,
      contact: { name: vendor.contactName, email: vendor.email, phone: vendor.phone },
      email: vendor.email,
      phone: vendor.phone,
    },
    provider: { name: provider.name, url: provider.url, email: provider.email, phone: provider.phone },
    url: payload.url,
    comments: [details, payload.comments].filter(Boolean).join('\n') || null,
  });
}

function party(value: LeadVendor | LeadProvider): TextMailParty {
  return { name: value.name, email: value.email, phone: value.phone, url: value.url };
}

function textMail(input: LeadMailInput, to: string, subject: string, attachments?: LeadMailAttachment[]): LeadMail {
  const { text, html } = renderTextMail(
    {
      payload: input.payload,
      status: input.status,
      requestDate: input.requestDate,
      timeZone: input.timeZone,
      vendor: party(input.vendor),
      provider: party(input.provider),
      advertising: input.advertising,
      attachmentNames: attachments?.map((file) => file.filename),
    },
    subject,
  );
  const replyTo = input.payload.user.email?.trim();
  return {
    kind: 'text',
    to,
    subject,
    text,
    html,
    ...(replyTo ? { replyTo } : {}),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

/** The mails for one lead, in sending order. Empty when no recipient is configured anywhere. */
export function renderLeadMails(input: LeadMailInput): LeadMail[] {
  const mails: LeadMail[] = [];
  const recipient = input.routing.recipient ?? input.fallbackRecipient?.trim() ?? null;
  if (recipient) {
    if (input.routing.type === 'adf') {
      mails.push({ kind: 'adf', to: recipient, subject: input.routing.subject, text: adfText(input) });
    } else {
      mails.push(textMail(input, recipient, input.routing.subject, input.attachments));
    }
  }
  const staffEmail = input.staffMember?.email?.trim();
  if (input.payload.formType === 'STAFF_MEMBER' && staffEmail) {
    mails.push(textMail(input, staffEmail, STAFF_MEMBER_SUBJECT));
  }
  return mails;
}
