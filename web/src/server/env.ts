import 'server-only';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once. Names are a contract with operators (docs/operations.md#environment).
 * Unset third-party settings mean "use the local adapter", never an error.
 */
const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  DATA_DIR: z.string().default('.data'),
  SITE_DATASET: z.enum(['sell-car', 'dealership']).default('sell-car'),
  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: optional,
  SANITY_API_READ_TOKEN: optional,
  SANITY_REVALIDATE_SECRET: optional,
  /** Signs the Studio's test-lead and lead-delivery requests (/api/studio/*); unset = those endpoints answer 404. */
  LEAD_TEST_SECRET: optional,
  /** Studio origin(s) allowed by CORS on /api/studio/*, comma-separated; unset = NEXT_PUBLIC_SANITY_STUDIO_URL's. */
  STUDIO_ORIGIN: optional,
  /**
   * The public origin of absolute URLs in cached pages (canonical links, JSON-LD) when the store has no Site URL in
   * the Studio; unset = http://localhost:$PORT. Cached pages are shared, so they cannot take it from a request.
   */
  SITE_URL: optional,
  /**
   * The environment experiment configs are scoped to: `local` (= development), `development`, `staging` or
   * `production`; unset = NODE_ENV's.
   */
  SITE_ENV: optional,
  /** Where embedded seed NDJSON lives; defaults to the repository's seed/dist. */
  SEED_DIR: optional,
  /** Leads store (server/db): `postgres://…` uses Postgres; unset = embedded PGlite in $DATA_DIR/db. */
  DATABASE_URL: optional,
  /**
   * Next's page cache shared by every instance (`redis://[:password@]host:port[/db]`, docs/caching.md); unset = each
   * process keeps its own in memory. The cache handler, loaded by Next outside the app, reads it from process.env.
   */
  REDIS_URL: optional,
  /** Lead mail (server/mail): `smtp://user:pass@host:port`; unset = .eml files under $DATA_DIR/mail. */
  SMTP_URL: optional,
  /** Sender address of lead mail. */
  MAIL_FROM: optional,
  /** 32-byte base64 AES-256-GCM key for sensitive lead data; unset = a dev key generated into $DATA_DIR. */
  LEAD_ENCRYPTION_KEY: optional,
  /**
   * Proxy hops in front of the server whose `X-Forwarded-For` entries are trusted (leads/client-ip.ts): 0 = the
   * socket's peer is the client; 1 = one proxy (nginx, Vercel) appended the client; 2 = e.g. Cloudflare → nginx.
   */
  TRUST_PROXY: z.coerce
    .number({ error: 'a whole number of trusted proxy hops (0 = no proxy)' })
    .int('a whole number of trusted proxy hops (0 = no proxy)')
    .min(0, 'a whole number of trusted proxy hops (0 = no proxy)')
    .max(10, 'at most 10 trusted proxy hops')
    .default(0),
  /** Meta Pixel id (public, sent to the browser once targeting consent allows); unset = no pixel. */
  META_PIXEL_ID: optional,
  /** Meta Conversions API access token (server/meta); unset = the local adapter, nothing sent. */
  META_CAPI_TOKEN: optional,
  /**
   * The Graph API origin the Conversions API adapter posts to; unset = Meta's (https://graph.facebook.com). The
   * browser suite points it at a loopback catcher.
   */
  META_GRAPH_API_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** `1` = the events log (console and window.__trackingLog) in the browser; always on in development. */
  TRACKING_DEBUG: optional,
  /** GA4 measurement id (public, sent to the browser once analytics consent allows); unset = no GA. */
  GA_MEASUREMENT_ID: optional,
  /** Twilio account (server/sms): all three set = Twilio Verify texts and checks the codes; unset = embedded adapter. */
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  /** Twilio Verify Service SID (VA…). */
  TWILIO_VERIFY_SERVICE_SID: optional,
  /** Statsig client SDK key (public, sent to the browser); unset = local experiment overrides from the CMS. */
  STATSIG_CLIENT_KEY: optional,
  /** Statsig Console API key (server/statsig): experiment names from the console; unset = CMS experiment overrides. */
  STATSIG_CONSOLE_KEY: optional,
});

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
      throw new Error(`Invalid environment: ${fields}`);
    }
    cached = parsed.data;
  }
  return cached;
}
