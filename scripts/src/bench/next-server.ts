/**
 * `next start` of a built app on loopback in its own process group (so a stop takes its workers with it), ready
 * once its first page answers 200. Both the measured site and the framework-floor page start through here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { trackGroup, untrackGroup } from './child-groups';
import { nextBin } from './paths';
import { waitFor } from './wait-for';

export interface NextServerOptions {
  /** The app folder `next start` runs in. */
  cwd: string;
  port: number;
  /** Named in the error when the server does not come up. */
  name: string;
  env: Record<string, string>;
}

export interface NextServer {
  base: string;
  stop: () => Promise<void>;
  /** The last few kilobytes the server printed. */
  output: () => string;
}

export async function startNextServer(options: NextServerOptions): Promise<NextServer> {
  const base = `http://127.0.0.1:${options.port}`;
  let output = '';
  // `localhost`, not `127.0.0.1`: Next.js names loopback hosts `localhost` inside the proxy, so with
  // `-H 127.0.0.1` the site's own rewrites look external to it and are proxied back in a loop (docs/architecture.md#scale).
  const child: ChildProcess = spawn(nextBin, ['start', '-p', String(options.port), '-H', 'localhost'], {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  if (child.pid) trackGroup(child.pid);
  child.on('exit', () => {
    exited = true;
    if (child.pid) untrackGroup(child.pid);
  });

  const stop = async () => {
    if (!exited && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await waitFor(() => exited, 10_000);
      if (!exited) process.kill(-child.pid, 'SIGKILL');
    }
  };

  // Each probe's body is read to its end, so its connection goes back to the pool finished rather than half-read.
  const answers = async () => {
    const response = await fetch(`${base}/`).catch(() => undefined);
    await response?.arrayBuffer().catch(() => undefined);
    return response?.status === 200;
  };
  const up = await waitFor(async () => exited || (await answers()), 90_000);
  if (!up || exited) {
    await stop();
    throw new Error(`next start (${options.name}) did not answer on ${base}:\n${output}`);
  }
  return { base, stop, output: () => output };
}
