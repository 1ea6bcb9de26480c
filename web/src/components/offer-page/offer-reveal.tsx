'use client';

import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';

import styles from './offer-page.module.css';

// The animation (and the motion library) loads only for a visitor who has just asked for the offer.
const OfferRevealMotion = lazy(() =>
  import('./offer-reveal-motion').then((module) => ({ default: module.OfferRevealMotion })),
);

const subscribeNothing = () => () => undefined;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The offer cards. A visitor who arrives from the sell flow (a client-side navigation, right after submitting) sees
 * the offers rise into place: the answer to what they just asked. A server-rendered visit (a link from the e-mail, a
 * reload) shows them at once, as does a visitor who prefers reduced motion.
 */
export function OfferReveal({ children }: { children: ReactNode }) {
  // False while hydrating server HTML, true when this mounts after a client-side navigation.
  const mountedInBrowser = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [reveal] = useState(() => mountedInBrowser && !prefersReducedMotion());
  if (!reveal) return <div className={styles.offers}>{children}</div>;
  return (
    // Kept invisible (but laid out) for the moment the animation chunk takes, so the cards do not jump.
    <Suspense
      fallback={
        <div className={styles.offers} style={{ opacity: 0 }}>
          {children}
        </div>
      }
    >
      <OfferRevealMotion className={styles.offers}>{children}</OfferRevealMotion>
    </Suspense>
  );
}
