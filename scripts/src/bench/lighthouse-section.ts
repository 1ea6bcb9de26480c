/**
 * Lighthouse lines: per page, the median of `runs` mobile runs, after the same for the minimal Next page (the
 * framework floor), whose TBT sets each page's TBT budget in this run; once with Lighthouse's simulated throttling
 * and once with the throttling applied to the real load.
 */
import { startLighthouse, type PageAudit, type Throttling } from './lighthouse-audit';
import { lighthouseFloorLines, lighthouseLines } from './lighthouse-lines';
import type { PageTarget } from './page-targets';
import type { BenchLine } from './bench-line';
import type { SectionResult } from './section-result';

const failureNote = (audit: PageAudit) =>
  audit.errors.length > 0
    ? `${audit.runs.length} run(s); ${audit.errors.length} failed attempt(s): ${audit.errors[0]}`
    : undefined;

export async function lighthouseSection(
  targets: readonly PageTarget[],
  baseOf: (target: PageTarget) => string,
  floorUrl: string | null,
  runs: number,
  log: (message: string) => void,
  throttlings: readonly Throttling[] = ['simulate', 'devtools'],
): Promise<SectionResult> {
  const session = await startLighthouse();
  const lines: BenchLine[] = [];
  const raw: Record<string, unknown> = {};
  try {
    for (const throttling of throttlings) {
      const audits: Array<PageAudit & { page: string }> = [];
      let floor: PageAudit | null = null;
      if (floorUrl) {
        log(`lighthouse (${throttling}) minimal Next page, ${runs} run(s)`);
        floor = await session.audit(floorUrl, runs, throttling);
      }
      for (const target of targets) {
        log(`lighthouse (${throttling}) ${target.name} (${target.path}), ${runs} run(s)`);
        const audit = await session.audit(`${baseOf(target)}${target.path}`, runs, throttling);
        audits.push({ page: target.name, ...audit });
      }
      const floorTbt = floor?.median?.tbtMs ?? null;
      lines.push(
        ...(floor ? lighthouseFloorLines(floor.median, failureNote(floor), throttling) : []),
        ...audits.flatMap((audit) =>
          lighthouseLines(audit.page, audit.median, failureNote(audit), floorTbt, throttling),
        ),
      );
      raw[throttling] = { floor, pages: audits };
    }
  } finally {
    await session.close();
  }
  return { lines, raw };
}
