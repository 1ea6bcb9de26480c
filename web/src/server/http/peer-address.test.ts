/**
 * The socket address under a real Node HTTP server (what `next start` runs): a client writing its own
 * X-Forwarded-For can neither choose its address nor get a fresh rate-limit bucket per request.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';

import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import { leads } from '@/server/db/schema';
import { testBackends, type OpenedBackend } from '@/server/db/testing/test-backends';
import { clientIp, hashIdentifier } from '@/server/leads/client-ip';
import { DEFAULT_LEAD_LIMITS } from '@/server/leads/lead-limits';
import { embeddedLeadContent } from '@/server/leads/testing/embedded-lead-content';
import { handleLeadRequest } from '@/server/leads/lead-request';
import { installPeerAddressHook } from './peer-address';

process.env.LEAD_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');
jest.setTimeout(60_000);

const uninstallPeerAddressHook = installPeerAddressHook();
afterAll(() => uninstallPeerAddressHook());

function toRequest(incoming: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`http://localhost${incoming.url ?? '/'}`, {
    method: incoming.method,
    headers,
    body: incoming.method === 'POST' ? new Uint8Array(body) : undefined,
  });
}

async function listen(handler: (request: Request) => Promise<Response>): Promise<{ server: Server; url: string }> {
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void handler(toRequest(incoming, Buffer.concat(chunks))).then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('the peer-address hook', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    ({ server, url } = await listen(async (request) =>
      Response.json({
        forwarded: request.headers.get('x-forwarded-for'),
        hop0: clientIp(request.headers, 0),
        hop1: clientIp(request.headers, 1),
      }),
    ));
  });
  afterAll(() => close(server));

  test.each([
    ['no header', undefined, '127.0.0.1', '127.0.0.1', '127.0.0.1'],
    ['a spoofed header', '6.6.6.6', '6.6.6.6, 127.0.0.1', '127.0.0.1', '6.6.6.6'],
    ['a spoofed chain', '1.1.1.1, 6.6.6.6', '1.1.1.1, 6.6.6.6, 127.0.0.1', '127.0.0.1', '6.6.6.6'],
  ])('%s: the socket address is appended last', async (_label, sent, forwarded, hop0, hop1) => {
    const response = await fetch(url, { headers: sent ? { 'x-forwarded-for': sent } : {} });
    // hop1 is what a server behind one proxy would trust; here nothing is in front, so TRUST_PROXY must stay 0.
    expect(await response.json()).toEqual({ forwarded, hop0, hop1 });
  });
});

describe.each(testBackends())('POST /api/leads with a spoofed X-Forwarded-For (%s)', (_name, backend) => {
  let store: OpenedBackend;
  let server: Server;
  let url: string;
  const limits = {
    ...DEFAULT_LEAD_LIMITS,
    perIp: { limit: 3, windowSeconds: 600 },
    perEmail: { limit: 100, windowSeconds: 600 },
  };
  beforeAll(async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    store = await backend.open();
    ({ server, url } = await listen((request) =>
      handleLeadRequest(request, {
        content: embeddedLeadContent('sell-car'),
        db: store.db,
        kick: () => undefined,
        limits,
        // One instant inside one rate-limit window: a run crossing a window's edge would start a fresh count.
        now: () => new Date('2026-11-28T12:03:00Z'),
      }),
    ));
  });
  afterAll(async () => {
    await close(server);
    await store.close();
    jest.restoreAllMocks();
  });

  test('a new header per request does not get a fresh bucket; the stored address is the socket’s', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fetch(`${url}/api/leads`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-forwarded-for': `198.51.100.${attempt + 1}`,
        },
        body: JSON.stringify({ form: 'CONTACT_SALES', ...SAMPLE_LEADS.CONTACT_SALES }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const stored = await store.db.select({ ipHash: leads.ipHash }).from(leads);
    expect(stored).toHaveLength(3);
    const socketHash = hashIdentifier('ip', '127.0.0.1');
    expect(await store.db.select({ ipHash: leads.ipHash }).from(leads).where(eq(leads.ipHash, socketHash))).toEqual(
      stored,
    );
  });
});
