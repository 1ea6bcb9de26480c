import type { CookieTier } from './tiers';

/** Banner state (docs/consent.md#banner-states). 'force' shows the dialog even where it is normally hidden (reopened by the visitor). */
export type BannerState = 'show' | 'hide' | 'force';

/** The banner fades for 500 ms after a choice, then the choice is saved and the banner hidden. */
export const BANNER_FADE_MS = 500;

export function parseBannerState(value: string | null | undefined): BannerState | null {
  return value === 'show' || value === 'hide' || value === 'force' ? value : null;
}

/** Stored state wins (a visitor who chose keeps 'hide'); otherwise show when the tier has a dialog. */
export function initialBannerState(tier: CookieTier, stored: BannerState | null): BannerState {
  if (tier === 0) return 'hide';
  return stored ?? 'show';
}

/** Hidden on paths starting /legal (the policies must be readable), unless forced open. */
export function isBannerVisible(state: BannerState, pathname: string): boolean {
  if (state === 'force') return true;
  if (state === 'hide') return false;
  return !(pathname === '/legal' || pathname.startsWith('/legal/'));
}
