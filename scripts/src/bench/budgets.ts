/**
 * The performance budgets of DESIGN.md ("Budgets"), each named once. `npm run bench` reports every measurement
 * against these; tests never assert them.
 */
export const BUDGETS = {
  /** Lighthouse mobile performance score (0–100) on home, inventory, vehicle page, article, sell flow. */
  lighthousePerformanceMin: 95,
  /** Cumulative Layout Shift. */
  clsMax: 0.02,
  /** Total Blocking Time, ms. */
  tbtMaxMs: 150,
  /** First-load JavaScript of a content page, gzip bytes. */
  firstLoadJsMaxBytes: 150 * 1024,
  /** Inventory search p95 over 5,000 vehicles on the embedded dataset, ms. */
  inventoryQueryP95MaxMs: 30,
  /** Lead POST p95 at 50 concurrent connections, ms. */
  leadPostP95MaxMs: 50,
  /** Leads accepted but never delivered. */
  leadsLostMax: 0,
} as const;

/** The load DESIGN.md states the lead budget at. */
export const POST_CONNECTIONS = 50;
