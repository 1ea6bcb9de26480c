// @ts-check
/**
 * The one Redis connection of a process for the shared page cache, built so that Redis being away never takes the
 * site down with it: every command either answers within COMMAND_TIMEOUT_MS or counts as failed, and the caller
 * treats a failure as a cache miss. Commands are not queued while the connection is down (they fail at once), and
 * after a command went unanswered (a hung server keeps the socket open) Redis is left alone for RETRY_AFTER_MS, so
 * requests do not each wait out a timeout. An outage is logged once when it starts and once when it ends.
 *
 * Kept on globalThis per URL: the cache handler (loaded by Next outside the app's bundles) and the app's own code
 * (the content generation check, the publish webhook) share it.
 */
import { createClient, RESP_TYPES } from 'redis';

export const CONNECT_TIMEOUT_MS = 1000;
export const COMMAND_TIMEOUT_MS = 500;
export const RETRY_AFTER_MS = 5000;
/** Time a command still gets once this process is responsive again after a stall (see withinTime). */
const GRACE_MS = 50;
const RECONNECT_MAX_DELAY_MS = 2000;

/** @typedef {ReturnType<typeof createRedisClient>} RedisClient */
/**
 * @template T
 * @typedef {{ ok: true, value: T } | { ok: false }} Attempt
 */

/** Replies as Buffers (cache entries are binary); for the commands that read entries. */
export const BINARY_REPLIES = { [RESP_TYPES.BLOB_STRING]: Buffer };

/**
 * Commands fail at once while disconnected instead of queueing; reconnects back off up to two seconds.
 * @param {string} url
 */
function createRedisClient(url) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_DELAY_MS),
    },
  });
}

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * @param {unknown} error
 * @returns {string}
 */
const reason = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The command's answer, or a rejection once Redis has been silent for `ms`. A timer that fires late means this
 * process was busy (a long render, a dataset being read), not that Redis was silent: the command may not even have
 * been written yet, so it gets GRACE_MS more from then on, with the event loop free to write it and read the answer.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<T>}
 */
function withinTime(promise, ms) {
  return new Promise((resolve, reject) => {
    let settled = false;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    /** @param {number} delay */
    const wait = (delay) => {
      const due = Date.now() + delay;
      timer = setTimeout(() => {
        if (settled) return;
        if (Date.now() - due > GRACE_MS) wait(GRACE_MS);
        else reject(new Error(`no answer within ${ms} ms`));
      }, delay);
    };
    wait(ms);
    promise.then(
      (value) => {
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        settled = true;
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export class SharedRedis {
  /**
   * @param {string} url
   * @param {(line: string) => void} [log]
   */
  constructor(url, log = (line) => console.error(line)) {
    /** Never the URL itself: it may carry a password. */
    this.where = safeHost(url);
    this.log = log;
    /** @type {boolean | undefined} unknown until the first command or connection error */
    this.reachable = undefined;
    this.quietUntil = 0;
    this.startedAt = Date.now();
    this.client = createRedisClient(url);
    this.client.on('error', (error) => this.unreachable(error));
    /** Settles once connected (or never, while Redis stays away: the client keeps trying in the background). */
    this.connected = new Promise((resolve) => this.client.once('ready', () => resolve(undefined)));
    this.client.connect().catch(() => undefined);
  }

  /**
   * Runs one command (or a few pipelined ones) under the deadline.
   * @template T
   * @param {(client: RedisClient) => Promise<T>} command
   * @returns {Promise<Attempt<T>>}
   */
  async attempt(command) {
    // Right after start the first connection is still being made: wait for it, within the connect timeout.
    const starting = CONNECT_TIMEOUT_MS - (Date.now() - this.startedAt);
    if (!this.client.isReady && starting > 0) await Promise.race([this.connected, pause(starting)]);
    if (!this.client.isReady) {
      this.unreachable(new Error('not connected'));
      return { ok: false };
    }
    if (Date.now() < this.quietUntil) return { ok: false };
    try {
      const value = await withinTime(command(this.client), COMMAND_TIMEOUT_MS);
      this.back();
      return { ok: true, value };
    } catch (error) {
      this.quietUntil = Date.now() + RETRY_AFTER_MS;
      this.unreachable(error);
      return { ok: false };
    }
  }

  /**
   * A second connection in subscriber mode (Redis lets a subscribed connection do nothing else). It reconnects and
   * subscribes again by itself after an outage; the main connection reports outages.
   * @param {string} channel
   * @param {(message: string) => void} listener
   * @returns {() => Promise<void>} stops listening
   */
  subscribe(channel, listener) {
    const subscriber = this.client.duplicate();
    subscriber.on('error', () => undefined);
    const listening = subscriber
      .connect()
      .then(() => subscriber.subscribe(channel, listener))
      .catch((error) => this.unreachable(error));
    return async () => {
      await Promise.race([listening, pause(CONNECT_TIMEOUT_MS)]);
      subscriber.destroy();
    };
  }

  close() {
    this.client.destroy();
  }

  /** @param {unknown} error */
  unreachable(error) {
    if (this.reachable === false) return;
    this.reachable = false;
    this.log(
      `[shared-cache] Redis at ${this.where} unreachable (${reason(error)}): every page is rendered per request ` +
        'and publishes are refused (503) until it is back',
    );
  }

  back() {
    if (this.reachable === false) this.log(`[shared-cache] Redis at ${this.where} reachable again`);
    this.reachable = true;
  }
}

/**
 * @param {string} url
 * @returns {string}
 */
function safeHost(url) {
  try {
    return new URL(url).host || 'a local socket';
  } catch {
    return 'an unparsable REDIS_URL';
  }
}

const REGISTRY = Symbol.for('dealer.shared-cache.redis');
const holder = /** @type {typeof globalThis & { [REGISTRY]?: Map<string, SharedRedis> }} */ (globalThis);

/**
 * This process's connection to the Redis at `url`.
 * @param {string} url
 * @returns {SharedRedis}
 */
export function sharedRedis(url) {
  const connections = (holder[REGISTRY] ??= new Map());
  let connection = connections.get(url);
  if (!connection) {
    connection = new SharedRedis(url);
    connections.set(url, connection);
  }
  return connection;
}
