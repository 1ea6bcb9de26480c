import { Suspense } from 'react';
import type { TrackingConfig } from '@/lib/tracking/tracking-config';
import { ClickToCallListener } from './click-to-call-listener';
import { ExperimentsIslandLazy } from './experiments-island-lazy';
import { TrackingIslandLazy } from './tracking-island-lazy';

/** Mounts the tracking and experiments islands with the public ids and overrides of loadTrackingConfig. */
export function TrackingRoot({ config }: { config: TrackingConfig }) {
  return (
    // The client-only islands read useSearchParams; the boundary keeps that from suspending the page.
    <Suspense fallback={null}>
      <ClickToCallListener />
      <TrackingIslandLazy ids={config.ids} debug={config.debug} />
      <ExperimentsIslandLazy {...config.experiments} />
    </Suspense>
  );
}
