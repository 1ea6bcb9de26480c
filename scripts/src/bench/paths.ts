/** Where the bench finds the repository and puts its build. */
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const webDir = path.join(repoRoot, 'web');
/** The bench's own Next build folder (next.config.ts reads NEXT_DIST_DIR), so the shared `.next` stays untouched. */
export const BENCH_DIST_DIR = '.next-bench';
export const benchDistPath = path.join(webDir, BENCH_DIST_DIR);
export const resultsPath = path.join(repoRoot, 'bench', 'results.json');
export const nextBin = path.join(repoRoot, 'node_modules', '.bin', 'next');
export const tsxBin = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
