import 'server-only';
import { z } from 'zod';

/**
 * Every environment variable the server reads, validated once. Names are a contract (DESIGN.md, README env table).
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
  /** Where embedded seed NDJSON lives; defaults to the repository's seed/dist. */
  SEED_DIR: optional,
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
