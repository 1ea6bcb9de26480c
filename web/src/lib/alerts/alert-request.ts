/**
 * The body of `POST /api/alerts` (docs/alerts.md#signing-up): strict, with a message per field. A price-drop alert
 * names a car by VIN; a new-matches alert names a search results path of this site, which is parsed by the search
 * page's own filter code (lib/inventory/filters.ts) and kept in its canonical form. Pure.
 */
import '@/lib/zod-jitless';
import { z } from 'zod';

import { applyFilterQuery, filterPath, parseFilterPath } from '@/lib/inventory/filters';
import { emailField, honeypotField } from '@/lib/leads/fields';
import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD, tooLongMessage } from '@/lib/leads/schemas/common';
import { fieldErrorsOf, type FieldErrors } from '@/lib/leads/field-errors';

export const ALERT_KIND_MESSAGE = 'Choose price-drop or new-matches';
export const ALERT_VIN_MESSAGE = 'Enter the 17-character VIN of a car';
export const ALERT_VIN_UNEXPECTED_MESSAGE = 'A new-matches alert takes a search, not a VIN';
export const ALERT_SEARCH_MESSAGE = 'Enter the address of a search results page of this site';
export const ALERT_SEARCH_UNEXPECTED_MESSAGE = 'A price-drop alert takes a VIN, not a search';
export const ALERT_LANG_MESSAGE = 'Choose en or es';

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const SEARCH_MAX_LENGTH = 2000;

const bodySchema = z.strictObject({
  email: emailField().max(EMAIL_MAX_LENGTH, { error: tooLongMessage(EMAIL_MAX_LENGTH, 'your e-mail address') }),
  kind: z.enum(['price-drop', 'new-matches'], { error: ALERT_KIND_MESSAGE }),
  vin: z
    .string({ error: ALERT_VIN_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(VIN_PATTERN, { error: ALERT_VIN_MESSAGE })
    .optional(),
  search: z
    .string({ error: ALERT_SEARCH_MESSAGE })
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: ALERT_SEARCH_MESSAGE })
    .optional(),
  lang: z.enum(['en', 'es'], { error: ALERT_LANG_MESSAGE }).optional(),
  /** Honeypot, as on the lead forms: a filled value is a bot (answered as if accepted, nothing kept). */
  website: honeypotField(),
});

export type AlertRequest =
  | { kind: 'price-drop'; email: string; vin: string; lang: 'en' | 'es' }
  | { kind: 'new-matches'; email: string; search: string; lang: 'en' | 'es' };

export type ParsedAlertRequest =
  | { ok: true; request: AlertRequest }
  | { ok: false; errors: FieldErrors }
  /** The honeypot was filled. */
  | { ok: 'spam' };

/**
 * The canonical search path a saved search stands for, or null when `search` is no search results page of this site:
 * a path (never another origin) that the search page's filter parser accepts, with filters in its query applied as
 * the page applies them. Sort and page are dropped: they change the order, not which cars match.
 */
export function canonicalSearch(search: string): string | null {
  if (!search.startsWith('/') || search.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(search, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  const base = parseFilterPath(url.pathname);
  if (!base) return null;
  return filterPath(applyFilterQuery(base, url.searchParams));
}

export function parseAlertRequest(body: Record<string, unknown>): ParsedAlertRequest {
  // The honeypot first, as on the lead forms: a bot hears "accepted" whatever else it filled in.
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { ok: 'spam' };
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const values = parsed.data;
  const lang = values.lang ?? 'en';
  if (values.kind === 'price-drop') {
    const errors: FieldErrors = {};
    if (!values.vin) errors.vin = ALERT_VIN_MESSAGE;
    if (values.search !== undefined) errors.search = ALERT_SEARCH_UNEXPECTED_MESSAGE;
    if (Object.keys(errors).length > 0 || !values.vin) return { ok: false, errors };
    return { ok: true, request: { kind: 'price-drop', email: values.email, vin: values.vin, lang } };
  }
  const errors: FieldErrors = {};
  const search = values.search === undefined ? null : canonicalSearch(values.search);
  if (search === null) errors.search = ALERT_SEARCH_MESSAGE;
  if (values.vin !== undefined) errors.vin = ALERT_VIN_UNEXPECTED_MESSAGE;
  if (Object.keys(errors).length > 0 || search === null) return { ok: false, errors };
  return { ok: true, request: { kind: 'new-matches', email: values.email, search, lang } };
}
