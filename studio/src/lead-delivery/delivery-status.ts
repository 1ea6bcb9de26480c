/**
 * What the Studio shows about lead deliveries, as pure functions over the site's answer
 * (`GET /api/studio/lead-deliveries`, its rows shaped by `@dealer/schemas/lead-delivery`).
 */
import { DELIVERY_STATUSES, type DeliveryStatus, type LeadDelivery } from '@dealer/schemas/lead-delivery';
export type Tone = 'default' | 'primary' | 'positive' | 'caution' | 'critical';

export const STATUS_LABEL: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  delivered: 'Delivered',
  retrying: 'Retrying',
  dead: 'Failed (dead letter)',
};

export const STATUS_TONE: Record<DeliveryStatus, Tone> = {
  queued: 'primary',
  sending: 'primary',
  delivered: 'positive',
  retrying: 'caution',
  dead: 'critical',
};

export interface TestLeadVerdict {
  /** The overall state of the lead's messages. */
  state: 'waiting' | 'delivered' | 'retrying' | 'dead' | 'no-mail';
  /** Nothing will change any more: stop polling. */
  settled: boolean;
  tone: Tone;
  text: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One sentence about a test lead's messages: the worst state wins (dead, then retrying, then waiting). */
export function testLeadVerdict(deliveries: readonly LeadDelivery[]): TestLeadVerdict {
  if (deliveries.length === 0) {
    return {
      state: 'no-mail',
      settled: true,
      tone: 'critical',
      text: 'No e-mail was queued: neither this form nor DEFAULT has a routing row and the store has no e-mail address.',
    };
  }
  const targets = [...new Set(deliveries.map((delivery) => `@${delivery.recipientDomain}`))].join(', ');
  const first = deliveries.find((delivery) => delivery.status === 'dead');
  if (first) {
    return {
      state: 'dead',
      settled: deliveries.every((delivery) => delivery.status === 'dead' || delivery.status === 'delivered'),
      tone: 'critical',
      text: `Failed after ${plural(first.attempts, 'attempt')} to ${targets}: ${first.lastError ?? 'no error recorded'}`,
    };
  }
  const retrying = deliveries.find((delivery) => delivery.status === 'retrying');
  if (retrying) {
    const next = retrying.nextAttemptAt ? ` Next attempt ${formatTime(retrying.nextAttemptAt)}.` : '';
    return {
      state: 'retrying',
      settled: false,
      tone: 'caution',
      text: `Retrying (${plural(retrying.attempts, 'attempt')} so far) to ${targets}: ${retrying.lastError ?? 'no error recorded'}.${next}`,
    };
  }
  if (deliveries.every((delivery) => delivery.status === 'delivered')) {
    return {
      state: 'delivered',
      settled: true,
      tone: 'positive',
      text: `Delivered: ${plural(deliveries.length, 'message')} to ${targets}.`,
    };
  }
  return {
    state: 'waiting',
    settled: false,
    tone: 'primary',
    text: `Queued: ${plural(deliveries.length, 'message')} to ${targets}, waiting for the delivery worker…`,
  };
}

export const POLL_INTERVAL_MS = 1500;
/** After this the dialog stops asking; retries go on in the background and show in the Lead delivery tool. */
export const POLL_TIMEOUT_MS = 60_000;

/** Milliseconds until the next status request, or null to stop. */
export function nextPollDelay(verdict: TestLeadVerdict, elapsedMs: number): number | null {
  if (verdict.settled || elapsedMs >= POLL_TIMEOUT_MS) return null;
  return POLL_INTERVAL_MS;
}

/** "14:05:09" today, "Nov 23, 14:05" on other days; in the editor's time zone. */
export function formatTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString('en-US', { hour12: false })
    : date.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      });
}

export interface DeliveryCounts {
  total: number;
  byStatus: Record<DeliveryStatus, number>;
}

export function countDeliveries(deliveries: readonly LeadDelivery[]): DeliveryCounts {
  const byStatus = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<DeliveryStatus, number>;
  for (const delivery of deliveries) byStatus[delivery.status] += 1;
  return { total: deliveries.length, byStatus };
}

/** The routing rows an editor can test: each row's form type once, in the order of the document. */
export function testableRoutingRows(
  rows: unknown,
): Array<{ key: string; formType: string; recipientDomain: string | null; format: string | null }> {
  if (!Array.isArray(rows)) return [];
  const seen = new Set<string>();
  const result: Array<{ key: string; formType: string; recipientDomain: string | null; format: string | null }> = [];
  for (const row of rows as Array<Record<string, unknown>>) {
    const formType = typeof row?.formType === 'string' ? row.formType : null;
    if (!formType || seen.has(formType)) continue;
    seen.add(formType);
    const recipient = typeof row.recipient === 'string' ? row.recipient : '';
    const at = recipient.lastIndexOf('@');
    result.push({
      key: typeof row._key === 'string' ? row._key : formType,
      formType,
      recipientDomain: at >= 0 ? recipient.slice(at + 1) : null,
      format: typeof row.type === 'string' ? row.type.toUpperCase() : null,
    });
  }
  return result;
}
