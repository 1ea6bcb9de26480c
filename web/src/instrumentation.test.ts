/** The server refuses to start on a shared database without a configured key (one line, exit code 1). */
import { SHARED_KEY_REQUIRED_MESSAGE } from '@/server/crypto/shared-key-check';
import { register } from './instrumentation';

test('next start with DATABASE_URL and no LEAD_ENCRYPTION_KEY exits with the one-line reason', async () => {
  process.env.NEXT_RUNTIME = 'nodejs';
  process.env.DATABASE_URL = 'postgres://dealer@127.0.0.1:1/nowhere';
  delete process.env.LEAD_ENCRYPTION_KEY;
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${String(code)}`);
  });
  try {
    await expect(register()).rejects.toThrow('exit 1');
    expect(error.mock.calls).toEqual([[SHARED_KEY_REQUIRED_MESSAGE]]);
  } finally {
    exit.mockRestore();
    error.mockRestore();
  }
});

test('next start with a malformed key in LEAD_ENCRYPTION_KEY exits with the one-line reason, embedded database too', async () => {
  process.env.NEXT_RUNTIME = 'nodejs';
  delete process.env.DATABASE_URL;
  process.env.LEAD_ENCRYPTION_KEY = `new:${Buffer.alloc(32, 1).toString('base64')},old:not-a-key!`;
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${String(code)}`);
  });
  try {
    // A fresh module registry: the environment is read once per process (server/env.ts).
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./instrumentation');
      await expect(fresh.register()).rejects.toThrow('exit 1');
    });
    expect(error.mock.calls).toEqual([[expect.stringMatching(/^LEAD_ENCRYPTION_KEY entry 2 is not base64/)]]);
  } finally {
    exit.mockRestore();
    error.mockRestore();
  }
});
