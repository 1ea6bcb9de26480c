import 'server-only';
import { createHash } from 'node:crypto';
import type { RequestExperimentConfig } from '@/lib/experiments';

/**
 * Experiment configs pages may be rendered with. A visitor's experiment config arrives in a cookie the visitor
 * could edit, so each distinct config would be a new cached copy of every page: proxy.ts admits at most
 * MAX_CONFIGS distinct configs per process (a running experiment has a handful of arms) and renders the rest
 * without their server part (their browser part, such as popups, still applies). Pages find the config by the
 * hash in their cache variant. On globalThis: the proxy and the pages are separate bundles in one process.
 */
const MAX_CONFIGS = 64;
const holder = globalThis as typeof globalThis & { __dealerExperimentVariants?: Map<string, RequestExperimentConfig> };
const admitted = () => (holder.__dealerExperimentVariants ??= new Map());

export function experimentHash(config: RequestExperimentConfig): string {
  return createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 16);
}

/** The config's hash when pages may render with it; null when the process already holds MAX_CONFIGS others. */
export function admitExperiment(config: RequestExperimentConfig): string | null {
  const hash = experimentHash(config);
  const configs = admitted();
  if (configs.has(hash)) return hash;
  if (configs.size >= MAX_CONFIGS) return null;
  configs.set(hash, config);
  return hash;
}

export function admittedExperiment(hash: string | null): RequestExperimentConfig | null {
  return hash ? (admitted().get(hash) ?? null) : null;
}
