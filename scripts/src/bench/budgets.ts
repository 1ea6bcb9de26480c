/**
 * The site's performance budgets, each named once (bench/README.md says how each is measured). `npm run bench` reports every measurement
 * against these; tests never assert them. Budgets relative to the framework floor (a minimal static Next.js page
 * built from the repository's own `next`, see minimal-next-app.ts) are measured against it in the same run.
 */
export const BUDGETS = {
  /** Lighthouse mobile performance score (0–100) on home, inventory, vehicle page, article, contact, sell flow. */
  lighthousePerformanceMin: 98,
  /** Cumulative Layout Shift. */
  clsMax: 0.02,
  /** Total Blocking Time over the minimal Next page's TBT in the same run, ms. */
  tbtOverFloorMaxMs: 50,
  /** Anonymous page views: req/s at 10 connections as a share of the minimal static Next page's. */
  pageThroughputShareOfFloorMin: 0.3,
  /** Anonymous page views: p95 at 50 connections, ms. */
  pageP95At50MaxMs: 100,
  /** Uncompressed HTML of a home page, KB. */
  homeHtmlMaxKb: 60,
  /** First-load JavaScript of a content page, gzip bytes. */
  firstLoadJsMaxBytes: 150 * 1024,
  /** Inventory search p95 over 5,000 vehicles on the embedded dataset, ms. */
  inventoryQueryP95MaxMs: 30,
  /** Lead POST p95 at an offered 50 leads/s (open loop, two processes on PostgreSQL), ms. */
  leadPostP95MaxMs: 50,
  /** Leads accepted but never delivered. */
  leadsLostMax: 0,
  /** Lead mails delivered more than once. */
  leadsDuplicatedMax: 0,
} as const;

/** The offered load the lead budget is stated at, leads per second. */
export const LEAD_OFFERED_RATE = 50;

/** Concurrent connections of the closed-loop POST lines (offers, and the leads' capacity figure). */
export const POST_CONNECTIONS = 50;
