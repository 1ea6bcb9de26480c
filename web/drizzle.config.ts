import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (cwd web/) writes SQL migrations that getDb() applies at startup on PGlite and Postgres.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
