/**
 * Test support: a TCP proxy on loopback in front of a database server, to stop "the database" for one test without
 * touching the shared server. `cut()` drops every open connection and stops listening, so new connections are
 * refused: what a client sees when PostgreSQL stops. `restore()` listens again on the same port.
 */
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export interface CutProxy {
  /** The loopback port clients connect to (stable across cut and restore). */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCutProxy(target: { host: string; port: number }): Promise<CutProxy> {
  const open = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const listen = async () => {
    const instance = createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      // Either side failing or ending takes the other down with it, as a dying server's connection does.
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      instance.once('error', reject);
      instance.listen(port, '127.0.0.1', () => resolve());
    });
    port = (instance.address() as AddressInfo).port;
    server = instance;
  };

  const stopListening = async () => {
    const current = server;
    server = undefined;
    for (const socket of open) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut: stopListening,
    restore: listen,
    close: stopListening,
  };
}
