/** Tracking values in USD, one entry per event name (docs/tracking.md#event-values). */
export const TRACKING_CURRENCY = 'USD';

export const TRACKING_EVENT_VALUES = {
  PageView: 0,
  Lead: 0,
  FullCreditApplication: 50,
  InstantScreen: 30,
  DealSheet: 30,
  Personalize: 20,
  Schedule: 20,
  ConversationStarted: 10,
  SellTrade: 10,
  ClickToCall: 5,
  UnlockInventory: 5,
  AddToWishlist: 3,
  CompareVehicles: 3,
  Contact: 2,
  SubmitApplication: 2,
  SaveSearch: 2,
} as const;

export type TrackingEventName = keyof typeof TRACKING_EVENT_VALUES;

/** Ad-tag values (e-commerce style events sent to ad platforms). */
export const AD_TAG_VALUES = {
  searchResults: 2,
  itemList: 3,
  itemView: 5,
  addToCart: 20,
  purchase: 30,
} as const;

export type AdTagName = keyof typeof AD_TAG_VALUES;

export function isTrackingEventName(name: string): name is TrackingEventName {
  return Object.hasOwn(TRACKING_EVENT_VALUES, name);
}

/** The event's value and currency; unknown names (e.g. a popup's custom event) are worth 0. */
export function trackingValue(name: string): { value: number; currency: typeof TRACKING_CURRENCY } {
  return { value: isTrackingEventName(name) ? TRACKING_EVENT_VALUES[name] : 0, currency: TRACKING_CURRENCY };
}
