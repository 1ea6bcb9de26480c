/**
 * Next.js startup hook (Node.js server only; not during `next build`, not on the edge runtime; Jest never loads
 * this file on its own): refuses to start with a configuration that would lose data (server/startup-check.ts),
 * appends each request's socket address to X-Forwarded-For before Next.js reads it (client addresses for rate
 * limits), completes each page's Content-Security-Policy and Cache-Control as it is sent
 * (server/http/document-hook.ts), with the shared cache (REDIS_URL) first brings
 * this process's content up to what any instance published (server/shared-cache/content-sync.ts), and runs the lead
 * outbox's delivery loop in-process (retries, and rows a crashed process left) and the alerts' inventory check beside it
 * (docs/alerts.md).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startupProblem } = await import('./server/startup-check');
  const problem = startupProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const { installPeerAddressHook } = await import('./server/http/peer-address');
  installPeerAddressHook();
  const { startContentSync } = await import('./server/shared-cache/content-sync');
  const { installDocumentHook } = await import('./server/http/document-hook');
  installDocumentHook(startContentSync());
  const { startDeliveryLoop } = await import('./server/outbox/delivery');
  startDeliveryLoop();
  const { startAlertLoop } = await import('./server/alerts/alert-loop');
  startAlertLoop();
}
