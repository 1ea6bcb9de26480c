import { claimChunkReload } from '@/lib/navigation/chunk-reload';
import { reloadPage } from './full-load';

/**
 * A script chunk of the page's build failed to load (most likely a deploy replaced it): reload, unless this path
 * was already reloaded for that within 10 s (lib/navigation/chunk-reload). Returns whether it reloads.
 */
export function reloadAfterChunkError(): boolean {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked: no record, so no reload (claimChunkReload).
  }
  const reload = claimChunkReload(window.location.pathname, Date.now(), storage);
  if (reload) reloadPage();
  return reload;
}
