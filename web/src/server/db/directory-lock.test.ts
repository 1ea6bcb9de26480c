import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from './client';
import {
  acquireDirectoryLock,
  lockVerdict,
  parseLockFile,
  procProbe,
  type LockOwner,
  type ProcessProbe,
} from './directory-lock';

const SELF = 4242;
const probe = (overrides: Partial<ProcessProbe> = {}): ProcessProbe => ({
  bootId: () => 'boot-a',
  startTicks: (pid) => (pid === 77 ? '5000' : null),
  executable: (pid) => (pid === 77 ? '/usr/bin/node' : pid === 88 ? '/usr/bin/sleep' : null),
  isRunning: (pid) => pid === 77 || pid === 88,
  ...overrides,
});

describe('lockVerdict', () => {
  test.each<[string, LockOwner | null, boolean, Partial<ProcessProbe>, string]>([
    ['unreadable file', null, false, {}, 'stale'],
    ['our pid, database open here', { pid: SELF }, true, {}, 'held-by-this-process'],
    [
      'our pid after a restart (fresh pid namespace)',
      { pid: SELF, bootId: 'boot-a', startTicks: '1' },
      false,
      {},
      'stale',
    ],
    ['our pid, older file format', { pid: SELF }, false, {}, 'stale'],
    ['a dead pid', { pid: 99, bootId: 'boot-a', startTicks: '5000' }, false, {}, 'stale'],
    [
      'the live server that wrote it',
      { pid: 77, bootId: 'boot-a', startTicks: '5000' },
      false,
      {},
      'held-by-another-process',
    ],
    ['a recycled pid (another start time)', { pid: 77, bootId: 'boot-a', startTicks: '4000' }, false, {}, 'stale'],
    ['written before a reboot', { pid: 77, bootId: 'boot-b', startTicks: '5000' }, false, {}, 'stale'],
    ['older format, live Node.js process', { pid: 77 }, false, {}, 'held-by-another-process'],
    ['older format, live process that is not Node.js', { pid: 88 }, false, {}, 'stale'],
    [
      'no /proc (macOS): a live pid is trusted',
      { pid: 88, bootId: 'boot-a', startTicks: '1' },
      false,
      { bootId: () => null, startTicks: () => null, executable: () => null },
      'held-by-another-process',
    ],
  ])('%s → %s', (_label, owner, openHere, overrides, expected) => {
    expect(lockVerdict(owner, SELF, openHere, probe(overrides))).toBe(expected);
  });
});

describe('parseLockFile', () => {
  test.each<[string, LockOwner | null]>([
    ['1234', { pid: 1234 }],
    ['{"pid":7,"bootId":"b","startTicks":"9","token":"t"}', { pid: 7, bootId: 'b', startTicks: '9', token: 't' }],
    ['', null],
    ['{"pid":', null],
    ['{"pid":-1}', null],
    ['{"pid":"7"}', null],
  ])('%p', (text, expected) => {
    expect(parseLockFile(text)).toEqual(expected);
  });
});

describe('the lock file on disk (real processes)', () => {
  let dataDir: string;
  let lockFile: string;
  let sleeper: ChildProcess | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-lock-'));
    lockFile = path.join(dataDir, 'db.lock');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    sleeper?.kill('SIGKILL');
    sleeper = undefined;
    rmSync(dataDir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  const startSleeper = async (): Promise<number> => {
    sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    await new Promise((resolve) => sleeper?.once('spawn', resolve));
    if (!sleeper.pid) throw new Error('no pid');
    return sleeper.pid;
  };

  test('a lock left with this process’s own pid (restart in a fresh pid namespace) is taken over', async () => {
    for (const left of [
      String(process.pid),
      JSON.stringify({ pid: process.pid, bootId: procProbe.bootId(), startTicks: '1', token: 'before-restart' }),
    ]) {
      writeFileSync(lockFile, left);
      const handle = await createDb({ dataDir });
      expect(parseLockFile(readFileSync(lockFile, 'utf8'))?.token).not.toBe('before-restart');
      await handle.close();
      expect(existsSync(lockFile)).toBe(false);
    }
  }, 60_000);

  test('a live foreign pid that is not the server which wrote the lock is taken over', async () => {
    const pid = await startSleeper();
    for (const left of [
      String(pid),
      JSON.stringify({ pid, bootId: procProbe.bootId(), startTicks: '1', token: 'recycled' }),
    ]) {
      writeFileSync(lockFile, left);
      const release = acquireDirectoryLock(path.join(dataDir, 'db'));
      expect(parseLockFile(readFileSync(lockFile, 'utf8'))?.pid).toBe(process.pid);
      release();
    }
  });

  test('the live server that wrote the lock keeps it: the second opener is refused', async () => {
    const pid = await startSleeper();
    const owner = { pid, bootId: procProbe.bootId(), startTicks: procProbe.startTicks(pid), token: 'live' };
    writeFileSync(lockFile, JSON.stringify(owner));
    await expect(createDb({ dataDir })).rejects.toMatchObject({
      code: 'EDBLOCKED',
      message: expect.stringMatching(new RegExp(`in use by process ${pid}.*DATABASE_URL`, 's')),
    });
    expect(parseLockFile(readFileSync(lockFile, 'utf8'))?.token).toBe('live');
  });

  test('a clean exit removes the lock (next start ends with process.exit, never closing the database)', () => {
    const before = new Set(process.listeners('exit'));
    const release = acquireDirectoryLock(path.join(dataDir, 'db'));
    const onExit = process.listeners('exit').filter((listener) => !before.has(listener));
    expect(onExit).toHaveLength(1);
    onExit[0]?.(0);
    expect(existsSync(lockFile)).toBe(false);
    expect(process.listeners('exit')).not.toContain(onExit[0]);
    release();
  });
});
