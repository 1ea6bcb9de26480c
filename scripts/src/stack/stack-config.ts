/**
 * Where everything of `npm run stack:up` lives and listens, from the environment. Pure: the launcher, the bench,
 * the Playwright config and the docker-compose test all read the same layout from here.
 *
 * Ports, from STACK_PORT (default 8080): nginx on it, the `next start` instances on the next ones, then nginx's
 * internal compressing server, Redis and PostgreSQL. State, logs and pids under `$DATA_DIR/stack/`.
 */
import path from 'node:path';

export const DEFAULT_STACK_PORT = 8080;
/** `next start` instances behind nginx. Adding one: raise this and add a service to docker-compose.yml. */
export const INSTANCE_COUNT = 2;
/**
 * Port offsets from STACK_PORT. The instances take 1…INSTANCE_COUNT; the rest follow them, so the layout reads
 * the same in docker-compose.yml (checked by compose-file.test.ts).
 */
export const PORT_OFFSETS = {
  compress: INSTANCE_COUNT + 1,
  redis: INSTANCE_COUNT + 2,
  postgres: INSTANCE_COUNT + 3,
} as const;

/**
 * POSTs per client address nginx lets through (`limit_req`, 429 past it). Strict by default: a visitor's forms,
 * phone checks and tracking beacons stay well under it. The browser suite, where every simulated visitor shares
 * one address, sets a loose one.
 */
export const DEFAULT_POST_RATE = '2r/s';
export const DEFAULT_POST_BURST = 20;

export interface StackConfig {
  /** The repository root (web/ is below it). */
  root: string;
  /** DATA_DIR as an absolute path; the instances share it (mail, texts, the vPIC database). */
  dataDir: string;
  /** `$DATA_DIR/stack`: the PostgreSQL cluster, nginx's config, cache and temp files, logs and the pid records. */
  stackDir: string;
  logDir: string;
  nginxDir: string;
  postgresDir: string;
  redisDir: string;
  /** The file listing what the stack started (pid records). */
  stateFile: string;
  port: number;
  webPorts: number[];
  compressPort: number;
  redisPort: number;
  postgresPort: number;
  /** nginx `limit_req_zone` rate (`10r/s`, `60r/m`) and burst for POSTs per address. */
  postRate: string;
  postBurst: number;
  /** Next's dist folder under web/ (NEXT_DIST_DIR; the bench builds into `.next-bench`). */
  distDir: string;
  /** The public URL: nginx. */
  url: string;
}

function whole(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

export function stackConfig(env: NodeJS.ProcessEnv, root: string): StackConfig {
  const port = whole('STACK_PORT', env.STACK_PORT, DEFAULT_STACK_PORT, 1, 65535 - PORT_OFFSETS.postgres);
  const postRate = env.STACK_POST_RATE?.trim() || DEFAULT_POST_RATE;
  if (!/^[1-9]\d*r\/[sm]$/.test(postRate))
    throw new Error(`STACK_POST_RATE must read like nginx's rate, e.g. 10r/s or 60r/m (got "${postRate}")`);
  const postBurst = whole('STACK_POST_BURST', env.STACK_POST_BURST, DEFAULT_POST_BURST, 0, 100_000);
  // Same rule as the app's own (web/src/server/paths.ts): a relative DATA_DIR is relative to the repository root.
  const rawDataDir = env.DATA_DIR?.trim() || '.data';
  const dataDir = path.isAbsolute(rawDataDir) ? rawDataDir : path.join(root, rawDataDir);
  const stackDir = path.join(dataDir, 'stack');
  return {
    root,
    dataDir,
    stackDir,
    logDir: path.join(stackDir, 'logs'),
    nginxDir: path.join(stackDir, 'nginx'),
    postgresDir: path.join(stackDir, 'postgres'),
    redisDir: path.join(stackDir, 'redis'),
    stateFile: path.join(stackDir, 'processes.json'),
    port,
    webPorts: Array.from({ length: INSTANCE_COUNT }, (_, index) => port + 1 + index),
    compressPort: port + PORT_OFFSETS.compress,
    redisPort: port + PORT_OFFSETS.redis,
    postgresPort: port + PORT_OFFSETS.postgres,
    postRate,
    postBurst,
    distDir: env.NEXT_DIST_DIR?.trim() || '.next',
    url: `http://127.0.0.1:${port}`,
  };
}
