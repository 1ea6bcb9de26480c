'use client';

import { m } from 'motion/react';
import type { ReactNode } from 'react';

import { entrance } from '../motion/entrance';
import { MotionIsland } from '../motion/motion-island';

/** The offers rising into place (OfferReveal decides when: reduced motion never gets here). */
export function OfferRevealMotion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <MotionIsland>
      <m.div className={className} data-offer-reveal="" {...entrance('below', false, 0.1)}>
        {children}
      </m.div>
    </MotionIsland>
  );
}
