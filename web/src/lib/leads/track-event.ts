/**
 * The analytics hand-off: lead forms, flows and pages dispatch `window` CustomEvents named `dealer:track`; the
 * tracking feature listens and forwards them (tracking values in USD: Lead 0).
 */

export const TRACK_EVENT_NAME = 'dealer:track';

export interface TrackEventDetail {
  name: string;
  value: number;
  /** A fixed event id (tied to what the server accepted); else the dispatcher makes one. */
  eventId?: string;
  /** The GA4 event name and parameters, when they differ from the site's event name. */
  ga4?: { name: string; params?: Record<string, unknown> };
  /** Extra Meta custom data. */
  customData?: Record<string, string | number | boolean>;
}

export const LEAD_TRACK_EVENT: TrackEventDetail = { name: 'Lead', value: 0 };
