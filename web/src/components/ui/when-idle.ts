/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), so work that nothing on the first screen
 * needs never competes with hydration. A browser without idle callbacks runs it after `fallbackMs`. Returns a
 * cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000, fallbackMs = 1): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
