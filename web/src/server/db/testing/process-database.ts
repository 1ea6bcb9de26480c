import type { OpenedBackend, TestBackend } from './test-backends';

/** Where getDb() keeps the process database (server/db/client.ts). */
const processDb = globalThis as { __dealerDb?: Promise<unknown> };

/**
 * For the describe block it is called in: opens `backend` and makes it the process database, the one getDb() hands a
 * route module, so routes run here as Next runs them; closes it after the block. Returns the opened database (from
 * beforeAll on).
 */
export function asProcessDatabase(backend: TestBackend): () => OpenedBackend {
  let store: OpenedBackend | undefined;
  beforeAll(async () => {
    store = await backend.open();
    processDb.__dealerDb = Promise.resolve(store);
  });
  afterAll(async () => {
    processDb.__dealerDb = undefined;
    await store?.close();
  });
  return () => {
    if (!store) throw new Error('the process database opens in beforeAll');
    return store;
  };
}
