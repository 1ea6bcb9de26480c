/**
 * A real, throw-away `redis-server` for the shared cache's tests: its own free loopback port, nothing written to
 * disk, stopped by the test. Debian's `redis-server` package (installed by `npm test`'s pretest and by CI); a test
 * that needs it fails with the install command when it is missing, rather than skipping.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface TestRedis {
  url: string;
  port: number;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, like a hung server. */
  pause: () => void;
  resume: () => void;
  stop: () => Promise<void>;
}

export const REDIS_SERVER_MISSING = 'redis-server is not installed: run `apt-get install -y redis-server`';

export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** A port nothing listens on right now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** On `port` when given (a server coming back where a client expects it), else on a free one. */
export async function startRedis(port?: number): Promise<TestRedis> {
  if (!redisServerInstalled()) throw new Error(REDIS_SERVER_MISSING);
  port ??= await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const signal = (name: NodeJS.Signals) => {
    if (!exited) child.kill(name);
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    stop: async () => {
      signal('SIGCONT');
      signal('SIGKILL');
      await gone;
    },
  };
}
