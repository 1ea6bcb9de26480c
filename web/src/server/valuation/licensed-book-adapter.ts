import 'server-only';
import { z } from 'zod';
import {
  ValuationNotConfiguredError,
  type ValuationAdapter,
  type ValuationQuery,
  type ValuationResult,
  type VehiclePicker,
} from './types';

/**
 * Production valuation: a licensed guide book (Black Book or J.D. Power). Both license their used-vehicle values by
 * contract (credentials, customer id, allowed regions), so there is no public endpoint to call without one.
 *
 * To go live:
 * 1. Set `VALUATION_PROVIDER=black-book` (or `jd-power`) and the licence settings below.
 * 2. Implement `value()` with the vendor's used-vehicle lookup (year/make/model/trim — or VIN — plus mileage and
 *    the ZIP code's state for the regional adjustment) and map its response to `ValuationPrices`. The price keys
 *    (`adjusted_whole_clean|avg|rough`, `add_deduct_whole_*`, `adjusted_retail_avg`, `add_deduct_retail_avg`) are
 *    Black Book's used-value names; for J.D. Power map trade-in clean/average/rough and retail the same way.
 * 3. Implement the pickers with the vendor's drill-down (years → makes → models → series/trims).
 * 4. Return `{status: 'cannot-price'}` when the book has no value; throw on transport errors.
 *
 * Until then, selecting it fails loudly with `ValuationNotConfiguredError` instead of inventing numbers.
 */

export const LICENSED_BOOK_PROVIDERS = ['black-book', 'jd-power'] as const;
export type LicensedBookProvider = (typeof LICENSED_BOOK_PROVIDERS)[number];

export interface LicensedBookConfig {
  provider: LicensedBookProvider;
  /** Vendor API base URL from the licence agreement. */
  apiUrl?: string;
  /** Black Book: username; J.D. Power: API key id. */
  username?: string;
  /** Black Book: password; J.D. Power: API secret. */
  password?: string;
  /** Black Book customer id (optional for J.D. Power). */
  customerId?: string;
}

const blank = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  VALUATION_PROVIDER: z.enum(['embedded', ...LICENSED_BOOK_PROVIDERS]).default('embedded'),
  VALUATION_API_URL: blank,
  VALUATION_API_USERNAME: blank,
  VALUATION_API_PASSWORD: blank,
  VALUATION_CUSTOMER_ID: blank,
});

/** The licensed-book settings from the environment, or null when the embedded table is used (the default). */
export function licensedBookConfigFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): LicensedBookConfig | null {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    throw new ValuationNotConfiguredError(
      `VALUATION_PROVIDER must be one of embedded, ${LICENSED_BOOK_PROVIDERS.join(', ')}`,
    );
  const settings = parsed.data;
  if (settings.VALUATION_PROVIDER === 'embedded') return null;
  return {
    provider: settings.VALUATION_PROVIDER,
    apiUrl: settings.VALUATION_API_URL,
    username: settings.VALUATION_API_USERNAME,
    password: settings.VALUATION_API_PASSWORD,
    customerId: settings.VALUATION_CUSTOMER_ID,
  };
}

export function missingLicenceSettings(config: LicensedBookConfig): string[] {
  const missing: string[] = [];
  if (!config.apiUrl) missing.push('VALUATION_API_URL');
  if (!config.username) missing.push('VALUATION_API_USERNAME');
  if (!config.password) missing.push('VALUATION_API_PASSWORD');
  if (config.provider === 'black-book' && !config.customerId) missing.push('VALUATION_CUSTOMER_ID');
  return missing;
}

function notConfigured(config: LicensedBookConfig, query?: ValuationQuery): never {
  const vehicle = query ? ` (asked to price a ${query.year} ${query.make} ${query.model})` : '';
  const missing = missingLicenceSettings(config);
  throw new ValuationNotConfiguredError(
    missing.length > 0
      ? `Valuation provider "${config.provider}" is selected but not configured: set ${missing.join(', ')}${vehicle}.`
      : `Valuation provider "${config.provider}" is configured but its client is not implemented${vehicle}; see ` +
          'web/src/server/valuation/licensed-book-adapter.ts, or unset VALUATION_PROVIDER to use the embedded table.',
  );
}

export function createLicensedBookAdapter(config: LicensedBookConfig): ValuationAdapter & VehiclePicker {
  return {
    name: config.provider,
    // Same signature as a real client; the query is unused until one is written.
    value: async (query: ValuationQuery): Promise<ValuationResult> => notConfigured(config, query),
    years: async () => notConfigured(config),
    makes: async () => notConfigured(config),
    models: async () => notConfigured(config),
    trims: async () => notConfigured(config),
  };
}
