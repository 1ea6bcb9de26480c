'use server';

import type { AlertActionResult } from '@/components/alerts/alert-action-form';
import { checkAlertsNow } from '@/server/alerts/alert-loop';
import { confirmAlert, unsubscribeAlert } from '@/server/alerts/confirm-alert';
import { leadContent } from '@/server/leads/lead-content';

/**
 * The alert pages' buttons (docs/alerts.md#lifecycle). Server actions: Next refuses a post from another origin, and
 * the token in the form is the credential. Never logs the token or the address: only the error's class.
 */

const tokenOf = (data: FormData) => {
  const token = data.get('token');
  return typeof token === 'string' ? token : '';
};

export async function confirmAlertAction(_previous: AlertActionResult, data: FormData): Promise<AlertActionResult> {
  try {
    const outcome = await confirmAlert(tokenOf(data), { content: leadContent });
    // A first active alert needs the inventory's baseline before the shopper is told it is on
    // (inventory-check.ts, checkInventoryIfWatched).
    if (outcome.kind === 'confirmed' && outcome.first) await checkAlertsNow();
    if (outcome.kind === 'confirmed') return { kind: 'done', leadId: outcome.leadId, first: outcome.first };
    return { kind: outcome.kind === 'expired' ? 'expired' : 'failed' };
  } catch (error) {
    console.error(`[alerts] confirmation failed: ${error instanceof Error ? error.name : 'unknown'}`);
    return { kind: 'failed' };
  }
}

export async function unsubscribeAlertAction(_previous: AlertActionResult, data: FormData): Promise<AlertActionResult> {
  try {
    return (await unsubscribeAlert(tokenOf(data))) ? { kind: 'done' } : { kind: 'failed' };
  } catch (error) {
    console.error(`[alerts] unsubscribe failed: ${error instanceof Error ? error.name : 'unknown'}`);
    return { kind: 'failed' };
  }
}
