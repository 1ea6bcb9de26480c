/**
 * The stack's own PostgreSQL cluster in `$DATA_DIR/stack/postgres/` (Debian's server binaries, never its system
 * cluster), kept across restarts: initdb on the first start, then a `dealer` role and database. As root the cluster
 * belongs to and runs as the `postgres` user (the server refuses to run as root), as scripts/ci-postgres.sh does;
 * as anyone else it runs as that user.
 *
 * Connections: TCP on 127.0.0.1 with a password (the instances' DATABASE_URL) and a Unix socket in the cluster's
 * own folder (mode 0700) for the setup, where the superuser needs no password.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProcess, type Started } from './processes';
import { waitUntil } from './readiness';
import type { StackConfig } from './stack-config';

export const DATABASE_NAME = 'dealer';
export const DATABASE_ROLE = 'dealer';

/** A Unix socket path longer than this does not fit `sockaddr_un` (the socket file is `.s.PGSQL.<port>`). */
const SOCKET_PATH_MAX = 107;

/** The newest installed server's bin folder (`/usr/lib/postgresql/<major>/bin`). */
export function postgresBinDir(base = '/usr/lib/postgresql'): string {
  const majors = existsSync(base)
    ? readdirSync(base)
        .filter((name) => /^\d+$/.test(name) && existsSync(path.join(base, name, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = majors.at(-1);
  if (!newest) throw new Error(`no PostgreSQL server under ${base}: install Debian's postgresql package`);
  return path.join(base, newest, 'bin');
}

interface User {
  uid: number;
  gid: number;
}

/** The `postgres` account when running as root; undefined (run as ourselves) otherwise. */
function clusterOwner(): User | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = spawnSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' });
  const [, , uid, gid] = entry.status === 0 ? entry.stdout.trim().split(':') : [];
  if (uid === undefined || gid === undefined)
    throw new Error("running as root needs the postgres user (Debian's postgresql package creates it)");
  return { uid: Number(uid), gid: Number(gid) };
}

function run(command: string, args: readonly string[], user: User | undefined, input?: string): string {
  const result = spawnSync(command, args, { encoding: 'utf8', input, uid: user?.uid, gid: user?.gid });
  if (result.status !== 0)
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

/** A folder for the cluster's owner alone. */
function ownedFolder(folder: string, user: User | undefined): void {
  mkdirSync(folder, { recursive: true });
  if (user) chownSync(folder, user.uid, user.gid);
  chmodSync(folder, 0o700);
}

/** The `dealer` role's password: made once per cluster, kept beside it (readable by the launcher's user only). */
function rolePassword(config: StackConfig): string {
  const file = path.join(config.stackDir, 'postgres-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(18).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export interface RunningPostgres extends Started {
  databaseUrl: string;
}

export async function startPostgres(config: StackConfig, detached: boolean): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  const user = clusterOwner();
  const dataDir = path.join(config.postgresDir, 'data');
  const socketDir = path.join(config.postgresDir, 'run');
  if (`${socketDir}/.s.PGSQL.${config.postgresPort}`.length > SOCKET_PATH_MAX)
    throw new Error(`DATA_DIR is too long for PostgreSQL's socket path (${socketDir}): use a shorter DATA_DIR`);
  ownedFolder(config.postgresDir, user);
  ownedFolder(socketDir, user);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // Local (socket) connections trust the OS user: only the owner can open the 0700 socket folder.
    run(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--auth-local=trust', '--auth-host=scram-sha-256'],
      user,
    );
  }
  const log = path.join(config.logDir, 'postgres.log');
  const started = startProcess({
    name: 'postgres',
    command: path.join(bin, 'postgres'),
    args: [
      '-D',
      dataDir,
      '-p',
      String(config.postgresPort),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir}`,
    ],
    cwd: config.postgresDir,
    env: { PATH: process.env.PATH, LANG: 'C.UTF-8' },
    log,
    // Fast shutdown: SIGTERM would wait for the instances' pooled connections to close.
    stopSignal: 'SIGINT',
    detached,
    user,
  });
  const socket = ['-h', socketDir, '-p', String(config.postgresPort)];
  await waitUntil(
    'PostgreSQL',
    async () =>
      spawnSync(path.join(bin, 'pg_isready'), ['-q', ...socket], { uid: user?.uid, gid: user?.gid }).status === 0,
    { timeoutMs: 60_000, alive: () => started.child.exitCode === null, log },
  );
  const password = rolePassword(config);
  // Idempotent: the role and database are made on the first start; the password is set on every start, so the
  // file beside the cluster is always the one that works.
  run(
    path.join(bin, 'psql'),
    [...socket, '-U', 'postgres', '-d', 'postgres', '-q', '-v', 'ON_ERROR_STOP=1', '-v', `password=${password}`],
    user,
    [
      'SET client_min_messages = warning;',
      `SELECT 'CREATE ROLE ${DATABASE_ROLE} LOGIN' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${DATABASE_ROLE}') \\gexec`,
      `ALTER ROLE ${DATABASE_ROLE} PASSWORD :'password';`,
      `SELECT 'CREATE DATABASE ${DATABASE_NAME} OWNER ${DATABASE_ROLE}' WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = '${DATABASE_NAME}') \\gexec`,
      '',
    ].join('\n'),
  );
  return {
    ...started,
    databaseUrl: `postgres://${DATABASE_ROLE}:${password}@127.0.0.1:${config.postgresPort}/${DATABASE_NAME}`,
  };
}
