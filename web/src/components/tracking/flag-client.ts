import { StatsigClient, type StatsigOptions } from '@statsig/js-client';
import { LocalOverrideAdapter } from '@statsig/js-local-overrides';
// The modules themselves, not the barrel (it also holds the server's cookie schema).
import { experimentConfigFromValue, type ExperimentConfig, type SiteEnv } from '@/lib/experiments/config';
import type { FlagUser } from '@/lib/experiments/statsig-user';

/** The key the local client runs under: it never reaches Statsig (all network traffic is prevented). */
export const LOCAL_CLIENT_KEY = 'client-local-overrides';

export interface FlagClientInput {
  /** STATSIG_CLIENT_KEY; null: local overrides, no network. */
  clientKey: string | null;
  /** Local mode: experiment name → value (the CMS overrides). */
  localValues: Record<string, Record<string, unknown>>;
  /** The experiments to read, in order (GET /api/statsig/experiments). */
  names: readonly string[];
  user: FlagUser;
  siteEnv: SiteEnv;
}

/**
 * The Statsig flag client, loaded in its own chunk only after consent and after the load event.
 * With a client key it is the real SDK (its own timeouts, retries, batching and exposure logging); without one a
 * LocalOverrideAdapter serves the CMS overrides and every network call is disabled. An empty experiment list
 * initialises synchronously; otherwise it initialises asynchronously and reads each experiment in turn.
 */
export async function readExperimentConfigs(
  input: FlagClientInput,
): Promise<Array<{ name: string; config: ExperimentConfig }>> {
  const environment = { tier: input.siteEnv };
  let client: StatsigClient;
  if (input.clientKey) {
    client = new StatsigClient(input.clientKey, input.user, { environment });
  } else {
    const adapter = new LocalOverrideAdapter();
    for (const [name, value] of Object.entries(input.localValues)) adapter.overrideExperiment(name, value);
    const options: StatsigOptions = {
      environment,
      overrideAdapter: adapter,
      networkConfig: { preventAllNetworkTraffic: true },
      loggingEnabled: 'disabled',
      disableStorage: true,
    };
    client = new StatsigClient(LOCAL_CLIENT_KEY, input.user, options);
  }
  if (input.names.length === 0 || !input.clientKey) client.initializeSync();
  else await client.initializeAsync();
  const configs: Array<{ name: string; config: ExperimentConfig }> = [];
  for (const name of input.names) {
    configs.push({ name, config: experimentConfigFromValue(client.getExperiment(name).value) });
  }
  return configs;
}
