import 'server-only';
import { fetchPublishedContent } from '@/content';
import { activeExperimentNamesQuery } from '@/content/queries';
import { serverEnv } from '../env';
import { consoleExperimentNames } from './console-api';
import type { ExperimentNameSources } from './experiment-names';

export { handleExperimentsRequest, listExperimentNames } from './experiment-names';
export type { ExperimentNameSources } from './experiment-names';

/** Console names are cached per process for a minute: the console API is rate-limited and names rarely change. */
const CONSOLE_TTL_MS = 60_000;
let consoleCache: { at: number; names: Promise<string[]> } | undefined;

function cachedConsoleNames(apiKey: string): Promise<string[]> {
  const now = Date.now();
  if (!consoleCache || now - consoleCache.at > CONSOLE_TTL_MS) {
    const names = consoleExperimentNames({ apiKey });
    // A failure must not stick for a minute.
    names.catch(() => {
      if (consoleCache?.names === names) consoleCache = undefined;
    });
    consoleCache = { at: now, names };
  }
  return consoleCache.names;
}

/** STATSIG_CONSOLE_KEY set: the Statsig console; always: the CMS `experimentOverride` documents as fallback. */
export function experimentNameSources(): ExperimentNameSources {
  const apiKey = serverEnv().STATSIG_CONSOLE_KEY;
  return {
    console: apiKey ? () => cachedConsoleNames(apiKey) : undefined,
    cms: async () =>
      (await fetchPublishedContent({
        query: activeExperimentNamesQuery,
        tags: ['experimentOverride'],
      })) ?? [],
  };
}
