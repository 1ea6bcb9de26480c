import 'server-only';
import { resolveSiteEnv, type SiteEnv } from '@/lib/experiments/config';
import { serverEnv } from '@/server/env';

/** The running environment experiment configs are read for: SITE_ENV, else NODE_ENV (see resolveSiteEnv). */
export function experimentSiteEnv(): SiteEnv {
  return resolveSiteEnv(serverEnv().SITE_ENV, process.env.NODE_ENV);
}
