'use client';

import { useEffect, useState, type ComponentType } from 'react';

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
      if (!cancelled) setFlow(() => module.SellFlow);
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
