import { CONSENT_CATEGORIES, normalizeCategories, type ConsentCategory, type OptionalCategory } from './categories';

/**
 * Cookie tiers (siteSettings.cookieTier, default 1; docs/consent.md#tiers):
 * 0 no dialog; 1 a notice with close-and-continue; 2 customise + accept all; 3 adds deny.
 * Tier ≤ 1 allows everything without asking (tier < 2 auto-grants all four categories).
 */
export type CookieTier = 0 | 1 | 2 | 3;
/**
 * Default tier. Equal to `COOKIE_TIER_DEFAULT` of @dealer/schemas/constants (a test keeps them equal); not
 * imported from there because that module would ride along into the consent island on every page.
 */
export const DEFAULT_COOKIE_TIER: CookieTier = 1;

export function toCookieTier(value: unknown): CookieTier {
  return value === 0 || value === 1 || value === 2 || value === 3 ? value : DEFAULT_COOKIE_TIER;
}

export type ConsentButton = 'close' | 'customize' | 'acceptAll' | 'deny';

/** The dialog's buttons per tier, in display order. */
export function buttonsForTier(tier: CookieTier): ConsentButton[] {
  if (tier <= 1) return ['close'];
  if (tier === 2) return ['customize', 'acceptAll'];
  return ['customize', 'deny', 'acceptAll'];
}

export type ConsentChoice =
  | { kind: 'close' }
  | { kind: 'acceptAll' }
  | { kind: 'deny' }
  | { kind: 'customize'; enabled: Partial<Record<OptionalCategory, boolean>> };

/** Customise switches start on; GPC turns targeting off without asking. */
export function defaultCustomizeSwitches(gpc: boolean): Record<OptionalCategory, boolean> {
  return { functional: true, analytics: true, targeting: !gpc };
}

/** The categories a choice grants. GPC always removes targeting (no sale/share tags). */
export function categoriesForChoice(choice: ConsentChoice, gpc: boolean): ConsentCategory[] {
  let granted: ConsentCategory[];
  switch (choice.kind) {
    case 'close':
    case 'acceptAll':
      granted = [...CONSENT_CATEGORIES];
      break;
    case 'deny':
      // Deny keeps essential, functional and analytics, never targeting.
      granted = ['essential', 'functional', 'analytics'];
      break;
    case 'customize':
      granted = [
        'essential',
        ...(Object.entries(choice.enabled) as [OptionalCategory, boolean | undefined][])
          .filter(([, on]) => on === true)
          .map(([category]) => category),
      ];
      break;
  }
  return withGpc(normalizeCategories(granted), gpc);
}

function withGpc(categories: ConsentCategory[], gpc: boolean): ConsentCategory[] {
  return gpc ? categories.filter((category) => category !== 'targeting') : categories;
}

/** What the site may do for this visitor right now. */
export interface ConsentState {
  tier: CookieTier;
  /** Allowed categories, canonical order, essential always first. */
  allowed: ConsentCategory[];
  /** The visitor has made a choice (stored), or the tier needs none. */
  decided: boolean;
  /** Global Privacy Control was signalled. */
  gpc: boolean;
}

/**
 * The effective consent from the tier, the stored category list (null when the visitor has not chosen) and GPC.
 * Before a choice on tier ≥ 2 only essential cookies are allowed: nothing non-essential loads before consent.
 */
export function resolveConsent(input: {
  tier: CookieTier;
  stored: ConsentCategory[] | null;
  gpc: boolean;
}): ConsentState {
  const { tier, stored, gpc } = input;
  if (tier < 2) return { tier, allowed: withGpc([...CONSENT_CATEGORIES], gpc), decided: true, gpc };
  if (stored === null) return { tier, allowed: ['essential'], decided: false, gpc };
  return { tier, allowed: withGpc(normalizeCategories(stored), gpc), decided: true, gpc };
}

export function isCategoryAllowed(consent: Pick<ConsentState, 'allowed'>, category: ConsentCategory): boolean {
  return consent.allowed.includes(category);
}

/** If functional is not allowed and the tier is above 1, the ad pixel's consent is revoked. */
export function isAdPixelConsentRevoked(consent: Pick<ConsentState, 'allowed' | 'tier'>): boolean {
  return consent.tier > 1 && !isCategoryAllowed(consent, 'functional');
}

/** Ad pixel (Meta) may run: targeting allowed and its consent not revoked by the rule above. */
export function isAdPixelAllowed(consent: Pick<ConsentState, 'allowed' | 'tier'>): boolean {
  return isCategoryAllowed(consent, 'targeting') && !isAdPixelConsentRevoked(consent);
}

/** The browser reported GPC after the server rendered (`navigator.globalPrivacyControl`): targeting goes off. */
export function applyGpc(consent: ConsentState): ConsentState {
  if (consent.gpc) return consent;
  return { ...consent, gpc: true, allowed: withGpc(consent.allowed, true) };
}
