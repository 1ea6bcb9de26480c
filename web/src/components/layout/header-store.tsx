import { formatDayHours } from '@/lib/hours/format';
import { zonedTime } from '@/lib/hours/open-now';
import type { SiteContext } from '@/server/site/context';
import styles from './site-header.module.css';
import { StorePicker } from './store-picker';

/** The selected store's sales hours today, in its timezone (pages render per request). */
export function todaysHours(
  store: NonNullable<SiteContext['store']>,
  now: Date,
  closedLabel: string,
  lang: SiteContext['lang'] = 'en',
): string {
  const { day } = zonedTime(now, store.timezone);
  return formatDayHours(
    store.salesHours?.find((row) => row.day === day),
    closedLabel,
    lang,
  );
}

/**
 * The header's store line: today's hours of the selected store, and the store picker when the site has more than
 * one store.
 */
export function HeaderStore({ site }: { site: SiteContext }) {
  const { store, stores, t } = site;
  if (!store) return null;
  const options = stores.flatMap((item) =>
    item.storeId ? [{ storeId: item.storeId, label: item.city ?? item.name ?? item.storeId }] : [],
  );
  const hours = todaysHours(store, new Date(), t('hours.closed', {}, 'Closed'), site.lang);
  return (
    <div className={styles.store}>
      {options.length > 1 && store.storeId ? (
        <StorePicker
          stores={options}
          current={store.storeId}
          label={t('storePicker.label')}
          consentHint={t('storePicker.needsConsent')}
        />
      ) : null}
      <p className={styles.storeHours} data-store-hours={store.storeId ?? ''}>
        {t('storePicker.today', { hours })}
      </p>
    </div>
  );
}
