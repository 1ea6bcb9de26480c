/**
 * Noticing a new deploy: the page knows the build id it was rendered with; now and then it asks
 * `BUILD_ID_PATH` for the server's. Once they differ, the next link click loads the page in full instead of a
 * client navigation, so the visitor gets the new build's code and data together.
 */
export const BUILD_ID_PATH = '/api/build-id';
/** Asked when the tab becomes visible again, and on this interval while it is visible… */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** …but never more often than this. */
export const BUILD_CHECK_MIN_GAP_MS = 60_000;

export interface BuildIdAnswer {
  buildId: string;
}

/** Whether enough time passed since the last check (or the page load). */
export function shouldCheckBuild(now: number, lastCheck: number): boolean {
  return now - lastCheck >= BUILD_CHECK_MIN_GAP_MS || now < lastCheck;
}

/** Whether the server's answer names another build than the page's. Anything unreadable is not news. */
export function isNewBuild(pageBuildId: string, answer: unknown): boolean {
  const served = (answer as Partial<BuildIdAnswer> | null)?.buildId;
  return typeof served === 'string' && served !== '' && served !== pageBuildId;
}
