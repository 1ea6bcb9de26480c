/**
 * The analytics hand-off: lead forms dispatch `window` CustomEvents named `dealer:track`; the tracking feature
 * listens and forwards them (spec §9 tracking values in USD: Lead 0).
 */

export const TRACK_EVENT_NAME = 'dealer:track';

export interface TrackEventDetail {
  name: string;
  value: number;
}

export const LEAD_TRACK_EVENT: TrackEventDetail = { name: 'Lead', value: 0 };
