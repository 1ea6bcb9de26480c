/**
 * After a deploy, a page still running the previous build asks for script chunks that no longer exist. Reloading
 * fetches the new build, but a reload that fails the same way must not loop: at most one per path per 10 s, the
 * attempt remembered in session storage under the path with its time.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_KEY_PREFIX = 'chunk-reload:';

/** Turbopack's `ChunkLoadError` ('Failed to load chunk …'), webpack's ('Loading chunk … failed'), and the browsers'
 *  failed dynamic `import()` messages (Chromium, Firefox, Safari). */
const CHUNK_FAILURE =
  /ChunkLoadError|Loading (?:CSS )?chunk \S+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error (an unhandled rejection's reason, an error boundary's error) is a failed chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return typeof error === 'string' && CHUNK_FAILURE.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_FAILURE.test(message));
}

/** Whether a window `error` event's target is a script of the build (`/_next/static/`) that failed to load. */
export function isFailedChunkScript(target: unknown): boolean {
  const element = target as { tagName?: unknown; src?: unknown } | null;
  return element?.tagName === 'SCRIPT' && typeof element.src === 'string' && element.src.includes('/_next/static/');
}

export type AttemptStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether to reload `path` now; when yes, the attempt is recorded. No storage (blocked, private mode) means no
 * reload: without a record the rule could not stop a loop.
 */
export function claimChunkReload(path: string, now: number, storage: AttemptStore | null): boolean {
  if (!storage) return false;
  try {
    const key = CHUNK_RELOAD_KEY_PREFIX + path;
    const last = Number(storage.getItem(key));
    if (last > 0 && Math.abs(now - last) < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    return false;
  }
}
