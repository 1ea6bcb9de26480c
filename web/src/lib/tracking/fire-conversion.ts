/** Browser glue: hands conversion events to the tracking island (window `dealer:track`). */
import type { LeadFormType } from '@dealer/schemas/constants';
import { TRACK_EVENT_NAME, type TrackEventDetail } from '@/lib/leads/track-event';
import {
  adTagTrackEvent,
  clickToCallTrackEvent,
  leadTrackEvents,
  offerAcceptedTrackEvents,
  offerShownTrackEvents,
  serviceBookedTrackEvents,
  vehicleOfBody,
  type TrackedVehicle,
} from './track-events';

declare global {
  interface Window {
    /** Events fired before the (lazily loaded) tracking island listened; it drains them when it mounts. */
    __dealerTrackPending?: TrackEventDetail[];
    /** Set by the tracking island once it listens. */
    __dealerTrackReady?: boolean;
    /** Event ids already fired on this page, so a replayed answer (same lead id) is not counted twice. */
    __dealerTrackFired?: Set<string>;
  }
}

function dispatch(all: readonly TrackEventDetail[]): void {
  const fired = (window.__dealerTrackFired ??= new Set());
  const events = all.filter((event) => !event.eventId || !fired.has(event.eventId));
  for (const event of events) if (event.eventId) fired.add(event.eventId);
  if (!window.__dealerTrackReady) {
    (window.__dealerTrackPending ??= []).push(...events);
    return;
  }
  for (const detail of events) window.dispatchEvent(new CustomEvent(TRACK_EVENT_NAME, { detail }));
}

/** After /api/leads answered 201 for a new submission (never on an error or a replayed answer). */
export function fireLeadConversion(form: LeadFormType, leadId: string, body: unknown): void {
  dispatch(leadTrackEvents(form, leadId, vehicleOfBody(body)));
}

/** After /api/offers created the offer the visitor is about to see (with contact details it is also a sell/trade lead). */
export function fireOfferShown(offerId: string): void {
  dispatch([...offerShownTrackEvents(offerId), ...leadTrackEvents('SELL_OR_TRADE', `offer-${offerId}`, null)]);
}

/** After the schedule form's server action booked a new appointment (not a reschedule of one). */
export function fireServiceBooked(appointmentId: string): void {
  dispatch(serviceBookedTrackEvents(appointmentId));
}

/** After /api/offers/{id}/accept recorded the visitor's choice and sent its lead. */
export function fireOfferAccepted(leadId: string): void {
  dispatch(offerAcceptedTrackEvents(leadId));
}

/** A tap on a tel: link (no server answer to tie it to: each tap gets a fresh event id). */
export function fireClickToCall(): void {
  dispatch([clickToCallTrackEvent()]);
}

export function fireAdTag(
  kind: 'searchResults' | 'itemList' | 'itemView',
  vehicles: readonly TrackedVehicle[],
  searchTerm?: string,
): void {
  dispatch([adTagTrackEvent(kind, vehicles, searchTerm)]);
}
