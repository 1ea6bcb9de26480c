/**
 * A loopback stand-in for Meta's Graph API: the app's Conversions API adapter posts here (META_GRAPH_API_URL in
 * playwright.config.ts), and every event it receives is written to the run's folder as JSON; specs poll it.
 * Started by global-setup.ts on a fixed port.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

/** One Conversions API event as the server sent it (user data hashed). */
export interface CaughtServerEvent {
  path: string;
  event_name: string;
  event_id: string;
  user_data: Record<string, unknown>;
  custom_data: Record<string, unknown>;
}

export async function startCapiCatcher(port: number, folder: string): Promise<() => Promise<void>> {
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: Record<string, unknown>[] };
        for (const event of body.data ?? []) {
          count += 1;
          writeFileSync(
            path.join(folder, `${Date.now()}-${count}.json`),
            JSON.stringify({ path: request.url ?? '', ...event }),
          );
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"events_received":1}');
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

export function readServerEvents(folder: string): CaughtServerEvent[] {
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CaughtServerEvent);
}

/** Polls until the server sent the event with this id (it forwards right after the browser's post). */
export async function waitForServerEvent(
  folder: string,
  eventId: string,
  eventName: string,
  timeoutMs = 15_000,
): Promise<CaughtServerEvent> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Meta deduplicates by name and id: one submission's events share its id (docs/tracking.md).
    const found = readServerEvents(folder).find(
      (event) => event.event_id === eventId && event.event_name === eventName,
    );
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no Conversions API event ${eventName} ${eventId} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
