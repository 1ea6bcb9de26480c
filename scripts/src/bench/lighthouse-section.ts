/**
 * Lighthouse lines: per page, the median of `runs` mobile runs, after the same for the minimal Next page (the
 * framework floor), whose TBT sets each page's TBT budget in this run.
 */
import { startLighthouse, type PageAudit } from './lighthouse-audit';
import { lighthouseFloorLines, lighthouseLines } from './lighthouse-lines';
import type { PageTarget } from './page-targets';
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
): Promise<SectionResult> {
  const session = await startLighthouse();
  const audits: Array<PageAudit & { page: string }> = [];
  let floor: PageAudit | null = null;
  try {
    if (floorUrl) {
      log(`lighthouse minimal Next page, ${runs} run(s)`);
      floor = await session.audit(floorUrl, runs);
    }
    for (const target of targets) {
      log(`lighthouse ${target.name} (${target.path}), ${runs} run(s)`);
      audits.push({ page: target.name, ...(await session.audit(`${baseOf(target)}${target.path}`, runs)) });
    }
  } finally {
    await session.close();
  }
  const floorTbt = floor?.median?.tbtMs ?? null;
  const lines = [
    ...(floor ? lighthouseFloorLines(floor.median, failureNote(floor)) : []),
    ...audits.flatMap((audit) => lighthouseLines(audit.page, audit.median, failureNote(audit), floorTbt)),
  ];
  return { lines, raw: { floor, pages: audits } };
}
