/** Waiting for the stack's services to answer, and checking their ports are free before starting them. */
import net from 'node:net';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when something accepts connections on host:port. */
export function portTaken(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Redis answers `PING` with `+PONG`. */
export function redisPong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}

/** The status of a GET, or null when nothing answered. */
export async function httpStatus(url: string, headers: Record<string, string> = {}): Promise<number | null> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/**
 * Polls `check` until it holds. Gives up early when `alive` says the process it waits for has exited, so a
 * service that fails at start is reported at once, with its log, instead of after the timeout.
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; alive: () => boolean; log: string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (!options.alive()) throw new Error(`${what} exited during start; see ${options.log}`);
    await sleep(250);
  }
  throw new Error(`${what} did not answer within ${Math.round(options.timeoutMs / 1000)} s; see ${options.log}`);
}
