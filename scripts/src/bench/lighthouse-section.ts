/** Lighthouse lines: per page, the median of `runs` mobile runs. */
import { startLighthouse, type PageAudit } from './lighthouse-audit';
import { lighthouseLines } from './lighthouse-lines';
import type { PageTarget } from './page-targets';
import type { SectionResult } from './section-result';

export async function lighthouseSection(
  targets: readonly PageTarget[],
  baseOf: (target: PageTarget) => string,
  runs: number,
  log: (message: string) => void,
): Promise<SectionResult> {
  const session = await startLighthouse();
  const audits: Array<PageAudit & { page: string }> = [];
  try {
    for (const target of targets) {
      log(`lighthouse ${target.name} (${target.path}), ${runs} run(s)`);
      audits.push({ page: target.name, ...(await session.audit(`${baseOf(target)}${target.path}`, runs)) });
    }
  } finally {
    await session.close();
  }
  const lines = audits.flatMap((audit) =>
    lighthouseLines(
      audit.page,
      audit.median,
      audit.errors.length > 0
        ? `${audit.runs.length} run(s); ${audit.errors.length} failed attempt(s): ${audit.errors[0]}`
        : undefined,
    ),
  );
  return { lines, raw: audits };
}
