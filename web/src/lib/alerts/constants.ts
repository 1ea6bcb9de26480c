/**
 * The numbers of shoppers' e-mail alerts (docs/alerts.md#limits). One place: the route, the check and the digests
 * read them from here.
 */

/** A change waits this long for others of the same shopper, so one e-mail carries them all (docs/alerts.md#batching). */
export const ALERT_BATCH_MS = 20_000;
/**
 * How often the worker loop compares the inventory with its snapshot and sends the digests that are ready. With the
 * batch wait above, a change reaches the shopper within a minute of the site seeing it.
 */
export const ALERT_CHECK_INTERVAL_MS = 20_000;
/** At most one e-mail per alert in this long. */
export const ALERT_MAIL_INTERVAL_MS = 24 * 60 * 60_000;
/** An unconfirmed alert's link works this long; the alert is deleted after it. */
export const ALERT_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
/** Alerts (pending or active) one e-mail address may hold. */
export const MAX_ALERTS_PER_EMAIL = 20;
/** Cars listed in one e-mail; the rest are summed up as "and N more". */
export const MAX_CARS_PER_MAIL = 20;

/** `POST /api/alerts`: per client address and per e-mail address, and the body cap. */
export const ALERT_LIMITS = {
  perIp: { limit: 10, windowSeconds: 600 },
  perEmail: { limit: 3, windowSeconds: 600 },
  maxBytes: 4 * 1024,
} as const;

/** Tokens are 32 random bytes, base64url (43 characters). */
export const ALERT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
