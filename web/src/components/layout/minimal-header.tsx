import type { SiteContext } from '@/server/site/context';
import { Logo } from './logo';
import { PhoneLink } from './phone-link';
import styles from './site-header.module.css';

/** The minimal layout's header (focused flows such as /sell-trade-my-car/your-vehicle): logo and phone only. */
export function MinimalHeader({ site }: { site: SiteContext }) {
  const { settings, store } = site;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo store={store} siteName={settings?.siteName ?? store?.name ?? ''} />
        <div className={styles.actions}>
          <PhoneLink phone={store?.phone} className={styles.phone} />
        </div>
      </div>
    </header>
  );
}
