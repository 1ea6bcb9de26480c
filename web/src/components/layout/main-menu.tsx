'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './site-header.module.css';

/**
 * The main-menu disclosure: a native <details>/<summary> (works without JavaScript, announced as an expandable
 * button). This island only closes it after navigation, on Escape and on a click outside.
 */
export function MainMenuDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const close = (focusTrigger: boolean) => {
      const details = ref.current;
      if (!details?.open) return;
      details.open = false;
      if (focusTrigger) details.querySelector('summary')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <details ref={ref} className={styles.menu}>
      <summary className={styles.menuButton}>
        <span className={styles.burger} aria-hidden="true" />
        <span className={styles.menuLabel}>{label}</span>
      </summary>
      <div className={styles.menuPanel}>{children}</div>
    </details>
  );
}
