/**
 * The conversion map: every flow's success and every ad-tag moment, with the event it sends and its USD value.
 * One table, so the documented conversion map and the code cannot drift apart (docs/tracking.md#conversion-map).
 */
import type { LeadFormType } from '@dealer/schemas/constants';
import { AD_TAG_VALUES, TRACKING_EVENT_VALUES, type AdTagName, type TrackingEventName } from './events';

export interface Conversion {
  /** The site's event name (Meta pixel and Conversions API). */
  name: TrackingEventName;
  value: number;
  /**
   * The ad-tag event a vehicle-specific success also counts as: a lead about one vehicle is that car put in the
   * cart; a full credit application naming a vehicle is the nearest a website gets to the sale.
   */
  vehicleAdTag?: Extract<AdTagName, 'addToCart' | 'purchase'>;
}

const conversion = (name: TrackingEventName, vehicleAdTag?: Conversion['vehicleAdTag']): Conversion => ({
  name,
  value: TRACKING_EVENT_VALUES[name],
  ...(vehicleAdTag ? { vehicleAdTag } : {}),
});

/** Each lead form's accepted submission (201 from /api/leads, not a replay of the same submission). */
export const LEAD_CONVERSIONS: Readonly<Record<LeadFormType, Conversion>> = {
  DEFAULT: conversion('Contact'),
  UNLOCK_INVENTORY: conversion('UnlockInventory'),
  UNLOCK_PRICE: conversion('Personalize', 'addToCart'),
  SCHEDULE_TEST_DRIVE: conversion('Schedule', 'addToCart'),
  SERVICE: conversion('Schedule'),
  SELL_OR_TRADE: conversion('SellTrade'),
  CONTACT_SALES: conversion('Contact'),
  CONTACT_DEALERSHIP: conversion('Contact'),
  CONTACT_FINANCE: conversion('Contact'),
  CONTACT_SERVICE: conversion('Contact'),
  CAREERS: conversion('Contact'),
  STAFF_MEMBER: conversion('Contact'),
  APPLY_FINANCING: conversion('SubmitApplication'),
  FULL_CREDIT_APP: conversion('FullCreditApplication', 'purchase'),
  DEAL_SHEET: conversion('DealSheet', 'addToCart'),
};

/** Flows that are not a lead form post. */
export const FLOW_CONVERSIONS = {
  /** The sell-car quote shown to the visitor (the offer was created). */
  offerShown: conversion('InstantScreen'),
  /**
   * The sell-car offer accepted: the visitor asks us to see the car (a day and time, or "any time"), so it counts as
   * an appointment booked.
   */
  offerAccepted: conversion('Schedule'),
  /** A tap on any tel: link. */
  clickToCall: conversion('ClickToCall'),
  /** A car saved to the shopper's garage (docs/garage.md#tracking). */
  vehicleSaved: conversion('AddToWishlist'),
  /** A search saved to the shopper's garage. */
  searchSaved: conversion('SaveSearch'),
  /** Two or three cars compared side by side (/compare showed them). */
  vehiclesCompared: conversion('CompareVehicles'),
  /**
   * A shopper confirmed an e-mail alert (docs/alerts.md): the dealer gets it as an UNLOCK_INVENTORY lead, so it counts
   * as that lead's conversion, tied to that lead's id.
   */
  alertConfirmed: conversion('UnlockInventory'),
} as const satisfies Record<string, Conversion>;

/**
 * The GA4 event of each garage moment: add_to_wishlist is GA4's recommended name for a saved item; a saved search
 * and a comparison have none, so they keep names of their own.
 */
export const GARAGE_GA4_EVENTS = {
  vehicleSaved: 'add_to_wishlist',
  searchSaved: 'save_search',
  vehiclesCompared: 'compare_vehicles',
} as const;

export function leadConversion(form: LeadFormType): Conversion {
  return LEAD_CONVERSIONS[form];
}

/**
 * The ad-tag events: their GA4 recommended event name and the Meta event sent alongside (standard where Meta has
 * one). add_to_cart and purchase only ride along with a vehicle-specific conversion (see `vehicleAdTag`).
 */
export const AD_TAG_EVENTS: Readonly<Record<AdTagName, { ga4: string; meta: string; value: number }>> = {
  searchResults: { ga4: 'view_search_results', meta: 'Search', value: AD_TAG_VALUES.searchResults },
  itemList: { ga4: 'view_item_list', meta: 'ViewItemList', value: AD_TAG_VALUES.itemList },
  itemView: { ga4: 'view_item', meta: 'ViewContent', value: AD_TAG_VALUES.itemView },
  addToCart: { ga4: 'add_to_cart', meta: 'AddToCart', value: AD_TAG_VALUES.addToCart },
  purchase: { ga4: 'purchase', meta: 'Purchase', value: AD_TAG_VALUES.purchase },
};

/** GA4 gets every conversion as its recommended lead event; the site's event name says which flow. */
export const GA4_LEAD_EVENT = 'generate_lead';

/** Event ids tied to what the server accepted, so a replayed answer yields the same id (and Meta drops it). */
export function conversionEventId(kind: 'lead' | 'offer' | 'appointment', serverId: string): string {
  return `${kind}-${serverId}`;
}
