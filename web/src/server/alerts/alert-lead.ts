import 'server-only';

import { composeLeadMails } from '@/lib/leads/compose-lead-mail';
import { leadStore } from '@/lib/leads/lead-store';
import type { LeadPayload } from '@/lib/leads/payload';
import type { LeadContentSource } from '@/server/leads/lead-content-source';
import type { NewLead } from '@/server/outbox/types';

import type { AlertCar } from './alert-car';

/**
 * The dealer's lead for a confirmed alert (docs/leads.md#form-types, docs/alerts.md#the-dealers-lead): an
 * UNLOCK_INVENTORY lead, as the shopper asked to hear about the inventory, carrying the e-mail address, the car (a
 * price-drop alert) or the saved search, through the lead pipeline as the sell flow's lead goes: its mails composed
 * by the one lead-mail composer (routing, ADF or text), stored with its outbox rows in one statement. A price-drop alert's
 * lead goes to the car's store (lib/leads/lead-store.ts); a saved search's to the default store.
 */

export interface AlertForLead {
  id: string;
  email: string;
  kind: 'price-drop' | 'new-matches';
  search: string | null;
  origin: string;
}

/** The detail line naming what the shopper follows (English: the dealer's mail is English, as every lead mail). */
export const ALERT_LEAD_DETAIL = 'E-mail alert';

export async function buildAlertLead(
  alert: AlertForLead,
  car: AlertCar | null,
  content: LeadContentSource,
  leadId: string,
  now: Date,
): Promise<NewLead> {
  const { settings, stores } = await content.settings();
  const vehicleStore = car ? await content.vehicleStore(car.vin) : null;
  const choice = leadStore({
    stores,
    defaultStoreId: settings?.defaultStoreId,
    cookieStore: null,
    vehicleStoreId: vehicleStore?._id ?? null,
  });
  const store = choice.ok ? choice.store : null;
  const followed = car ? `${alert.origin}${car.path}` : `${alert.origin}${alert.search ?? ''}`;
  const payload: LeadPayload = {
    formType: 'UNLOCK_INVENTORY',
    user: { email: alert.email },
    ...(car
      ? {
          vehicle: {
            vin: car.vin,
            ...(car.document.year ? { year: car.document.year } : {}),
            ...(car.document.make ? { make: car.document.make } : {}),
            ...(car.document.model ? { model: car.document.model } : {}),
            ...(car.document.trim ? { trim: car.document.trim } : {}),
            ...(car.price !== null ? { price: car.price } : {}),
            ...(car.document.condition ? { condition: car.document.condition } : {}),
            url: followed,
          },
        }
      : {}),
    details: [
      {
        label: ALERT_LEAD_DETAIL,
        value: alert.kind === 'price-drop' ? 'Price drops of this car' : `New cars matching ${followed}`,
      },
    ],
    url: followed,
  };
  // The one lead-mail composer, as every form's lead: no visitor cookies here, so no advertising block.
  const mails = composeLeadMails({
    payload,
    leadId,
    status: 'new',
    receivedAt: now,
    settings,
    store,
    origin: alert.origin,
    cookies: {},
  });
  return {
    id: leadId,
    formType: 'UNLOCK_INVENTORY',
    storeId: store?.storeId ?? null,
    // One lead per alert, however often its link is confirmed.
    idempotencyKey: `alert:${alert.id}`,
    payload: JSON.parse(JSON.stringify(payload)) as Record<string, unknown>,
    ipHash: null,
    userAgent: null,
    mails,
  };
}
