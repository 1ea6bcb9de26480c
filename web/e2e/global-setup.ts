/**
 * Playwright global setup: the mail catcher for the lead specs and the Conversions API catcher for the tracking
 * specs (SMTP on a fixed port, messages written to the run's
 * inbox folder). The app server, started by the runner before this, sends there through its outbox (SMTP_URL).
 * Returns the teardown: stop the catcher and remove the run's temporary folder (database, inbox).
 */
import { rmSync } from 'node:fs';
import { startCapiCatcher } from './capi-catcher';
import { CAPI_PORT, capiDir, inboxDir, ownsServer, runDir, SMTP_PORT } from './e2e-env';
import { startMailCatcher } from './mail-catcher';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!ownsServer) return async () => undefined;
  const stop = await startMailCatcher(SMTP_PORT, inboxDir);
  const stopCapi = await startCapiCatcher(CAPI_PORT, capiDir);
  return async () => {
    await stop();
    await stopCapi();
    rmSync(runDir, { recursive: true, force: true });
  };
}
