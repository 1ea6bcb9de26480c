/**
 * Next.js startup hook: the Node.js server runs the lead outbox's delivery loop in-process (retries, and rows a
 * crashed process left behind). Not during `next build`, not on the edge runtime; Jest never loads this file.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startDeliveryLoop } = await import('./server/outbox/delivery');
  startDeliveryLoop();
}
