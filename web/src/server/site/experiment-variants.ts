import 'server-only';
import { createHash } from 'node:crypto';
import type { RequestExperimentConfig } from '@/lib/experiments';
import { armRequestConfigs, MAX_ARM_COMBINATIONS } from '@/lib/experiments/arm-configs';
import { publishedExperimentArms } from '@/server/statsig/experiment-arms';
import { experimentSiteEnv } from '@/server/statsig/site-env';

import { remembered } from './proxy-memo';

/**
 * Experiment configs pages may be rendered with. A visitor's experiment config arrives in a cookie the visitor
 * could edit, so each distinct config would be a new cached copy of every page. proxy.ts admits a config only when
 * it is what the published experiments' arms give some visitor (lib/experiments/arm-configs.ts, computed once per
 * publish and refreshed every minute with the proxy's other answers): a crafted cookie is never admitted, so no
 * number of them can use up room a real config needs. Rejected configs render without their server part (their
 * browser part, such as popups, still applies). Pages find the config by the hash in their cache variant. On
 * globalThis: the proxy and the pages are separate bundles in one process. See docs/caching.md.
 */
const holder = globalThis as typeof globalThis & { __dealerExperimentVariants?: Map<string, RequestExperimentConfig> };
const admitted = () => (holder.__dealerExperimentVariants ??= new Map());

export function experimentHash(config: RequestExperimentConfig): string {
  return createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 16);
}

/** The hashes of every config the published experiments' arms can give a visitor. */
function armHashes(): Promise<ReadonlySet<string>> {
  return remembered('experimentArmHashes', async () => {
    const configs = armRequestConfigs(await publishedExperimentArms(), experimentSiteEnv());
    return new Set(configs.map(experimentHash));
  });
}

/** The config's hash when pages may render with it: it is one a published experiment's arms give; else null. */
export async function admitExperiment(
  config: RequestExperimentConfig,
  admissible: () => Promise<ReadonlySet<string>> = armHashes,
): Promise<string | null> {
  const hash = experimentHash(config);
  const configs = admitted();
  if (configs.has(hash)) return hash;
  let hashes: ReadonlySet<string>;
  try {
    hashes = await admissible();
  } catch (error) {
    // The experiments cannot be read just now: the page renders without the server part, as for any unknown config.
    console.error(`[proxy] experiments could not be read: ${error instanceof Error ? error.message : 'unknown'}`);
    return null;
  }
  if (!hashes.has(hash)) return null;
  // Only real configs get here, as many as the arms allow; ones from experiments since ended go first.
  if (configs.size >= MAX_ARM_COMBINATIONS) configs.delete(configs.keys().next().value ?? '');
  configs.set(hash, config);
  return hash;
}

export function admittedExperiment(hash: string | null): RequestExperimentConfig | null {
  return hash ? (admitted().get(hash) ?? null) : null;
}

/** Tests: forget what this process admitted. */
export function forgetAdmittedExperiments(): void {
  admitted().clear();
}
