// One Jest run for every workspace. Transforms go through Next's SWC (next/jest), so TypeScript and JSX need no
// extra compiler. Browser tests are Playwright's (web/e2e), not Jest's.
import nextJest from 'next/jest.js';

const createConfig = nextJest({ dir: './web' });

const project = async (name, overrides) => {
  const config = await createConfig({
    displayName: name,
    testEnvironment: 'node',
    moduleNameMapper: {
      '^@/(.*)$': '<rootDir>/web/src/$1',
      '^server-only$': '<rootDir>/web/test/server-only-stub.cjs',
    },
    ...overrides,
  })();
  // next/jest ignores node_modules; our workspace packages are TypeScript sources that need transforming too.
  config.transformIgnorePatterns = ['/node_modules/(?!(@dealer|@electric-sql/pglite)/)'];
  // PGlite's CommonJS build uses import() for Node built-ins (see the transform); everything else keeps next/jest's.
  config.transform = {
    '/@electric-sql/pglite/dist/.+\\.cjs$': '<rootDir>/web/src/server/db/testing/jest-pglite-transform.cjs',
    ...config.transform,
  };
  config.rootDir = process.cwd();
  return config;
};

const config = async () => ({
  // Suites that open a database or start servers in their hooks share two cores with the rest of the run: Jest's
  // 5-second default ran out there on a loaded machine. A test that hangs still fails, later.
  testTimeout: 30_000,
  projects: [
    await project('schemas', { testMatch: ['<rootDir>/schemas/**/*.test.ts'] }),
    await project('seed', { testMatch: ['<rootDir>/seed/**/*.test.ts'] }),
    await project('studio', {
      testMatch: ['<rootDir>/studio/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    }),
    await project('scripts', { testMatch: ['<rootDir>/scripts/**/*.test.ts'] }),
    await project('web', {
      testMatch: ['<rootDir>/web/src/**/*.test.ts'],
    }),
    await project('web-dom', {
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/web/test/setup-dom.ts'],
    }),
  ],
});

export default config;
