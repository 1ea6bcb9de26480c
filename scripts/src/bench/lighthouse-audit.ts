/**
 * Lighthouse 12 in-process against Debian's Chromium (never a downloaded browser): the default config (mobile
 * emulation, slow 4G and a 4× slower CPU), `runs` times per URL, per-metric median. `simulate` (Lighthouse's
 * default) loads the page fast and predicts the throttled timings from its trace; `devtools` applies the throttling
 * to the real load and measures it, so no loading trick that only moves the prediction can pass it.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseMetrics, type LighthouseMetrics, type LighthouseResultLike } from './lighthouse-metrics';
import type { Throttling } from './options';
import { medianOfRuns } from './stats';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Headless Debian Chromium as root in a container: no sandbox, no GPU, no background traffic to skew timings. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface PageAudit {
  url: string;
  /** Per-metric median of the successful runs; null when no run succeeded. */
  median: LighthouseMetrics | null;
  runs: LighthouseMetrics[];
  errors: string[];
}

export type { Throttling };

export interface LighthouseSession {
  audit: (url: string, runs: number, throttling?: Throttling) => Promise<PageAudit>;
  close: () => Promise<void>;
}

export async function startLighthouse(): Promise<LighthouseSession> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: run \`bash scripts/ensure-system-packages.sh\` (Debian's chromium)`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const audit = async (url: string, runs: number, throttling: Throttling = 'simulate'): Promise<PageAudit> => {
    const results: LighthouseMetrics[] = [];
    const errors: string[] = [];
    // A run Lighthouse itself fails (NO_NAVSTART: a lost trace, now and then) is tried again, up to `runs` extra.
    for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt += 1) {
      try {
        const outcome = await lighthouse(url, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: CATEGORIES,
          throttlingMethod: throttling,
        });
        const lhr = outcome?.lhr as LighthouseResultLike | undefined;
        if (!lhr) throw new Error('no result');
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        results.push(lighthouseMetrics(lhr));
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    return { url, median: results.length > 0 ? medianOfRuns(results) : null, runs: results, errors };
  };
  return { audit, close: async () => chrome.kill() };
}
