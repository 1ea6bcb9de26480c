'use client';

import type { MergedExperimentConfig } from '@/lib/experiments/config';

/**
 * The visitor's experiment config in the browser, published once the flag client has read it (null until then,
 * and when consent does not allow experiments). Islands that an experiment can change (popups, strings) read it
 * with `getExperiments()` and listen for `experimentschange` on `window`.
 */
export const EXPERIMENTS_CHANGE_EVENT = 'experimentschange';

let current: MergedExperimentConfig | null = null;

export function getExperiments(): MergedExperimentConfig | null {
  return current;
}

export function publishExperiments(next: MergedExperimentConfig): void {
  current = next;
  window.dispatchEvent(new CustomEvent<MergedExperimentConfig>(EXPERIMENTS_CHANGE_EVENT, { detail: next }));
}
