import type { IncomingHttpHeaders } from 'node:http';
import type { ScopeKeys } from './cache-keys.mjs';
import { GENERATION_HEADER, publishGeneration, readGeneration, watchPublishes } from './content-generation.mjs';
import type { SharedRedis } from './redis-connection.mjs';

/**
 * Keeps one process's content at the shared content generation (content-generation.mjs explains the scheme).
 *
 * Why the order holds: the publishing instance answers the webhook only after Redis confirmed the new generation
 * together with its tags' expiry (one script). A request any instance receives after that answer reads the
 * generation before anything else runs for it (server/http/document-hook.ts: before the
 * proxy's route gate and the render), finds it newer than its own, and waits until its content has been read again.
 * It then renders stamped with that generation, so what it stores is fresh; a render that started earlier carries
 * the older stamp, and the tags it shows expired after it, so it is never served. The announcement on the pub/sub
 * channel only makes the reading happen before the next request asks.
 */
export interface GenerationSync {
  /** Before a request: reads content again if another instance published, then stamps the request with it. */
  beforeRequest(headers: IncomingHttpHeaders): Promise<void>;
  /** Catches up now (a publish was announced). */
  check(): Promise<void>;
  /**
   * This instance publishes: `tags` (and those of a publish Redis did not confirm) expire on every instance at a new
   * generation, which this process takes as its own (its content was read again already). Null when Redis did not
   * confirm; the tags are kept for the next publish.
   */
  publish(tags: readonly string[]): Promise<number | null>;
  /** Listens for other instances' publishes; returns the stop. */
  watch(): () => Promise<void>;
  /** The generation this process's content was read at; null before the first check. */
  held(): number | null;
}

export function createGenerationSync(
  redis: SharedRedis,
  keys: ScopeKeys,
  readContentAgain: () => void | Promise<void>,
  log: (line: string) => void = (line) => console.error(line),
): GenerationSync {
  let held: number | null = null;
  let reading: Promise<boolean> | null = null;
  const unpublished = new Set<string>();

  async function readAt(generation: number): Promise<boolean> {
    try {
      await readContentAgain();
      held = generation;
      return true;
    } catch (error) {
      // The request goes on with the content it has and the older stamp, so nothing it renders is kept as fresh.
      log(`[shared-cache] content not read again: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** One reading at a time; requests arriving meanwhile wait for it, and read again if it was for an older one. */
  async function catchUp(generation: number): Promise<void> {
    while (held !== generation) {
      reading ??= readAt(generation).finally(() => (reading = null));
      if (!(await reading)) return;
    }
  }

  async function check(): Promise<void> {
    const current = await readGeneration(redis, keys);
    // Redis away: the request goes on with this process's content (the cache is away with it).
    if (current !== null) await catchUp(current);
  }

  return {
    async beforeRequest(headers) {
      delete headers[GENERATION_HEADER];
      await check();
      headers[GENERATION_HEADER] = String(held ?? 0);
    },
    check,
    async publish(tags) {
      const all = [...new Set([...unpublished, ...tags])];
      const generation = await publishGeneration(redis, keys, all);
      if (generation === null) {
        for (const tag of all) unpublished.add(tag);
        return null;
      }
      for (const tag of all) unpublished.delete(tag);
      held = generation;
      return generation;
    },
    watch: () => watchPublishes(redis, keys, () => void check()),
    held: () => held,
  };
}
