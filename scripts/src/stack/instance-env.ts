/**
 * What the stack sets in each `next start` instance's environment, on top of the launcher's own (SITE_DATASET,
 * SANITY_*, SMTP_URL … pass through). docker-compose.yml gives its web services the same names
 * (compose-file.test.ts). Pure.
 */
import type { StackConfig } from './stack-config';

export interface SharedServices {
  databaseUrl: string;
  redisUrl: string;
  leadEncryptionKey: string;
}

export function instanceEnv(
  config: StackConfig,
  services: SharedServices,
  port: number,
  inherited: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  return {
    ...inherited,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    // Shared by every instance: mail files, texts and the vPIC database are written by name, never in place.
    DATA_DIR: config.dataDir,
    DATABASE_URL: services.databaseUrl,
    // Next's shared page cache.
    REDIS_URL: services.redisUrl,
    // nginx is the one proxy that appends to X-Forwarded-For (docs/operations.md#client-addresses-trust_proxy).
    TRUST_PROXY: '1',
    // One key for every instance: another instance must read what this one encrypted (docs/operations.md#keys).
    LEAD_ENCRYPTION_KEY: services.leadEncryptionKey,
    // Absolute URLs in cached pages name nginx, not an instance's own port.
    SITE_URL: inherited.SITE_URL?.trim() || config.url,
  };
}

/** The variables the stack itself decides (compose must set each of them on every web service). */
export const STACK_SET_VARIABLES = [
  'NODE_ENV',
  'PORT',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'TRUST_PROXY',
  'LEAD_ENCRYPTION_KEY',
  'SITE_URL',
] as const;
