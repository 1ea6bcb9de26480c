import 'server-only';
import { sitePopupTriggers } from '@/server/popups/site-popups';
import { getSiteContext } from '@/server/site/context';
import { loadTrackingConfig } from './tracking';

/**
 * What the default and minimal layouts render around every page: the site (menus, store, language), the tracking
 * and experiments islands' config, and whether the site has active popups (the popups runtime loads only then; it
 * fetches the triggers itself after load, so no popup data travels in the page).
 */
export async function loadSiteLayout() {
  const [site, tracking, triggers] = await Promise.all([getSiteContext(), loadTrackingConfig(), sitePopupTriggers()]);
  return { site, tracking, hasPopups: triggers.length > 0 };
}
