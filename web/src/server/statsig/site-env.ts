import 'server-only';
import { normalizeSiteEnv, type SiteEnv } from '@/lib/experiments/config';

/** The running environment experiment configs are read for (SITE_ENV; local counts as development). */
export function experimentSiteEnv(): SiteEnv {
  return normalizeSiteEnv(process.env.NODE_ENV) ?? 'development';
}
