import type { SiteEnv } from '@/lib/experiments/config';

/**
 * What the tracking and experiments islands start from: the public ids, the debug switch, and the experiments'
 * client key or local override values (loaded per render by server/pages/tracking.ts).
 */
export interface TrackingConfig {
  ids: { metaPixelId: string | null; gaMeasurementId: string | null };
  debug: boolean;
  experiments: {
    clientKey: string | null;
    localValues: Record<string, Record<string, unknown>>;
    siteEnv: SiteEnv;
    companyId: string | null;
  };
}
