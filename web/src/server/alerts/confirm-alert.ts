import 'server-only';
import { randomUUID } from 'node:crypto';

import { ALERT_TOKEN_PATTERN } from '@/lib/alerts/constants';
import type { Db } from '@/server/db';
import type { LeadContentSource } from '@/server/leads/lead-content-source';
import { kickDelivery } from '@/server/outbox/delivery';

import { findAlertCar, type AlertCar } from './alert-inventory';
import { buildAlertLead } from './alert-lead';
import {
  activateAlert,
  alertByConfirmTokenHash,
  alertByUnsubscribeToken,
  confirmationExpired,
  unsubscribeAlerts,
  type StoredAlert,
} from './alert-store';
import { confirmTokenHash } from './alert-tokens';

/**
 * What the confirmation and unsubscribe pages show and do (docs/alerts.md#lifecycle). Their GET only reads (a mail
 * scanner that follows the link changes nothing); the page's button POSTs to a server action that calls these.
 */

export type AlertPageState =
  | {
      status: 'pending' | 'active' | 'unsubscribed' | 'expired';
      kind: StoredAlert['kind'];
      vin: string | null;
      search: string | null;
    }
  | { status: 'unknown' };

export interface AlertActionDeps {
  content: LeadContentSource;
  db?: Db;
  now?: Date;
  kick?: () => void;
  findCar?: (vin: string) => Promise<AlertCar | null>;
}

function stateOf(alert: StoredAlert | null, now: Date): AlertPageState {
  if (!alert) return { status: 'unknown' };
  const status = confirmationExpired(alert, now) ? 'expired' : alert.status;
  return { status, kind: alert.kind, vin: alert.vin, search: alert.search };
}

export async function confirmPageState(token: string, db?: Db, now: Date = new Date()): Promise<AlertPageState> {
  if (!ALERT_TOKEN_PATTERN.test(token)) return { status: 'unknown' };
  return stateOf(await alertByConfirmTokenHash(confirmTokenHash(token), db), now);
}

export async function unsubscribePageState(token: string, db?: Db, now: Date = new Date()): Promise<AlertPageState> {
  if (!ALERT_TOKEN_PATTERN.test(token)) return { status: 'unknown' };
  const alert = await alertByUnsubscribeToken(token, db);
  // The unsubscribe link works whatever became of the confirmation link.
  return alert ? { status: alert.status, kind: alert.kind, vin: alert.vin, search: alert.search } : stateOf(null, now);
}

export type ConfirmOutcome =
  /** `leadId`: the dealer's lead (the conversion's event id); `first`: this request made the alert active. */
  { kind: 'confirmed'; leadId: string | null; first: boolean } | { kind: 'expired' | 'unknown' | 'unsubscribed' };

/**
 * Confirms the alert this token belongs to: it becomes active and the dealer gets its lead (alert-lead.ts), both in
 * one transaction. Confirming twice is confirming once.
 */
export async function confirmAlert(token: string, deps: AlertActionDeps): Promise<ConfirmOutcome> {
  const now = deps.now ?? new Date();
  if (!ALERT_TOKEN_PATTERN.test(token)) return { kind: 'unknown' };
  const hash = confirmTokenHash(token);
  const alert = await alertByConfirmTokenHash(hash, deps.db);
  if (!alert) return { kind: 'unknown' };
  if (alert.status === 'active') return { kind: 'confirmed', leadId: alert.leadId, first: false };
  if (alert.status === 'unsubscribed') return { kind: 'unsubscribed' };
  if (confirmationExpired(alert, now)) return { kind: 'expired' };
  // The car may have left since the sign-up: the lead then names the alert without the car's details.
  const car = alert.vin ? await (deps.findCar ?? findAlertCar)(alert.vin) : null;
  const leadId = randomUUID();
  const lead = await buildAlertLead(alert, car, deps.content, leadId, now);
  const first = await activateAlert(alert.id, lead, deps.db, now);
  if (first) {
    (deps.kick ?? kickDelivery)();
    return { kind: 'confirmed', leadId, first: true };
  }
  const again = await alertByConfirmTokenHash(hash, deps.db);
  return again?.status === 'active' ? { kind: 'confirmed', leadId: again.leadId, first: false } : { kind: 'unknown' };
}

/** Unsubscribes the alert this token belongs to (the page's button). True when the token names an alert. */
export async function unsubscribeAlert(token: string, db?: Db, now: Date = new Date()): Promise<boolean> {
  if (!ALERT_TOKEN_PATTERN.test(token)) return false;
  return (await unsubscribeAlerts([token], db, now)) > 0;
}
