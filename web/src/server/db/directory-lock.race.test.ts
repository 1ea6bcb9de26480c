/**
 * Two real processes starting on a stale `db.lock` at the same moment: exactly one gets it. Before the takeover was
 * atomic both could judge the lock stale, and the second deleted the first's fresh lock, so both opened the PGlite
 * directory. Repeated many times so the two contenders really race.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { procProbe } from './directory-lock';

const root = path.resolve(__dirname, '../../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const contender = path.join(__dirname, 'testing/lock-contender.ts');
const ROUNDS = 40;

interface Contender {
  child: ChildProcessWithoutNullStreams;
  next(): Promise<string>;
}

function startContender(directory: string): Contender {
  const child = spawn(tsx, ['--conditions=react-server', contender, directory], { cwd: root });
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const resolve = waiting.shift();
    if (resolve) resolve(line);
    else lines.push(line);
  });
  child.stderr.resume();
  return {
    child,
    next: () => {
      const line = lines.shift();
      return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

let dataDir: string;
let contenders: Contender[] = [];
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-lock-race-'));
});
afterAll(() => {
  for (const { child } of contenders) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

test(`two processes on a stale lock at once: exactly one gets it (${ROUNDS} rounds)`, async () => {
  const directory = path.join(dataDir, 'db');
  const lockFile = `${directory}.lock`;
  contenders = [startContender(directory), startContender(directory)];
  expect(await Promise.all(contenders.map((c) => c.next()))).toEqual(['ready', 'ready']);

  const outcomes: string[][] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // A lock left by a server that is gone: a pid no process has, from this boot, with a start time.
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: 4_194_000 + round, bootId: procProbe.bootId(), startTicks: '1', token: `dead-${round}` }),
    );
    const at = Date.now() + 150;
    for (const { child } of contenders) child.stdin.write(`go ${at}\n`);
    const results = await Promise.all(contenders.map((c) => c.next()));
    outcomes.push(results);
    for (const { child } of contenders) child.stdin.write('release\n');
    await Promise.all(contenders.map((c) => c.next()));
  }
  const winners = outcomes.map((results) => results.filter((result) => result === 'acquired').length);
  expect(outcomes.flat().filter((result) => result !== 'acquired' && result !== 'refused')).toEqual([]);
  expect(winners).toEqual(Array.from({ length: ROUNDS }, () => 1));
  // Nothing of the takeover is left beside the lock (temp files, claims).
  expect(readdirSync(dataDir).filter((name) => name !== 'db')).toEqual([]);
}, 180_000);
