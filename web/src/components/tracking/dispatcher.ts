import { isAdPixelAllowed, isCategoryAllowed, type ConsentState } from '@/lib/consent';
import { TRACKING_CURRENCY, trackingValue } from '@/lib/tracking/events';

/** Public ids the server hands to the island (unset = that tag never loads). */
export interface TrackingIds {
  metaPixelId: string | null;
  gaMeasurementId: string | null;
}

type TagFunction = (...args: unknown[]) => void;

/** Contact fields under the Conversions API names, sent unhashed to our server (which hashes them) only. */
export type EventUserData = Readonly<Partial<Record<'em' | 'ph' | 'fn' | 'ln', string>>>;

/** What the dispatcher talks to: the tag queues on `window` and the server-events endpoint. */
export interface TrackingSinks {
  fbq: TagFunction;
  gtag: TagFunction;
  postServerEvent: (body: Record<string, unknown>) => void;
  /** The visitor's cookies, for fbp/fbc and the profile the server hashes. */
  cookies: () => Readonly<Record<string, string | undefined>>;
  now: () => number;
  newEventId: () => string;
}

/** Meta standard events are sent with `track`; anything else with `trackCustom`. */
const META_STANDARD_EVENTS = new Set([
  'PageView',
  'Lead',
  'Contact',
  'Schedule',
  'SubmitApplication',
  'Search',
  'ViewContent',
  'CompleteRegistration',
  'FindLocation',
  'AddToCart',
  'AddToWishlist',
  'Purchase',
]);

export function metaAllowed(consent: ConsentState | null, ids: TrackingIds): boolean {
  return Boolean(ids.metaPixelId) && consent !== null && !consent.gpc && isAdPixelAllowed(consent);
}

export function gaAllowed(consent: ConsentState | null, ids: TrackingIds): boolean {
  return Boolean(ids.gaMeasurementId) && consent !== null && isCategoryAllowed(consent, 'analytics');
}

/** GA4 consent mode from the visitor's categories. */
export function gaConsentMode(consent: ConsentState): Record<string, 'granted' | 'denied'> {
  const ads = !consent.gpc && isAdPixelAllowed(consent) ? 'granted' : 'denied';
  return {
    analytics_storage: isCategoryAllowed(consent, 'analytics') ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
}

/** A destination an event can go to. */
export type TrackingDestination = 'ga4' | 'meta-pixel' | 'meta-capi';

/** Why a destination did not get the event. */
export type WithheldReason = 'not-configured' | 'no-consent' | 'gpc';

/** One line of the events log: what was sent where, what was withheld and why, under which consent. */
export interface TrackingLogEntry {
  name: string;
  value: number;
  currency: typeof TRACKING_CURRENCY;
  eventId: string;
  sent: TrackingDestination[];
  withheld: Partial<Record<TrackingDestination, WithheldReason>>;
  consent: { decided: boolean; analytics: boolean; targeting: boolean; gpc: boolean };
}

/** One event: the site's name and value, and optionally its GA4 name/params and a fixed event id. */
export interface TrackInput {
  name: string;
  value?: number;
  url?: string;
  /** Contact fields the event itself carries (a chat's name and phone); they win over the profile's. */
  userData?: EventUserData;
  /** Ties the event to what the server accepted (a lead id), so a replay de-duplicates; else a fresh id. */
  eventId?: string;
  /** The GA4 event; defaults to the site's event name. */
  ga4?: { name: string; params?: Record<string, unknown> };
  /** Extra Meta custom data (content ids of vehicles). */
  customData?: Record<string, string | number | boolean>;
}

function metaWithheld(consent: ConsentState | null, ids: TrackingIds): WithheldReason | null {
  if (!ids.metaPixelId) return 'not-configured';
  if (consent === null || !isAdPixelAllowed(consent)) return 'no-consent';
  if (consent.gpc) return 'gpc';
  return null;
}

/**
 * One place that forwards tracking events to the Meta pixel, the Conversions API (same event id, for
 * de-duplication) and GA4, each only while the visitor's consent allows it. Every call returns (and hands to `log`)
 * an events-log entry, sent or withheld.
 */
export function createDispatcher(
  ids: TrackingIds,
  getConsent: () => ConsentState | null,
  sinks: TrackingSinks,
  log: (entry: TrackingLogEntry) => void = () => undefined,
) {
  function send(input: TrackInput): TrackingLogEntry {
    const { name, url, userData = {} } = input;
    const consent = getConsent();
    const value = typeof input.value === 'number' && input.value > 0 ? input.value : trackingValue(name).value;
    const params = { value, currency: TRACKING_CURRENCY };
    const eventId = input.eventId ?? sinks.newEventId();
    const entry: TrackingLogEntry = {
      name,
      value,
      currency: TRACKING_CURRENCY,
      eventId,
      sent: [],
      withheld: {},
      consent: {
        decided: consent?.decided ?? false,
        analytics: consent !== null && isCategoryAllowed(consent, 'analytics'),
        targeting: consent !== null && !consent.gpc && isAdPixelAllowed(consent),
        gpc: consent?.gpc ?? false,
      },
    };
    if (gaAllowed(consent, ids)) {
      if (name === 'PageView') sinks.gtag('event', 'page_view', url ? { page_location: url } : {});
      else sinks.gtag('event', input.ga4?.name ?? name, { ...params, ...input.ga4?.params });
      entry.sent.push('ga4');
    } else {
      entry.withheld.ga4 = ids.gaMeasurementId ? 'no-consent' : 'not-configured';
    }
    const withheld = metaWithheld(consent, ids);
    if (withheld === null) {
      sinks.fbq(
        META_STANDARD_EVENTS.has(name) ? 'track' : 'trackCustom',
        name,
        { ...params, ...input.customData },
        {
          eventID: eventId,
        },
      );
      const jar = sinks.cookies();
      sinks.postServerEvent({
        eventName: name,
        event_id: eventId,
        event_time: Math.floor(sinks.now() / 1000),
        ...params,
        ...(jar._fbp ? { fbp: jar._fbp } : {}),
        ...(jar._fbc ? { fbc: jar._fbc } : {}),
        ...(url ? { event_source_url: url } : {}),
        ...(input.customData ? { custom_data: input.customData } : {}),
        user_data: compact({
          em: jar.email,
          ph: jar.phone,
          fn: jar.firstName,
          ln: jar.lastName,
          external_id: jar.uniqueUserId,
          ...userData,
        }),
      });
      entry.sent.push('meta-pixel', 'meta-capi');
    } else {
      entry.withheld['meta-pixel'] = withheld;
      entry.withheld['meta-capi'] = withheld;
    }
    log(entry);
    return entry;
  }

  function track(name: string, explicitValue?: number, url?: string, userData: EventUserData = {}): TrackingLogEntry {
    return send({ name, value: explicitValue, url, userData });
  }

  return {
    track,
    send,
    pageView(url: string) {
      return track('PageView', 0, url);
    },
  };
}

function compact(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}
