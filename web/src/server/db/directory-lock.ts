import 'server-only';
import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is single-process: two processes opening one data directory corrupt it. `<directory>.lock` names the
 * owner by pid plus what a recycled pid cannot repeat: the kernel boot id and the process's start time
 * (/proc/<pid>/stat). A container restart starts a fresh pid namespace where the new server often gets the old
 * pid, and a killed server's pid may belong to any other program by now; both locks are stale and taken over.
 * Only a live process with the recorded start time is the owner, and the second opener is refused. A clean exit
 * removes the file (an `exit` listener, since `next start` ends with process.exit and never closes the database).
 *
 * Taking the lock never leaves a moment where two processes both hold it:
 *   - a free lock: the owner is written to a temp file first and `link()`ed into place, which fails when the lock
 *     exists (a half-written lock file is never visible);
 *   - a stale lock: it is replaced, never deleted and re-created (between those two steps a second process that also
 *     judged it stale could delete the first one's fresh lock). The replacement happens only under a takeover claim
 *     (`<directory>.lock.takeover`, created exclusively): its holder reads the lock again, and only when it is still
 *     the very file judged stale renames the temp file over it. A process that finds a claim waits and looks again.
 *     A claim whose writer is gone (killed inside those few system calls) is stale like a lock and cleared.
 */

export interface LockOwner {
  pid: number;
  /** The kernel's boot id and the owner's start time in clock ticks since boot; absent in files of older versions. */
  bootId?: string;
  startTicks?: string;
  /** Random per acquisition: a release removes only its own file. */
  token?: string;
}

/** What this machine's /proc says; null where there is no /proc (macOS) or the process is gone. */
export interface ProcessProbe {
  bootId(): string | null;
  startTicks(pid: number): string | null;
  /** The program file of a process (/proc/<pid>/exe); its title and arguments can be anything. */
  executable(pid: number): string | null;
  isRunning(pid: number): boolean;
}

export type LockVerdict = 'stale' | 'held-by-this-process' | 'held-by-another-process';

/** A recognised lock file's owner, or null for an empty or unreadable one (a crash mid-write: stale). */
export function parseLockFile(text: string): LockOwner | null {
  const trimmed = text.trim();
  // Older versions wrote the bare pid.
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<Record<keyof LockOwner, unknown>>;
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) return null;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return {
      pid: parsed.pid,
      bootId: text(parsed.bootId),
      startTicks: text(parsed.startTicks),
      token: text(parsed.token),
    };
  } catch {
    return null;
  }
}

/**
 * Who holds a lock. `openHere`: this process has the directory open right now (then the same pid is really us;
 * otherwise it is a previous process that had our pid).
 */
export function lockVerdict(
  owner: LockOwner | null,
  selfPid: number,
  openHere: boolean,
  probe: ProcessProbe,
): LockVerdict {
  if (!owner) return 'stale';
  if (owner.pid === selfPid) return openHere ? 'held-by-this-process' : 'stale';
  if (!probe.isRunning(owner.pid)) return 'stale';
  const liveStart = probe.startTicks(owner.pid);
  const bootId = probe.bootId();
  if (owner.startTicks && owner.bootId && liveStart && bootId) {
    return owner.startTicks === liveStart && owner.bootId === bootId ? 'held-by-another-process' : 'stale';
  }
  // An older lock file (pid only): a live process that is not Node.js cannot be the server.
  const executable = probe.executable(owner.pid);
  if (executable !== null && !/^node/.test(path.basename(executable))) return 'stale';
  return 'held-by-another-process';
}

const readProc = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

export const procProbe: ProcessProbe = {
  bootId: () => readProc('/proc/sys/kernel/random/boot_id')?.trim() || null,
  startTicks(pid) {
    const stat = readProc(`/proc/${pid}/stat`);
    if (!stat) return null;
    // Field 2 (the command) may hold spaces and parentheses; the fields after its closing one are plain.
    // starttime is field 22, the 20th after the command.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  },
  executable(pid) {
    try {
      return readlinkSync(`/proc/${pid}/exe`);
    } catch {
      return null;
    }
  },
  isRunning(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return isErrno(error, 'EPERM');
    }
  },
};

/** Directories this process holds open, on globalThis so dev-server module reloads share it. */
const held = globalThis as typeof globalThis & { __dealerLockedDirs?: Set<string> };
const heldHere = () => (held.__dealerLockedDirs ??= new Set());

/** Thrown when another live server holds the directory; the routes answer 503 (db/unavailable.ts). */
export class DatabaseLockedError extends Error {
  readonly code = 'EDBLOCKED';
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseLockedError';
  }
}

const TAKEOVER_ATTEMPTS = 200;
const CLAIM_WAIT_MS = 10;

/** Waits without a timer: taking the lock is synchronous (the database client opens it before its first query). */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Links `from` to `to` unless `to` exists: true when linked. */
function linkUnlessExists(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  }
}

/**
 * Takes the takeover claim `claimFile` for `owner`: true when this process now holds it, false while another live
 * process does. A stale claim (its writer is gone) is moved aside and checked: when the file moved is not the one
 * judged stale (another process claimed in between), it is put back.
 */
function takeClaim(claimFile: string, ownerFile: string, probe: ProcessProbe): boolean {
  if (linkUnlessExists(ownerFile, claimFile)) return true;
  const text = readProc(claimFile);
  if (text === null) return false;
  if (lockVerdict(parseLockFile(text), process.pid, false, probe) !== 'stale') return false;
  const aside = `${claimFile}.${randomUUID()}.stale`;
  try {
    renameSync(claimFile, aside);
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return false;
    throw error;
  }
  if (readProc(aside) !== text) linkUnlessExists(aside, claimFile);
  rmSync(aside, { force: true });
  return false;
}

/** Takes `<directory>.lock` (see above); returns the release function. */
export function acquireDirectoryLock(directory: string, probe: ProcessProbe = procProbe): () => void {
  mkdirSync(directory, { recursive: true });
  const lockFile = `${directory}.lock`;
  const claimFile = `${lockFile}.takeover`;
  const owner: LockOwner = {
    pid: process.pid,
    bootId: probe.bootId() ?? undefined,
    startTicks: probe.startTicks(process.pid) ?? undefined,
    token: randomUUID(),
  };
  // The new owner, complete on disk before any name points at it.
  const ownerFile = `${lockFile}.${owner.token}.tmp`;
  writeFileSync(ownerFile, JSON.stringify(owner), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt += 1) {
      if (linkUnlessExists(ownerFile, lockFile)) return holdLock(directory, lockFile, owner);
      const text = readProc(lockFile);
      if (text === null) continue; // released just now: try the free lock again
      const current = parseLockFile(text);
      const verdict = lockVerdict(current, process.pid, heldHere().has(directory), probe);
      if (verdict === 'held-by-this-process') {
        throw new DatabaseLockedError(`The embedded database ${directory} is already open in this process.`);
      }
      if (verdict === 'held-by-another-process') {
        throw new DatabaseLockedError(
          `The embedded database ${directory} is in use by process ${current?.pid}. PGlite serves one process: ` +
            'stop it, or set DATABASE_URL (Postgres) to run the site and `npm run worker` together.',
        );
      }
      if (!takeClaim(claimFile, ownerFile, probe)) {
        pause(CLAIM_WAIT_MS);
        continue;
      }
      try {
        // Under the claim nobody else replaces the lock, and its dead owner cannot remove it: when it still holds
        // the text judged stale, it is that file, and the rename replaces exactly it.
        if (readProc(lockFile) === text) {
          console.warn(JSON.stringify({ event: 'db.stale-lock-replaced', lockFile, pid: current?.pid ?? null }));
          renameSync(ownerFile, lockFile);
          return holdLock(directory, lockFile, owner);
        }
      } finally {
        rmSync(claimFile, { force: true });
      }
    }
    throw new DatabaseLockedError(`Could not lock the embedded database ${directory}`);
  } finally {
    rmSync(ownerFile, { force: true });
  }
}

/** Records the lock as held here and returns its release, also run on a clean exit. */
function holdLock(directory: string, lockFile: string, owner: LockOwner): () => void {
  heldHere().add(directory);
  const release = () => {
    process.removeListener('exit', release);
    heldHere().delete(directory);
    // Only our own file: after a takeover by another process the lock is theirs.
    if (parseLockFile(readProc(lockFile) ?? '')?.token === owner.token) rmSync(lockFile, { force: true });
  };
  process.on('exit', release);
  return release;
}

/** Structural check: errors from Node's fs are not `instanceof Error` inside Jest's sandbox. */
function isErrno(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}
