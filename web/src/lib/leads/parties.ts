/**
 * Who a lead names: vendor = the selected store, provider = the site (the store's `site` fields, else
 * siteSettings.siteName and the request origin).
 */
import type { LeadProvider, LeadVendor } from './mails';

export interface StoreForLead {
  name: string | null;
  email: string | null;
  phone: string | null;
  site: { url: string | null; name: string | null } | null;
  generalManager?: { fullName: string | null } | null;
}

export function leadVendor(store: StoreForLead | null, siteName: string | null): LeadVendor {
  return {
    name: store?.name?.trim() || siteName?.trim() || 'Website',
    email: store?.email ?? null,
    phone: store?.phone ?? null,
    url: store?.site?.url ?? null,
    contactName: store?.generalManager?.fullName ?? null,
  };
}

export function leadProvider(store: StoreForLead | null, siteName: string | null, origin: string | null): LeadProvider {
  return {
    name: store?.site?.name?.trim() || siteName?.trim() || store?.name?.trim() || 'Website',
    url: store?.site?.url ?? origin,
  };
}
