/**
 * Starts and stops the production topology on this machine (docs/deploy.md): PostgreSQL and Redis on loopback,
 * INSTANCE_COUNT × `next start` (loopback only: nginx is the one way in, which TRUST_PROXY=1 relies on), and nginx
 * in front. Every process is recorded by pid in `$DATA_DIR/stack/processes.json` as it starts, so `stack:down` (or
 * a failed start) stops exactly what was started.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { instanceEnv } from './instance-env';
import { renderLocalConfig } from './nginx-config';
import { startPostgres } from './postgres';
import {
  isRunning,
  readRecords,
  removeRecords,
  startProcess,
  stopProcess,
  writeRecords,
  type ProcessRecord,
  type Started,
} from './processes';
import { httpStatus, portTaken, redisPong, waitUntil } from './readiness';
import type { StackConfig } from './stack-config';

export interface StackOptions {
  /** `stack:up`: the services outlive the launcher. The foreground mode keeps them in its process group. */
  detached: boolean;
  /** Build even when a build exists. */
  rebuild: boolean;
  log: (line: string) => void;
  /** The environment the instances (and a build) start from; default this process's. */
  env?: NodeJS.ProcessEnv;
}

export interface RunningStack {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  started: Started[];
}

/** Recorded processes still running (a stack already up). */
export function runningRecords(config: StackConfig): ProcessRecord[] {
  return readRecords(config.stateFile).filter(isRunning);
}

/**
 * The lead encryption key every instance shares (docs/operations.md#keys): LEAD_ENCRYPTION_KEY when set, else one made on the
 * first start and kept beside the database it protects (a new key per start would make stored data unreadable).
 */
function leadEncryptionKey(config: StackConfig, env: NodeJS.ProcessEnv, log: (line: string) => void): string {
  const given = env.LEAD_ENCRYPTION_KEY?.trim();
  if (given) return given;
  const file = path.join(config.stackDir, 'lead-encryption.key');
  if (!existsSync(file)) {
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    log(`LEAD_ENCRYPTION_KEY is not set: made one in ${file} (back it up with the database)`);
  }
  return readFileSync(file, 'utf8').trim();
}

/** Where `next start -H localhost` listens: Node resolves the name the same way in the instance. */
async function loopbackAddress(): Promise<string> {
  return (await lookup('localhost')).address;
}

function binary(name: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  // /usr/sbin is not on every user's PATH.
  if (existsSync(`/usr/sbin/${name}`)) return `/usr/sbin/${name}`;
  throw new Error(`${name} is not installed (npm run stack:up installs it)`);
}

function build(config: StackConfig, options: StackOptions): void {
  const buildId = path.join(config.root, 'web', config.distDir, 'BUILD_ID');
  if (existsSync(buildId) && !options.rebuild) return;
  options.log(`building (npm run build) into web/${config.distDir}`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: config.root, stdio: 'inherit', env: options.env });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

export async function startStack(config: StackConfig, options: StackOptions): Promise<RunningStack> {
  const env = options.env ?? process.env;
  const ports = [config.port, ...config.webPorts, config.compressPort, config.redisPort, config.postgresPort];
  const taken = (await Promise.all(ports.map(async (port) => ((await portTaken(port)) ? port : null)))).filter(
    (port) => port !== null,
  );
  if (taken.length > 0)
    throw new Error(`port ${taken.join(', ')} already in use (set STACK_PORT to move the stack's ${ports.join(', ')})`);
  for (const folder of [
    config.logDir,
    config.redisDir,
    path.join(config.nginxDir, 'temp'),
    path.join(config.nginxDir, 'cache'),
  ])
    mkdirSync(folder, { recursive: true });
  build(config, { ...options, env });

  const started: Started[] = [];
  const record = (service: Started) => {
    started.push(service);
    writeRecords(
      config.stateFile,
      started.map((entry) => entry.record),
    );
    return service;
  };
  const alive = (service: Started) => () => service.child.exitCode === null && service.child.signalCode === null;
  try {
    options.log(`PostgreSQL on 127.0.0.1:${config.postgresPort}`);
    const postgres = await startPostgres(config, options.detached);
    record(postgres);

    options.log(`Redis on 127.0.0.1:${config.redisPort}`);
    const redisLog = path.join(config.logDir, 'redis.log');
    const redis = record(
      startProcess({
        name: 'redis',
        command: binary('redis-server'),
        // A cache: nothing is written to disk (no snapshots, no append-only file).
        args: [
          '--port',
          String(config.redisPort),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          config.redisDir,
          '--pidfile',
          path.join(config.redisDir, 'redis.pid'),
          '--daemonize',
          'no',
        ],
        cwd: config.redisDir,
        env: { PATH: process.env.PATH },
        log: redisLog,
        detached: options.detached,
      }),
    );
    await waitUntil('Redis', () => redisPong(config.redisPort), {
      timeoutMs: 20_000,
      alive: alive(redis),
      log: redisLog,
    });
    const redisUrl = `redis://127.0.0.1:${config.redisPort}`;

    const host = await loopbackAddress();
    const hostInUrl = host.includes(':') ? `[${host}]` : host;
    const services = {
      databaseUrl: postgres.databaseUrl,
      redisUrl,
      leadEncryptionKey: leadEncryptionKey(config, env, options.log),
    };
    const instances = config.webPorts.map((port, index) => {
      const name = `web-${index + 1}`;
      const log = path.join(config.logDir, `${name}.log`);
      options.log(`${name}: next start on ${hostInUrl}:${port}`);
      // `-H localhost`: loopback only, and never 127.0.0.1, which makes Next's own rewrites look external (docs/architecture.md#scale).
      return record(
        startProcess({
          name,
          command: path.join(config.root, 'node_modules', '.bin', 'next'),
          args: ['start', '-p', String(port), '-H', 'localhost'],
          cwd: path.join(config.root, 'web'),
          env: instanceEnv(config, services, port, env),
          log,
          detached: options.detached,
        }),
      );
    });
    await Promise.all(
      instances.map((instance, index) =>
        waitUntil(
          instance.record.name,
          async () => (await httpStatus(`http://${hostInUrl}:${config.webPorts[index]}/`)) === 200,
          { timeoutMs: 180_000, alive: alive(instance), log: instance.record.log },
        ),
      ),
    );

    const nginx = binary('nginx');
    const conf = path.join(config.nginxDir, 'nginx.conf');
    const errorLog = path.join(config.logDir, 'nginx-error.log');
    writeFileSync(conf, renderLocalConfig(config, host));
    // The micro-cache survives on disk, and a stale entry is served while it is fetched again: after a new build
    // that would be a page naming scripts the instances no longer have. Build files are kept (names are hashes).
    rmSync(path.join(config.nginxDir, 'cache', 'pages'), { recursive: true, force: true });
    // -e: the error log before the config is read (the compiled-in default is under /var/log).
    const check = spawnSync(nginx, ['-t', '-q', '-e', errorLog, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t ${conf}:\n${check.stderr}`);
    options.log(`nginx on :${config.port} (config ${conf})`);
    const front = record(
      startProcess({
        name: 'nginx',
        command: nginx,
        args: ['-e', errorLog, '-c', conf, '-g', 'daemon off;'],
        cwd: config.nginxDir,
        env: { PATH: process.env.PATH },
        log: errorLog,
        // Graceful: requests in flight finish.
        stopSignal: 'SIGQUIT',
        detached: options.detached,
      }),
    );
    await waitUntil('nginx', async () => (await httpStatus(`${config.url}/`)) === 200, {
      timeoutMs: 30_000,
      alive: alive(front),
      log: errorLog,
    });
    return { url: config.url, databaseUrl: postgres.databaseUrl, redisUrl, started };
  } catch (error) {
    await stopRecords(
      started.map((entry) => entry.record),
      options.log,
    );
    removeRecords(config.stateFile);
    throw error;
  }
}

/** Stops recorded processes, last started first. */
export async function stopRecords(records: readonly ProcessRecord[], log: (line: string) => void): Promise<number> {
  let stopped = 0;
  for (const record of [...records].reverse()) {
    if (await stopProcess(record)) {
      stopped += 1;
      log(`stopped ${record.name} (pid ${record.pid})`);
    }
  }
  return stopped;
}

/** `stack:down`: stops what the record file lists and removes it; nothing to do is not an error. */
export async function stopStack(config: StackConfig, log: (line: string) => void): Promise<number> {
  const stopped = await stopRecords(readRecords(config.stateFile), log);
  removeRecords(config.stateFile);
  return stopped;
}
