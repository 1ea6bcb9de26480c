import 'server-only';
import { garageShellMetadata, loadGarageShell } from './garage-shell';

/**
 * /compare: the cached shell; the browser reads `?vins=` and fills it from the compare API (the page reads no query
 * string, docs/caching.md, and a page per VIN combination would let anyone fill the cache).
 */
export const loadComparePage = () => loadGarageShell('compare');
export const compareMetadata = () => garageShellMetadata('compare', 'compare.title');
