import { defineCliConfig } from 'sanity/cli';

/**
 * CLI settings. Without SANITY_STUDIO_PROJECT_ID the placeholder project `offline0` is used so that `sanity build`,
 * `schema validate`, `schema extract` and `typegen generate` run offline (see README.md).
 */
const projectId = process.env.SANITY_STUDIO_PROJECT_ID?.trim() || 'offline0';
const dataset = process.env.SANITY_STUDIO_DATASET?.trim() || 'sell-car';

export default defineCliConfig({
  api: { projectId, dataset },
  studioHost: process.env.SANITY_STUDIO_HOSTNAME?.trim() || undefined,
  deployment: { autoUpdates: false },
  typegen: {
    path: '../web/src/content/**/*.{ts,tsx}',
    schema: '../web/src/content/schema.json',
    generates: '../web/src/content/sanity.types.ts',
  },
});
