/** Browser glue: hands conversion events to the tracking island (window `dealer:track`). */
import type { LeadFormType } from '@dealer/schemas/constants';
import { LEAD_TRACK_EVENT, TRACK_EVENT_NAME, type TrackEventDetail } from '@/lib/leads/track-event';
import { conversionEventId } from './conversions';
import { trackingValue } from './events';
import {
  adTagTrackEvent,
  alertConfirmedTrackEvents,
  clickToCallTrackEvent,
  garageTrackEvent,
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
    /**
     * Events already fired on this page, by name and event id: a replayed answer (same lead id) is not counted
     * twice, and one submission's `Lead` goes out once however many parts of the page report it.
     */
    __dealerTrackFired?: Set<string>;
  }
}

function dispatch(all: readonly TrackEventDetail[]): void {
  const fired = (window.__dealerTrackFired ??= new Set());
  const key = (event: TrackEventDetail) => `${event.name} ${event.eventId ?? ''}`;
  const events = all.filter((event) => !event.eventId || !fired.has(key(event)));
  for (const event of events) if (event.eventId) fired.add(key(event));
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

/** The event id of everything a lead the server accepted causes (docs/tracking.md#one-submission-one-lead). */
const leadEventId = (leadId: string | null) => (leadId ? conversionEventId('lead', leadId) : undefined);

/** The profile's first `Lead`, after the lead `leadId` made it valid (null: no server id to tie it to). */
export function fireProfileLead(leadId: string | null): void {
  dispatch([{ ...LEAD_TRACK_EVENT, eventId: leadEventId(leadId) }]);
}

/**
 * A popup's configured event after it was submitted: tied to the lead it sent, so a popup tracking `Lead` and the
 * profile's first `Lead` of the same submission are one event.
 */
export function firePopupEvent(name: string, leadId: string | null): void {
  dispatch([{ name, value: trackingValue(name).value, eventId: leadEventId(leadId) }]);
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

/** After the alert page's server action confirmed an alert for the first time (docs/alerts.md). */
export function fireAlertConfirmed(leadId: string): void {
  dispatch(alertConfirmedTrackEvents(leadId));
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

/** A car saved to the garage (a fresh event id each time: the browser, not a server, kept it). */
export function fireVehicleSaved(vehicle: TrackedVehicle): void {
  dispatch([garageTrackEvent('vehicleSaved', { vehicles: [vehicle] })]);
}

/** A search saved to the garage; its address is the search term. */
export function fireSearchSaved(href: string): void {
  dispatch([garageTrackEvent('searchSaved', { searchTerm: href })]);
}

/** /compare showed two or three cars side by side. */
export function fireVehiclesCompared(vins: readonly string[]): void {
  dispatch([garageTrackEvent('vehiclesCompared', { vehicles: vins.map((vin) => ({ vin })) })]);
}
