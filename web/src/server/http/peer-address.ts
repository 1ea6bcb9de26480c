import 'server-only';
import type { IncomingMessage } from 'node:http';
import { wrapServerEmit, type Emit } from './server-emit';

/**
 * `next start` sets `X-Forwarded-For` to the socket's address only when the request has none, so a client sending its
 * own header would otherwise choose its address (and a fresh rate-limit bucket per request). This hook runs before
 * Next.js sees a request and appends the socket's peer address to `X-Forwarded-For`, as a reverse proxy does: the
 * last entry is then always the connecting peer, and leads/client-ip.ts counts TRUST_PROXY hops back from it.
 */
const installed = globalThis as typeof globalThis & { __dealerPeerHook?: boolean };

/** `::ffff:203.0.113.9` (an IPv4 client on a dual-stack socket) is `203.0.113.9`. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** Appends the request's socket peer to its `X-Forwarded-For` (exported for tests). */
export function appendPeerAddress(request: IncomingMessage): void {
  const peer = request.socket?.remoteAddress;
  if (!peer) return;
  const prior = request.headers['x-forwarded-for'];
  const forwarded = Array.isArray(prior) ? prior.join(', ') : prior;
  const address = normaliseAddress(peer);
  request.headers['x-forwarded-for'] = forwarded?.trim() ? `${forwarded}, ${address}` : address;
}

/**
 * Installs the hook on every HTTP(S) server of this process, once (instrumentation.ts calls it at startup).
 * Returns the undo (tests).
 */
export function installPeerAddressHook(): () => void {
  if (installed.__dealerPeerHook) return () => undefined;
  installed.__dealerPeerHook = true;
  const undo = wrapServerEmit(
    (inherited): Emit =>
      function (event, ...args) {
        if (event === 'request') appendPeerAddress(args[0] as IncomingMessage);
        return inherited.call(this, event, ...args);
      },
  );
  return () => {
    undo();
    installed.__dealerPeerHook = false;
  };
}
