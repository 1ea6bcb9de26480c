/**
 * The lead-delivery rows the site answers on `GET /api/studio/lead-deliveries` and the Studio's Lead delivery tool
 * reads: one shape for both sides. Pure TypeScript (no `sanity` import), like constants.ts.
 */

/** What an editor reads about an outbox message; the outbox's own 'sent' reads "delivered". */
export const DELIVERY_STATUSES = ['queued', 'sending', 'delivered', 'retrying', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One outbox message as the Studio sees it. Deliberately no personal data: no names, addresses, phone numbers,
 * message bodies or subjects typed by visitors; the recipient shows only its domain, and errors are redacted.
 */
export interface LeadDelivery {
  id: string;
  leadId: string;
  formType: string;
  /** The routing row that applies to this form type in the published site settings (or the staff member copy). */
  routingKey: string;
  kind: 'adf' | 'text';
  recipientDomain: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
  /** When the next attempt is due (queued and retrying only). */
  nextAttemptAt: string | null;
  /** Sent with the Studio's "Send test lead" action. */
  test: boolean;
}
