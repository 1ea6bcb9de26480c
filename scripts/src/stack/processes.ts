/**
 * The stack's processes: started with their output in a log file, recorded by pid and start time, stopped by that
 * record only. A pid alone could name another program by the time `stack:down` runs (pids are reused), so a
 * record whose start time no longer matches is left alone; nothing is ever stopped by its name.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

export interface ProcessRecord {
  /** `postgres`, `redis`, `web-1` … `nginx`. */
  name: string;
  pid: number;
  /** The kernel's start time of the pid (/proc), or `ps`'s where there is no /proc. */
  startTime: string;
  /** What stops it cleanly: PostgreSQL's fast shutdown is SIGINT (SIGTERM waits for every client to leave). */
  stopSignal: NodeJS.Signals;
  /** Started in its own process group (a detached stack): the stop signal goes to the whole group. */
  group: boolean;
  log: string;
}

export interface StartOptions {
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  log: string;
  stopSignal?: NodeJS.Signals;
  /**
   * true for `stack:up`: the process outlives the launcher in its own session. false for the foreground mode: it
   * stays in the launcher's process group, so a signal to the group (Ctrl-C, Playwright's stop) reaches it too.
   */
  detached: boolean;
  /** Run as this user (root starting PostgreSQL as `postgres`). */
  user?: { uid: number; gid: number };
}

export interface Started {
  record: ProcessRecord;
  child: ChildProcess;
}

/** `/proc/<pid>/stat`: the state letter and the start time (field 22), or null when there is no such process. */
function procStat(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces: count fields after the last `)`.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
  } catch {
    return null;
  }
}

/** The start time of a live pid; null when it is gone (or a zombie: it has exited, only its parent has not reaped it). */
export function startTimeOf(pid: number): string | null {
  if (existsSync('/proc/self/stat')) {
    const stat = procStat(pid);
    return stat && stat.state !== 'Z' ? stat.startTime : null;
  }
  const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
  const started = ps.status === 0 ? ps.stdout.trim() : '';
  return started || null;
}

/** True while the recorded process runs (same pid, same start time). */
export function isRunning(record: ProcessRecord): boolean {
  return startTimeOf(record.pid) === record.startTime;
}

export function startProcess(options: StartOptions): Started {
  const out = openSync(options.log, 'a');
  try {
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', out, out],
      detached: options.detached,
      uid: options.user?.uid,
      gid: options.user?.gid,
    });
    const pid = child.pid;
    if (pid === undefined) throw new Error(`${options.name}: could not start ${options.command}`);
    // Read at once: the start time is the process's own from fork on, exec does not change it.
    const startTime = startTimeOf(pid);
    if (startTime === null) throw new Error(`${options.name} exited at once; see ${options.log}`);
    if (options.detached) child.unref();
    return {
      child,
      record: {
        name: options.name,
        pid,
        startTime,
        stopSignal: options.stopSignal ?? 'SIGTERM',
        group: options.detached,
        log: options.log,
      },
    };
  } finally {
    // The child has its own copy of the descriptor.
    closeSync(out);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops one recorded process: its stop signal, then SIGKILL after `graceMs`. False when it was not running. */
export async function stopProcess(record: ProcessRecord, graceMs = 15_000): Promise<boolean> {
  if (!isRunning(record)) return false;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(record.group ? -record.pid : record.pid, name);
    } catch {
      // Gone between the check and the signal.
    }
  };
  signal(record.stopSignal);
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isRunning(record)) return true;
    await sleep(100);
  }
  signal('SIGKILL');
  while (isRunning(record) && Date.now() < deadline + 5000) await sleep(100);
  return true;
}

export function readRecords(file: string): ProcessRecord[] {
  if (!existsSync(file)) return [];
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? (parsed as ProcessRecord[]) : [];
}

/** Written after each start (through a rename, never half-written), so a failed start can still be stopped. */
export function writeRecords(file: string, records: readonly ProcessRecord[]): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(records, null, 2)}\n`);
  renameSync(partial, file);
}

export function removeRecords(file: string): void {
  rmSync(file, { force: true });
}
