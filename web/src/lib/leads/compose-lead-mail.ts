/**
 * The one place a lead's e-mails are composed (docs/leads.md#how-a-lead-mail-is-composed): every form's lead and
 * the sell/trade flow's lead go through it. Given the lead, its store and the site settings it decides the routing
 * row (the store's rows first, then the site's, then the built-in fallback to the store's address), the subject,
 * the ADF or text body, the vendor and provider, whether the advertising block is appended, and the staff member's
 * copy. Pure: the caller reads the settings, picks the store (lead-store.ts) and stores what comes back.
 */
import type { AdfLeadStatus } from './adf';
import { pickAdvertisingValues, type AdvertisingValues } from './advertising';
import { renderLeadMails, type LeadMail, type LeadMailAttachment } from './mails';
import { leadProvider, leadVendor, type StoreForLead } from './parties';
import type { LeadPayload } from './payload';
import { leadRoutingRows, resolveLeadRouting, type CmsLeadRoutingRow } from './routing';

/** The site settings a lead mail depends on (siteSettings in the CMS). */
export interface LeadMailSettings {
  siteName?: string | null;
  /** Whether text mails carry the advertising block; missing means on (the CMS's default). */
  appendAdvertisingParameters?: boolean | null;
  leadRouting?: ReadonlyArray<CmsLeadRoutingRow> | null;
}

/** The lead's store: the ADF vendor, its clock, its own routing rows and the address of last resort. */
export interface LeadMailStore extends StoreForLead {
  timezone?: string | null;
  leadRouting?: ReadonlyArray<CmsLeadRoutingRow> | null;
}

export interface LeadMailComposition {
  payload: LeadPayload;
  /** The stored lead's id (the ADF `<id>`): it exists before the mails. */
  leadId: string;
  /** `new` for the first lead of a browser session, else `resend`. */
  status: AdfLeadStatus;
  receivedAt: Date;
  settings: LeadMailSettings | null | undefined;
  store: LeadMailStore | null;
  /** The site's public origin: the provider's address when the store names no site of its own. */
  origin: string | null;
  /** The visitor's cookies: the advertising parameters are read from them. */
  cookies: Readonly<Record<string, string | undefined>>;
  /** STAFF_MEMBER: the team member who gets a copy. */
  staffMember?: { name: string; email: string | null } | null;
  /** The careers résumé, already checked; only text mails carry it. */
  attachments?: LeadMailAttachment[];
}

/** The advertising block's values: none when an editor turned the block off in site settings. */
export function leadAdvertising(
  settings: Pick<LeadMailSettings, 'appendAdvertisingParameters'> | null | undefined,
  cookies: Readonly<Record<string, string | undefined>>,
): AdvertisingValues {
  if (settings?.appendAdvertisingParameters === false) return {};
  return pickAdvertisingValues((name) => cookies[name]);
}

/** Every mail of one lead, in sending order (the routed mail, then the staff member's copy); empty when nobody is configured to get it. */
export function composeLeadMails(lead: LeadMailComposition): LeadMail[] {
  const { settings, store } = lead;
  const siteName = settings?.siteName ?? null;
  return renderLeadMails({
    payload: lead.payload,
    routing: resolveLeadRouting(
      leadRoutingRows(settings?.leadRouting),
      lead.payload.formType,
      leadRoutingRows(store?.leadRouting),
    ),
    status: lead.status,
    requestDate: lead.receivedAt,
    timeZone: store?.timezone ?? null,
    vendor: leadVendor(store, siteName),
    provider: leadProvider(store, siteName, lead.origin),
    advertising: leadAdvertising(settings, lead.cookies),
    staffMember: lead.staffMember ?? null,
    attachments: lead.attachments,
    fallbackRecipient: store?.email ?? null,
    leadId: lead.leadId,
  });
}
