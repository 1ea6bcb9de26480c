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

/**
 * One place that forwards tracking events (spec §9) to the Meta pixel, the Conversions API (same event id, for
 * de-duplication) and GA4, each only while the visitor's consent allows it.
 */
export function createDispatcher(ids: TrackingIds, getConsent: () => ConsentState | null, sinks: TrackingSinks) {
  /** `userData`: contact fields the event itself carries (a chat's name and phone); they win over the profile's. */
  function track(name: string, explicitValue?: number, url?: string, userData: EventUserData = {}): void {
    const consent = getConsent();
    const value = typeof explicitValue === 'number' && explicitValue > 0 ? explicitValue : trackingValue(name).value;
    const params = { value, currency: TRACKING_CURRENCY };
    if (gaAllowed(consent, ids)) {
      if (name === 'PageView') sinks.gtag('event', 'page_view', url ? { page_location: url } : {});
      else sinks.gtag('event', name, params);
    }
    if (metaAllowed(consent, ids)) {
      const eventId = sinks.newEventId();
      sinks.fbq(META_STANDARD_EVENTS.has(name) ? 'track' : 'trackCustom', name, params, { eventID: eventId });
      const jar = sinks.cookies();
      sinks.postServerEvent({
        eventName: name,
        event_id: eventId,
        event_time: Math.floor(sinks.now() / 1000),
        ...params,
        ...(jar._fbp ? { fbp: jar._fbp } : {}),
        ...(jar._fbc ? { fbc: jar._fbc } : {}),
        ...(url ? { event_source_url: url } : {}),
        user_data: compact({
          em: jar.email,
          ph: jar.phone,
          fn: jar.firstName,
          ln: jar.lastName,
          external_id: jar.uniqueUserId,
          ...userData,
        }),
      });
    }
  }
  return {
    track,
    pageView(url: string) {
      track('PageView', 0, url);
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
