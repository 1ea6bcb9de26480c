import 'server-only';
import { serverEnv } from '@/server/env';

/**
 * Where content comes from: the Content Lake when SANITY_PROJECT_ID is set, else the embedded seed. Its own module
 * so code that only asks (the publish webhook, the proxy) does not load the Lake client.
 */
export type ContentSource = 'lake' | 'embedded';

export const contentSource = (): ContentSource => (serverEnv().SANITY_PROJECT_ID ? 'lake' : 'embedded');

/** Name of the dataset pages are built from (embedded variant or Content Lake dataset). */
export const contentDataset = (): string => {
  const env = serverEnv();
  return env.SANITY_PROJECT_ID ? (env.SANITY_DATASET ?? env.SITE_DATASET) : env.SITE_DATASET;
};
