/**
 * The physical-limit baseline: a plain Node `http` server in its own process answering every request with the
 * same HTML bytes from memory. A separate process, like `next start`, so neither shares autocannon's event loop.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trackGroup, untrackGroup } from './child-groups';
import { waitFor } from './wait-for';

const SERVER_SOURCE = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.env.BASELINE_FILE);
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    response.end(body);
  })
  .listen(Number(process.env.BASELINE_PORT), '127.0.0.1');
`;

export interface BaselineServer {
  base: string;
  stop: () => Promise<void>;
}

export async function startBaselineServer(html: Buffer, port: number): Promise<BaselineServer> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'));
  const file = path.join(folder, 'page.html');
  writeFileSync(file, html);
  const child = spawn(process.execPath, ['-e', SERVER_SOURCE], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, BASELINE_FILE: file, BASELINE_PORT: String(port) },
  });
  let exited = false;
  if (child.pid) trackGroup(child.pid);
  child.on('exit', () => {
    exited = true;
    if (child.pid) untrackGroup(child.pid);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await waitFor(() => exited, 5000);
    rmSync(folder, { recursive: true, force: true });
  };
  const up = await waitFor(async () => exited || (await fetch(base).catch(() => undefined))?.ok === true, 10_000);
  if (!up || exited) {
    await stop();
    throw new Error(`the baseline server did not answer on ${base}`);
  }
  return { base, stop };
}
