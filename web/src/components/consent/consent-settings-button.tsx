import { getSiteCookieTier } from '@/server/consent/request-consent';
import type { SiteContext } from '@/server/site/context';
import styles from './consent.module.css';

/**
 * "Cookie settings" where the site asks first (tiers 2–3): at the end of the page, the last stop of the focus order,
 * apart from the consent dialog at its start. The dialog opens its choices on any `[data-cookie-settings]` click
 * and gives the focus back here when it closes (consent-dialog-behaviour.ts).
 */
export async function ConsentSettingsButton({ site }: { site: Pick<SiteContext, 't'> }) {
  if ((await getSiteCookieTier()) < 2) return null;
  return (
    <button type="button" data-cookie-settings="" className={styles.settingsButton}>
      {site.t('cookies.settings')}
    </button>
  );
}
