'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import styles from './page-transition.module.css';

/**
 * The page transition, CSS only: while a slow navigation loads (<html data-page-load="loading">, set by
 * the page-load bar) the old page fades out; each new pathname fades in. Nothing remounts: the fade restarts by
 * alternating between two identical animations. The first page does not fade (no delay to the first paint), and
 * under prefers-reduced-motion nothing moves (page-transition.module.css).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [shown, setShown] = useState(pathname);
  const [enter, setEnter] = useState<EnterKey | undefined>(undefined);
  if (shown !== pathname) {
    setShown(pathname);
    setEnter(nextEnter(enter));
  }
  return (
    <div className={styles.page} data-enter={enter}>
      {children}
    </div>
  );
}

export type EnterKey = 'a' | 'b';

/** The fade-in to run for a new pathname: the other one than the last, so the animation starts over. */
export function nextEnter(last: EnterKey | undefined): EnterKey {
  return last === 'a' ? 'b' : 'a';
}
