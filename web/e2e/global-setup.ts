/**
 * Playwright global setup: the mail catcher for the lead specs (SMTP on a fixed port, messages written to the run's
 * inbox folder). The app server, started by the runner before this, sends there through its outbox (SMTP_URL).
 * Returns the teardown: stop the catcher and remove the run's temporary folder (database, inbox).
 */
import { rmSync } from 'node:fs';
import { inboxDir, ownsServer, runDir, SMTP_PORT } from './e2e-env';
import { startMailCatcher } from './mail-catcher';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!ownsServer) return async () => undefined;
  const stop = await startMailCatcher(SMTP_PORT, inboxDir);
  return async () => {
    await stop();
    rmSync(runDir, { recursive: true, force: true });
  };
}
