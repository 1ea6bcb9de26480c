/**
 * The events the conversion map (conversions.ts) turns a success or a page into, as `dealer:track` details. Pure:
 * the browser glue (fire-conversion.ts) dispatches them.
 */
import type { LeadFormType } from '@dealer/schemas/constants';
import type { TrackEventDetail } from '@/lib/leads/track-event';
import {
  AD_TAG_EVENTS,
  conversionEventId,
  FLOW_CONVERSIONS,
  GA4_LEAD_EVENT,
  GARAGE_GA4_EVENTS,
  leadConversion,
  type Conversion,
} from './conversions';
import { TRACKING_CURRENCY } from './events';

/** A vehicle an event is about (GA4 `items`, Meta `content_ids`). */
export interface TrackedVehicle {
  vin: string;
  name?: string;
  price?: number | null;
}

function item(vehicle: TrackedVehicle): Record<string, unknown> {
  return {
    item_id: vehicle.vin,
    ...(vehicle.name ? { item_name: vehicle.name } : {}),
    ...(typeof vehicle.price === 'number' ? { price: vehicle.price } : {}),
  };
}

function conversionEvents(conversion: Conversion, eventId: string, vehicle: TrackedVehicle | null): TrackEventDetail[] {
  const events: TrackEventDetail[] = [
    {
      name: conversion.name,
      value: conversion.value,
      eventId,
      ga4: { name: GA4_LEAD_EVENT, params: { lead_source: conversion.name, currency: TRACKING_CURRENCY } },
      ...(vehicle ? { customData: { content_ids: vehicle.vin, content_type: 'vehicle' } } : {}),
    },
  ];
  if (conversion.vehicleAdTag && vehicle) {
    const tag = AD_TAG_EVENTS[conversion.vehicleAdTag];
    events.push({
      name: tag.meta,
      value: tag.value,
      eventId: `${eventId}-${tag.ga4}`,
      ga4: {
        name: tag.ga4,
        params: { items: [item(vehicle)], ...(tag.ga4 === 'purchase' ? { transaction_id: eventId } : {}) },
      },
      customData: { content_ids: vehicle.vin, content_type: 'vehicle' },
    });
  }
  return events;
}

/** A lead the server accepted (its id from the 201 answer). */
export function leadTrackEvents(
  form: LeadFormType,
  leadId: string,
  vehicle: TrackedVehicle | null,
): TrackEventDetail[] {
  return conversionEvents(leadConversion(form), conversionEventId('lead', leadId), vehicle);
}

/** The sell-car quote shown (the offer the server created). */
export function offerShownTrackEvents(offerId: string): TrackEventDetail[] {
  return conversionEvents(FLOW_CONVERSIONS.offerShown, conversionEventId('offer', offerId), null);
}

/** A service appointment booked (the number the server gave it; the SERVICE lead rides with it). */
export function serviceBookedTrackEvents(appointmentId: string): TrackEventDetail[] {
  return conversionEvents(leadConversion('SERVICE'), conversionEventId('appointment', appointmentId), null);
}

/** The sell-car offer accepted (the lead the server sent for that answer). */
export function offerAcceptedTrackEvents(leadId: string): TrackEventDetail[] {
  return conversionEvents(FLOW_CONVERSIONS.offerAccepted, conversionEventId('lead', leadId), null);
}

/** An e-mail alert confirmed (the UNLOCK_INVENTORY lead the server stored for it). */
export function alertConfirmedTrackEvents(leadId: string): TrackEventDetail[] {
  return conversionEvents(FLOW_CONVERSIONS.alertConfirmed, conversionEventId('lead', leadId), null);
}

/** A tap on a tel: link. */
export function clickToCallTrackEvent(): TrackEventDetail {
  const { name, value } = FLOW_CONVERSIONS.clickToCall;
  return { name, value, ga4: { name: GA4_LEAD_EVENT, params: { lead_source: name, currency: TRACKING_CURRENCY } } };
}

/**
 * A garage moment: a car saved (its VIN and price as the item), a search saved (its address as the search term),
 * cars compared (their VINs). Not a lead: GA4 gets its own event, not generate_lead (docs/garage.md#tracking).
 */
export function garageTrackEvent(
  moment: keyof typeof GARAGE_GA4_EVENTS,
  detail: { vehicles?: readonly TrackedVehicle[]; searchTerm?: string },
): TrackEventDetail {
  const { name, value } = FLOW_CONVERSIONS[moment];
  const vehicles = detail.vehicles ?? [];
  const params: Record<string, unknown> = { currency: TRACKING_CURRENCY, value };
  if (vehicles.length > 0) params.items = vehicles.map(item);
  if (detail.searchTerm !== undefined) params.search_term = detail.searchTerm;
  return {
    name,
    value,
    ga4: { name: GARAGE_GA4_EVENTS[moment], params },
    ...(vehicles.length > 0
      ? { customData: { content_ids: vehicles.map((vehicle) => vehicle.vin).join(','), content_type: 'vehicle' } }
      : {}),
  };
}

/** Ad-tag page views: a search results page, a vehicle list, a vehicle page. */
export function adTagTrackEvent(
  kind: 'searchResults' | 'itemList' | 'itemView',
  vehicles: readonly TrackedVehicle[],
  searchTerm?: string,
): TrackEventDetail {
  const tag = AD_TAG_EVENTS[kind];
  const params: Record<string, unknown> = { items: vehicles.slice(0, 20).map(item) };
  if (kind === 'searchResults') params.search_term = searchTerm ?? '';
  return {
    name: tag.meta,
    value: tag.value,
    ga4: { name: tag.ga4, params },
    customData: {
      content_ids: vehicles
        .slice(0, 20)
        .map((vehicle) => vehicle.vin)
        .join(','),
      content_type: 'vehicle',
    },
  };
}

/** The vehicle a lead body names, if any (`vehicle.vin`). */
export function vehicleOfBody(body: unknown): TrackedVehicle | null {
  if (typeof body !== 'object' || body === null || body instanceof FormData) return null;
  const vehicle = (body as { vehicle?: unknown }).vehicle;
  if (typeof vehicle !== 'object' || vehicle === null) return null;
  const vin = (vehicle as { vin?: unknown }).vin;
  return typeof vin === 'string' && vin !== '' ? { vin } : null;
}
