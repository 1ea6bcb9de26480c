/**
 * Where the lead e2e run keeps its state, shared by playwright.config.ts (the server's DATA_DIR and SMTP_URL), the
 * global setup (the mail catcher) and the specs (reading received mail). One folder per `playwright test` run: the
 * runner sets E2E_RUN_ID once and its workers inherit it.
 */
import os from 'node:os';
import path from 'node:path';

process.env.E2E_RUN_ID ??= `${Date.now().toString(36)}-${process.pid}`;

const port = Number(process.env.PORT ?? 3100);

/** A fixed port per app port (3100 → 25100), so parallel dataset runs do not collide. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? port + 22_000);
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

/** The loopback Graph API stand-in (capi-catcher.ts): 3100 → 26100. */
export const CAPI_PORT = Number(process.env.E2E_CAPI_PORT ?? port + 23_000);
export const GRAPH_API_URL = `http://127.0.0.1:${CAPI_PORT}`;
/** A made-up Conversions API token: with it the server's adapter posts (to the catcher above). */
export const E2E_CAPI_TOKEN = 'e2e-capi-token';

export const runDir = path.join(os.tmpdir(), `dealer-e2e-${process.env.E2E_RUN_ID}`);
/** The server's DATA_DIR: a fresh PGlite database and .eml folder per run. */
export const dataDir = path.join(runDir, 'data');
/** One JSON file per Conversions API event the catcher received. */
export const capiDir = path.join(runDir, 'capi');
/** One JSON file per message the catcher received. */
export const inboxDir = path.join(runDir, 'inbox');

/**
 * The server's SEED_DIR: a copy of seed/dist made when the run starts (playwright.config.ts), so the publish spec
 * can change content the way an editor would, without touching the repository's seed.
 */
export const seedDir = path.join(runDir, 'seed');
/** The secret of the publish webhook (`POST /api/revalidate`) the suite's own server runs with. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret';

/** True when the suite starts its own server (and so receives its mail). */
export const ownsServer = !process.env.E2E_BASE_URL;

/**
 * Analytics tag ids the suite's own server runs with (made-up values: the browser's host rules keep the requests
 * off the network). With them configured, "no tag before consent" is a real check.
 */
export const E2E_TAG_IDS = { metaPixelId: '100000000000001', gaMeasurementId: 'G-E2ETEST001' } as const;

/** Hosts the configured tags load from (tag-queues.ts). */
export const TAG_HOSTS = ['connect.facebook.net', 'www.googletagmanager.com'] as const;

/**
 * The suite runs through the stack (nginx → two `next start`, docs/deploy.md): its own (playwright.config.ts), or
 * with E2E_BASE_URL one already running.
 */
export const throughStack = process.env.E2E_STACK === '1';

/**
 * nginx's POST limit per address in the suite's own stack: loose, as every simulated visitor shares one address
 * (the app's own limits are lifted the same way). stack.spec.ts still exceeds it, from an address of its own.
 */
export const E2E_STACK_POST_LIMIT = { rate: '50r/s', burst: 100 } as const;
