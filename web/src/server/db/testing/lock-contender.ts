/**
 * Test support: one process contending for an embedded database's directory lock, driven over stdin by
 * directory-lock.race.test.ts. Each `go <epoch ms>` line: wait until that moment (so two contenders start together),
 * try the lock once, print `acquired` or `refused`; `release` lets a held lock go. Runs under tsx with
 * `--conditions=react-server` (the lock module's `import 'server-only'`).
 */
import { createInterface } from 'node:readline';

import { acquireDirectoryLock } from '../directory-lock';

const directory = process.argv[2];
if (!directory) throw new Error('usage: lock-contender <directory>');

let release: (() => void) | null = null;

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, argument] = line.trim().split(' ');
  if (command === 'go') {
    const at = Number(argument);
    while (Date.now() < at) {
      // Busy-wait: a timer would add milliseconds of jitter between the two contenders.
    }
    try {
      release = acquireDirectoryLock(directory);
      process.stdout.write('acquired\n');
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'error';
      process.stdout.write(code === 'EDBLOCKED' ? 'refused\n' : `error ${String(error)}\n`);
    }
  } else if (command === 'release') {
    release?.();
    release = null;
    process.stdout.write('released\n');
  }
});
process.stdout.write('ready\n');
