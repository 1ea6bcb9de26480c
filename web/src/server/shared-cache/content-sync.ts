import 'server-only';
import type { IncomingMessage } from 'node:http';
import { reloadEmbeddedDataset } from '@/content/embedded/dataset';
import { contentSource } from '@/content/source';
import { serverEnv } from '@/server/env';
import { forgetProxyAnswers } from '@/server/site/proxy-memo';
import { contentScope, scopeKeys } from './cache-keys.mjs';
import { createGenerationSync, type GenerationSync } from './generation-sync';
import { sharedRedis } from './redis-connection.mjs';

/** What this process answers from content it read earlier: the proxy's lookups. */
export function forgetContentAnswers(): void {
  forgetProxyAnswers();
}

/** Another instance published: this process reads the embedded dataset again (the Content Lake is read anew). */
function readContentAgain(): void {
  if (contentSource() === 'embedded') reloadEmbeddedDataset(serverEnv().SITE_DATASET);
  forgetContentAnswers();
}

/** On globalThis: the startup hook and the publish webhook are separate bundles of one process. */
const holder = globalThis as typeof globalThis & { __dealerContentSync?: GenerationSync | null };

/** This process's content sync with the shared cache, or null without REDIS_URL (each instance on its own). */
export function contentSync(): GenerationSync | null {
  if (holder.__dealerContentSync === undefined) {
    const env = serverEnv();
    holder.__dealerContentSync = env.REDIS_URL
      ? createGenerationSync(sharedRedis(env.REDIS_URL), scopeKeys(contentScope(env)), readContentAgain)
      : null;
  }
  return holder.__dealerContentSync;
}

/**
 * At startup (instrumentation.ts): listens for other instances' publishes and returns the check every request goes
 * through first (server/http/document-hook.ts), or null without REDIS_URL.
 */
export function startContentSync(): ((req: IncomingMessage) => Promise<void>) | null {
  const sync = contentSync();
  if (!sync) return null;
  sync.watch();
  return (req) => sync.beforeRequest(req.headers);
}
