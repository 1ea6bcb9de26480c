import { Suspense } from 'react';
import { serverEnv } from '@/server/env';
import { TrackingIslandLazy } from './tracking-island-lazy';

/**
 * Mounts the tracking island with the public tag ids read from the server environment at request time (not
 * NEXT_PUBLIC build-time variables), so one build serves any configuration.
 */
export function TrackingRoot() {
  const env = serverEnv();
  return (
    // The client-only island reads useSearchParams; the boundary keeps that from suspending the page.
    <Suspense fallback={null}>
      <TrackingIslandLazy
        ids={{ metaPixelId: env.META_PIXEL_ID ?? null, gaMeasurementId: env.GA_MEASUREMENT_ID ?? null }}
      />
    </Suspense>
  );
}
