'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { createLoadBar, LOAD_BAR_DURATION_MS, type LoadBar, type LoadBarPhase } from '@/lib/navigation/load-bar';
import { onLinkNavigation } from './on-link-navigation';
import styles from './page-load-bar.module.css';

/**
 * The top page-load bar (timing in lib/navigation/load-bar): starts on a click on a link to another page
 * of the site, finishes when the new URL renders. Decorative (the new page's title and focus announce arrival), so
 * hidden from assistive technology. The phase is mirrored on <html data-page-load> for the page transition.
 * Mount inside <Suspense> (useSearchParams).
 */
export function PageLoadBar() {
  const [phase, setPhase] = useState<LoadBarPhase>('idle');
  const bar = useRef<LoadBar | null>(null);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    const created = createLoadBar(setPhase);
    bar.current = created;
    const offLinks = onLinkNavigation(created.start);
    // A page restored from the back/forward cache comes back as it was left: mid-navigation.
    const onPageShow = () => created.reset();
    window.addEventListener('pageshow', onPageShow);
    return () => {
      offLinks();
      window.removeEventListener('pageshow', onPageShow);
      created.reset();
    };
  }, []);

  useEffect(() => {
    bar.current?.finish();
  }, [pathname, search]);

  useEffect(() => {
    document.documentElement.dataset.pageLoad = phase;
  }, [phase]);

  return (
    <div
      aria-hidden="true"
      className={styles.bar}
      data-phase={phase}
      style={{ animationDuration: `${LOAD_BAR_DURATION_MS}ms` }}
    />
  );
}
