import 'server-only';
import { fetchContent } from '@/content';
import { experimentOverridesQuery } from '@/content/queries';
import { localOverrideValues } from '@/lib/experiments';
import type { TrackingConfig } from '@/lib/tracking/tracking-config';
import { serverEnv } from '@/server/env';
import { getSiteContext } from '@/server/site/context';
import { experimentSiteEnv } from '@/server/statsig/site-env';

/**
 * What the tracking and experiments islands start from: the public ids read from the server environment when the
 * page renders (not NEXT_PUBLIC build-time variables), so one build serves any configuration. Without
 * STATSIG_CLIENT_KEY the active CMS experiment overrides go along for the local override adapter.
 */
export async function loadTrackingConfig(): Promise<TrackingConfig> {
  const env = serverEnv();
  const clientKey = env.STATSIG_CLIENT_KEY ?? null;
  const [site, overrides] = await Promise.all([
    getSiteContext(),
    clientKey
      ? Promise.resolve([])
      : fetchContent({ query: experimentOverridesQuery, params: {}, tags: ['experimentOverride'] }),
  ]);
  return {
    ids: { metaPixelId: env.META_PIXEL_ID ?? null, gaMeasurementId: env.GA_MEASUREMENT_ID ?? null },
    debug: env.TRACKING_DEBUG === '1' || process.env.NODE_ENV === 'development',
    experiments: {
      clientKey,
      localValues: localOverrideValues(overrides ?? []),
      siteEnv: experimentSiteEnv(),
      companyId: site.store?.storeId ?? site.settings?.defaultStoreId ?? null,
    },
  };
}
