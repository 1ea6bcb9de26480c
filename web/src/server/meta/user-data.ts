import 'server-only';
import { createHash } from 'node:crypto';
import { US_STATE_CODES } from './us-state-codes';

/**
 * Meta Conversions API customer information parameters: normalised per Meta's rules, then SHA-256 hex. Values that
 * are already 64-character hex digests are passed through (the browser may hash before sending).
 * https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/customer-information-parameters
 */
export const HASHED_USER_FIELDS = ['em', 'ph', 'fn', 'ln', 'ct', 'st', 'zp', 'country', 'external_id'] as const;
export type HashedUserField = (typeof HASHED_USER_FIELDS)[number];

const SHA256_HEX = /^[a-f0-9]{64}$/;

/** Lower-case letters only, accents kept (Meta: UTF-8, no punctuation, no spaces for city). */
const lettersOnly = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}]/gu, '');

const US_NAMES = new Set(['unitedstates', 'unitedstatesofamerica', 'usa']);

export function normalizeUserField(field: HashedUserField, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  switch (field) {
    case 'em':
      return value.toLowerCase();
    case 'ph': {
      const digits = value.replace(/\D/g, '').replace(/^0+/, '');
      if (digits.length < 7) return null;
      // Country code required; the sites are US-only, so a bare 10-digit number gets the leading 1.
      return digits.length === 10 ? `1${digits}` : digits;
    }
    case 'fn':
    case 'ln':
      return (
        value
          .toLowerCase()
          .normalize('NFC')
          .replace(/[\s\p{P}\p{S}\d]/gu, '') || null
      );
    case 'ct':
      return lettersOnly(value) || null;
    case 'st': {
      // US states as their 2-letter code ("Texas" → tx, not "te"); other regions lower case without punctuation.
      const letters = lettersOnly(value);
      return US_STATE_CODES.get(letters) ?? (letters || null);
    }
    case 'zp': {
      const compact = value.toLowerCase().replace(/[\s-]/g, '');
      // US zip codes: the first five digits only.
      return /^\d{5,}$/.test(compact) ? compact.slice(0, 5) : compact || null;
    }
    case 'country': {
      // ISO 3166-1 alpha-2; the sites are US-only, so the US spelled out maps too (Meta's example: United States → us).
      const letters = lettersOnly(value);
      if (US_NAMES.has(letters)) return 'us';
      return letters.length === 2 ? letters : null;
    }
    case 'external_id':
      return value.toLowerCase();
  }
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function hashUserField(field: HashedUserField, raw: string): string | null {
  const trimmed = raw.trim().toLowerCase();
  if (SHA256_HEX.test(trimmed)) return trimmed;
  const normalized = normalizeUserField(field, raw);
  return normalized === null ? null : sha256Hex(normalized);
}

export type RawUserData = Partial<Record<HashedUserField, string | string[]>> & {
  client_user_agent?: string;
  client_ip_address?: string;
  fbp?: string;
  fbc?: string;
};

export type HashedUserData = Partial<Record<HashedUserField, string[]>> & {
  client_user_agent?: string;
  client_ip_address?: string;
  fbp?: string;
  fbc?: string;
};

/** Hashes the contact fields (arrays per Meta's format); user agent, IP, fbp and fbc stay as they are. */
export function hashUserData(input: RawUserData): HashedUserData {
  const output: HashedUserData = {};
  for (const field of HASHED_USER_FIELDS) {
    const raw = input[field];
    const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
      .map((value) => hashUserField(field, value))
      .filter((value): value is string => value !== null);
    if (values.length > 0) output[field] = [...new Set(values)];
  }
  for (const key of ['client_user_agent', 'client_ip_address', 'fbp', 'fbc'] as const) {
    const value = input[key]?.trim();
    if (value) output[key] = value;
  }
  return output;
}
