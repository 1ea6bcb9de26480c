'use client';

import { startTransition, useEffect, useState, type ComponentType } from 'react';

import type { SellFlowProps } from './sell-flow';
import styles from './sell-flow.module.css';

/**
 * The page is server-rendered CMS content; the flow loads in its own chunk after hydration. It renders only in the
 * browser because it resumes from localStorage, which the server cannot see (a server render would flash step 1).
 */
export function SellFlowIsland(props: SellFlowProps) {
  const [Flow, setFlow] = useState<ComponentType<SellFlowProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('./sell-flow').then((module) => {
      // A transition: React renders the flow in slices, yielding to the browser between them, rather than in one
      // long task right after the page loaded.
      if (!cancelled) startTransition(() => setFlow(() => module.SellFlow));
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!Flow)
    return (
      <p className={styles.placeholder} aria-busy="true">
        {props.strings['sellFlow.loading']}
      </p>
    );
  return <Flow {...props} />;
}
