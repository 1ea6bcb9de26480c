/** bench/results.json: the lines of the last run and the raw numbers behind them (gitignored, see bench/README.md). */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchLine } from './bench-line';
import type { BenchOptions } from './options';

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; memoryGiB: number; node: string };
  options: BenchOptions;
  lines: BenchLine[];
  raw: Record<string, unknown>;
  errors: string[];
}

export const machineFacts = () => ({
  cpus: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
});

export function writeResults(file: string, results: BenchResults): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
