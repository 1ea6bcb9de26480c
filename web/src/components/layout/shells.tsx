import type { ReactNode } from 'react';
import type { SiteContext } from '@/server/site/context';
import { MinimalHeader } from './minimal-header';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID } from './skip-link';
import styles from './shells.module.css';

/** Default layout: header with menus, main landmark, footer with stores, hours and links. */
export function DefaultShell({ site, children }: { site: SiteContext; children: ReactNode }) {
  return (
    <>
      <SiteHeader site={site} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter site={site} />
    </>
  );
}

/** Minimal layout: logo and phone only, no menus or footer navigation. */
export function MinimalShell({ site, children }: { site: SiteContext; children: ReactNode }) {
  const name = site.settings?.siteName ?? site.store?.name ?? '';
  return (
    <>
      <MinimalHeader site={site} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.minimalFooter}>
        <div className="container">
          © {new Date().getFullYear()} {name}
        </div>
      </footer>
    </>
  );
}
