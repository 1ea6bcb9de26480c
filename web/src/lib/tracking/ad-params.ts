import { isCategoryAllowed, type ConsentCategory, type ConsentState } from '@/lib/consent';
import { ADVERTISING_PARAMS, type AdvertisingParam } from '@/lib/leads/advertising';

/**
 * Capturing the tracking parameters of a landing URL (utm_*, gclid, fbclid, gbraid, gwraid) into cookies of
 * the same names for 30 days, so leads carry them. Campaign tags (utm_*) are first-party measurement: analytics
 * consent. Click ids are shared back with the ad platforms: targeting consent (and never under GPC).
 */
export const AD_PARAM_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const UTM_PARAMS = ADVERTISING_PARAMS.filter((name) => name.startsWith('utm_'));

export function adParamCategory(name: AdvertisingParam): ConsentCategory {
  return name.startsWith('utm_') ? 'analytics' : 'targeting';
}

/** Longest value kept (click ids are about 100 characters). */
const MAX_VALUE_LENGTH = 500;

export interface AdParamCapture {
  /** Cookies to write (name → value). */
  set: Partial<Record<AdvertisingParam, string>>;
  /** Cookies to delete: utm_* of an older campaign when a new campaign lands. */
  clear: AdvertisingParam[];
}

/**
 * What to store for a landing URL's query string. A new campaign (any utm_* present) replaces the whole utm_* set
 * so two campaigns never mix; click ids are kept independently (last click wins).
 */
export function captureAdParams(
  search: string | URLSearchParams,
  consent: Pick<ConsentState, 'allowed'>,
): AdParamCapture {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const allowed = (name: AdvertisingParam) => isCategoryAllowed(consent, adParamCategory(name));
  const value = (name: AdvertisingParam) => query.get(name)?.trim().slice(0, MAX_VALUE_LENGTH) || null;

  const set: AdParamCapture['set'] = {};
  for (const name of ADVERTISING_PARAMS) {
    const found = value(name);
    if (found && allowed(name)) set[name] = found;
  }
  const newCampaign = UTM_PARAMS.some((name) => set[name] !== undefined);
  const clear = newCampaign ? UTM_PARAMS.filter((name) => set[name] === undefined) : [];
  return { set, clear };
}

/** Meta's `_fbc` cookie value from an fbclid: `fb.1.{creation time in ms}.{fbclid}`. */
export function fbcFromFbclid(fbclid: string, nowMs: number): string {
  return `fb.1.${Math.floor(nowMs)}.${fbclid}`;
}
