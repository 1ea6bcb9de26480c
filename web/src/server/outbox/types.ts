import type { LeadFormType } from '@dealer/schemas/constants';

export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  /** Recipient from the routing table (or the staff member's address). */
  to: string;
  subject: string;
  /** For ADF: the whole ADF XML document (CRMs reject anything else in the body). */
  text: string;
  /** Text mails only. */
  html?: string;
  attachments?: OutgoingAttachment[];
  replyTo?: string;
  kind: 'adf' | 'text';
  /** Extra headers (an alert mail's List-Unsubscribe pair, docs/alerts.md#unsubscribe). */
  headers?: Record<string, string>;
}

export interface NewLead {
  /** Made by the caller when the mails must name the lead (the credit application's reference); else generated. */
  id?: string;
  formType: LeadFormType;
  storeId: string | null;
  /** From the client (Idempotency-Key header or body field); the caller generates one when absent. */
  idempotencyKey: string;
  /** JSON, never SSN or credit data. */
  payload: Record<string, unknown>;
  /** Encrypted at rest (AES-256-GCM); never mailed or logged. */
  sensitive?: Record<string, unknown>;
  ipHash: string | null;
  userAgent: string | null;
  mails: OutgoingMail[];
}
