import { TRACKING_EVENT_VALUES } from './events';

/**
 * The chat widget hand-off: the chat vendor's script reports a started conversation as
 * `window.dispatchEvent(new CustomEvent('dealer:chat', {detail: {event: 'ConversationStarted', customer_name,
 * customer_phone_value}}))` (or `customer_phone` when the widget has no `_value` form). The tracking island turns it
 * into the ConversationStarted event (10 USD) with the name and phone as Conversions API user data.
 */
export const CHAT_EVENT_NAME = 'dealer:chat';

export interface ChatEventDetail {
  event: string;
  customer_name?: string;
  customer_phone_value?: string;
  customer_phone?: string;
}

/** The chat's contact fields under the Conversions API names; the server normalises and hashes them. */
export interface ChatUserData {
  fn?: string;
  ln?: string;
  ph?: string;
}

export interface ChatTrackEvent {
  name: 'ConversationStarted';
  value: number;
  userData: ChatUserData;
}

/** The server accepts 320 characters a field; nothing longer is a name or a number. */
const MAX_LENGTH = 100;

function text(value: unknown): string | undefined {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, MAX_LENGTH);
}

/** The tracking event for a `dealer:chat` detail; null for other chat events or a malformed detail. */
export function chatTrackEvent(detail: unknown): ChatTrackEvent | null {
  if (typeof detail !== 'object' || detail === null || !('event' in detail)) return null;
  if (detail.event !== 'ConversationStarted') return null;
  const fields: Partial<Record<keyof ChatEventDetail, unknown>> = detail;
  // "Jane Q. Public": first word is the first name, last word the last name (a middle name matches neither).
  const words = text(fields.customer_name)?.split(/\s+/) ?? [];
  const phone = text(fields.customer_phone_value) ?? text(fields.customer_phone);
  const userData: ChatUserData = {};
  if (words[0]) userData.fn = words[0];
  if (words.length > 1) userData.ln = words[words.length - 1];
  if (phone) userData.ph = phone;
  return { name: 'ConversationStarted', value: TRACKING_EVENT_VALUES.ConversationStarted, userData };
}
