import type { DocumentBadgeDescription } from 'sanity';

/** Where a popup is switched on: the site settings' popups list, or an experiment's replacement list. */
export const POPUP_LISTED_QUERY = `{
  "settings": count(*[_type == "siteSettings" && $id in popups[]._ref]),
  "experiments": count(*[_type == "experimentOverride" && $id in popups[]._ref])
}`;

export interface PopupListing {
  settings: number;
  experiments: number;
}

/** A popup that no list references never shows, however good its conditions are. */
export function popupListedBadge(listing: PopupListing | null): DocumentBadgeDescription | null {
  if (listing === null) return null;
  if (listing.settings > 0) return null;
  if (listing.experiments > 0)
    return { label: 'Experiments only', color: 'primary', title: 'Listed only in an experiment override.' };
  return {
    label: 'Not switched on',
    color: 'warning',
    title: 'Add this popup to Site settings → Popups & consent → Popups, or it never shows.',
  };
}
