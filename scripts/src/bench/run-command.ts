/** Runs a command to completion; its output is kept (the tail) for the error when it fails. */
import { spawn } from 'node:child_process';

export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; echo?: boolean },
): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...options.env },
    });
    const keep = (chunk: Buffer) => {
      if (options.echo) process.stdout.write(chunk);
      output = (output + chunk.toString('utf8')).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${[command, ...args].join(' ')} exited ${code}:\n${output}`)),
    );
  });
}
