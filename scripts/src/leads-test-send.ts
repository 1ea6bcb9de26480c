/**
 * `npm run leads:test-send -- --form CONTACT_SALES [--email you@example.com] [--json]`: pushes a sample lead of one
 * form type through the real pipeline and prints the lead id and the outbox status of its messages (the logic is
 * web/src/server/leads/test-send.ts, type-checked with the web app).
 *
 * With the embedded PGlite, stop the site first (one process per data directory) or set DATABASE_URL.
 * Runs under tsx with `--conditions=react-server` (web's `import 'server-only'`) and web's tsconfig (its `@/` paths).
 */
import { startupProblem } from '../../web/src/server/startup-check';

type RunLeadTestSend = (argv: string[]) => Promise<number>;

async function main(): Promise<void> {
  const problem = startupProblem();
  if (problem) throw new Error(problem);
  // A computed specifier: the web module is compiled with web's settings (paths, Next types), not this project's.
  const modulePath = new URL('../../web/src/server/leads/test-send.ts', import.meta.url).href;
  const { runLeadTestSend } = (await import(modulePath)) as { runLeadTestSend: RunLeadTestSend };
  process.exitCode = await runLeadTestSend(process.argv.slice(2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
