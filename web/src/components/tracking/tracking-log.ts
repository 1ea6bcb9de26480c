/**
 * The events log (docs/tracking.md#events-log): with TRACKING_DEBUG=1 on the server, or in development, every event the
 * dispatcher sent or withheld goes to the console and to `window.__trackingLog`, so anyone (and the browser suites)
 * can read what would reach GA4 and Meta without a third-party host.
 */
import type { TrackingLogEntry } from './dispatcher';

declare global {
  interface Window {
    __trackingLog?: TrackingLogEntry[];
  }
}

export function logTrackingEntry(entry: TrackingLogEntry, debug: boolean): void {
  if (!debug) return;
  (window.__trackingLog ??= []).push(entry);
  const withheld = Object.entries(entry.withheld).map(([destination, reason]) => `${destination} (${reason})`);
  console.info(
    `[tracking] ${entry.name} ${entry.value} ${entry.currency} id=${entry.eventId}` +
      ` sent=[${entry.sent.join(', ')}] withheld=[${withheld.join(', ')}]` +
      ` consent=${JSON.stringify(entry.consent)}`,
  );
}
