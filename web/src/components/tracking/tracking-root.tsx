import { Suspense } from 'react';
import { serverEnv } from '@/server/env';
import { TrackingIsland } from './tracking-island';

/**
 * Mounts the tracking island with the public tag ids read from the server environment at request time (not
 * NEXT_PUBLIC build-time variables), so one build serves any configuration.
 */
export function TrackingRoot() {
  const env = serverEnv();
  return (
    // useSearchParams needs a Suspense boundary so the page itself can still render on the server.
    <Suspense fallback={null}>
      <TrackingIsland
        ids={{ metaPixelId: env.META_PIXEL_ID ?? null, gaMeasurementId: env.GA_MEASUREMENT_ID ?? null }}
      />
    </Suspense>
  );
}
