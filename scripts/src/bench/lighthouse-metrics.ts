/** The numbers the bench reads from a Lighthouse result (LHR). Pure. */

export interface LighthouseMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** The part of an LHR this reads (Lighthouse's own type is far larger). */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  runtimeError?: { code: string; message: string };
}

const score = (lhr: LighthouseResultLike, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
};
const numeric = (lhr: LighthouseResultLike, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function lighthouseMetrics(lhr: LighthouseResultLike): LighthouseMetrics {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
  };
}
