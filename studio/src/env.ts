/**
 * Studio environment. Sanity exposes `SANITY_STUDIO_*` variables to the browser bundle at build time.
 *
 * Without SANITY_STUDIO_PROJECT_ID the Studio uses the placeholder project `offline0`: enough for `sanity build`,
 * `sanity schema validate`, `sanity schema extract` and `sanity typegen generate`, which never contact the API. A
 * running Studio needs a real project id (and network access) to log in and load documents.
 */
export const OFFLINE_PROJECT_ID = 'offline0';
export const DEFAULT_DATASET = 'sell-car';
export const DEFAULT_PREVIEW_URL = 'http://localhost:3000';

const read = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);

export const projectId = read(process.env.SANITY_STUDIO_PROJECT_ID, OFFLINE_PROJECT_ID);
export const dataset = read(process.env.SANITY_STUDIO_DATASET, DEFAULT_DATASET);
export const previewUrl = read(process.env.SANITY_STUDIO_PREVIEW_URL, DEFAULT_PREVIEW_URL);
