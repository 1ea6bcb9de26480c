import { defineCliConfig } from 'sanity/cli';

/**
 * CLI settings. Without SANITY_STUDIO_PROJECT_ID the placeholder project `offline0` is used so that `sanity build`,
 * `schema validate`, `schema extract` and `typegen generate` run offline (see README.md).
 */
const projectId = process.env.SANITY_STUDIO_PROJECT_ID?.trim() || 'offline0';
const dataset = process.env.SANITY_STUDIO_DATASET?.trim() || 'sell-car';

/**
 * Two typegen outputs (`npm run typegen` writes both): the web's schema and GROQ query result types, and the seed's
 * document types (`TYPEGEN_TARGET=seed`), generated from a schema extracted with `--enforce-required-fields` so
 * the seed must fill every field an editor must.
 */
const TYPEGEN_TARGETS = {
  web: {
    path: '../web/src/content/**/*.{ts,tsx}',
    schema: '../web/src/content/schema.json',
    generates: '../web/src/content/sanity.types.ts',
  },
  seed: {
    // No queries: the seed writes documents, it reads none.
    path: '../seed/src/generated/no-queries',
    schema: '../seed/src/generated/schema.json',
    generates: '../seed/src/generated/sanity.types.ts',
  },
};

export default defineCliConfig({
  api: { projectId, dataset },
  studioHost: process.env.SANITY_STUDIO_HOSTNAME?.trim() || undefined,
  deployment: { autoUpdates: false },
  typegen: TYPEGEN_TARGETS[process.env.TYPEGEN_TARGET === 'seed' ? 'seed' : 'web'],
});
