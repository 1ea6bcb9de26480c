/**
 * `npm run keys:rotate`: re-encrypts stored lead data under the current key, the first one in
 * LEAD_ENCRYPTION_KEY (docs/operations.md#keys). Run it after putting a new key first; once it reports no unreadable rows,
 * the old keys can be removed from LEAD_ENCRYPTION_KEY. Prints counts only, never data.
 * With the embedded PGlite, stop the site first (one process per data directory) or set DATABASE_URL.
 */
import { leadKeyRing } from '../../web/src/server/crypto/lead-crypto';
import { rotateLeadCiphertexts } from '../../web/src/server/crypto/rotate-keys';
import { closeDb, getDbHandle } from '../../web/src/server/db/client';
import { startupProblem } from '../../web/src/server/startup-check';

async function main(): Promise<void> {
  const problem = startupProblem();
  if (problem) throw new Error(problem);
  const ring = leadKeyRing();
  const { db, backend } = await getDbHandle();
  try {
    const report = await rotateLeadCiphertexts(db, ring);
    console.log(
      JSON.stringify({
        event: 'keys.rotated',
        backend,
        currentKeyId: ring.current.id,
        keyIds: ring.all.map((key) => key.id),
        rotated: report.rotated,
        alreadyCurrent: report.current,
        unreadable: report.unreadable.length,
        unreadableLeadIds: report.unreadable,
      }),
    );
    if (report.unreadable.length > 0) {
      console.error(
        `${report.unreadable.length} row(s) open with no key in LEAD_ENCRYPTION_KEY: add the key they were written with.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
