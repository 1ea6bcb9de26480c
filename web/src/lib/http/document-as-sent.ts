import { compactFlightScripts } from './compact-flight-scripts';
import { loadScriptsAfterFirstPaint } from './scripts-after-first-paint';

/**
 * A page document as it leaves the server, from the HTML Next wrote (docs/caching.md): its payload scripts as
 * single-quoted strings (compact-flight-scripts.ts) and its JavaScript requested after the first paint
 * (scripts-after-first-paint.ts). Pure; the document hook hashes the inline scripts of this text.
 */
export function documentAsSent(html: string): string {
  return loadScriptsAfterFirstPaint(compactFlightScripts(html));
}
