import 'server-only';
import http from 'node:http';
import https from 'node:https';

/** A Node server's `emit`, as the hooks below see it. */
export type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * Replaces `emit` on the HTTP and HTTPS server prototypes with `wrap(inherited)`, so a hook sees every request of
 * this process's servers before Next.js does. Returns the undo: tests restore the prototypes, because Node's
 * built-in modules are shared by every test file a Jest worker runs. Undo in the reverse order of installing.
 */
export function wrapServerEmit(wrap: (inherited: Emit) => Emit): () => void {
  const undos = [http.Server.prototype, https.Server.prototype].map((prototype) => {
    const inherited = prototype.emit as Emit;
    Object.defineProperty(prototype, 'emit', { value: wrap(inherited), writable: true, configurable: true });
    return () => Object.defineProperty(prototype, 'emit', { value: inherited, writable: true, configurable: true });
  });
  return () => undos.forEach((undo) => undo());
}
