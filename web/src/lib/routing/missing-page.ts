/**
 * Pages that are not served but are explained (docs/routes-and-seo.md, "Not found and gone"): a vehicle page or
 * legacy vehicle URL whose VIN is not in stock, and an offer page outside its dates. proxy.ts decides which, and
 * hands the site's 404 page (app/global-not-found.tsx) this request header; the page tells the visitor what
 * happened and where to go instead. Pure.
 */
import { OFFER_KINDS, type OfferKind } from '@dealer/schemas/routes';

export type MissingPage =
  /** `sold`: the catalogue had the car (a `soldVehicle` record): 410 Gone; otherwise 404. */
  | { kind: 'vehicle'; vin: string; sold: boolean }
  /** The offer exists but is not running today: 410 Gone. */
  | { kind: 'offer'; offerType: OfferKind; offerId: string };

/** Request header proxy.ts sets for the 404 page (a visitor's own copy is removed, see rewrite-headers.ts). */
export const MISSING_PAGE_HEADER = 'x-missing-page';

export const missingPageStatus = (page: MissingPage): 404 | 410 => (page.kind === 'vehicle' && !page.sold ? 404 : 410);

export function encodeMissingPage(page: MissingPage): string {
  return page.kind === 'vehicle'
    ? `vehicle ${page.sold ? 'sold' : 'unknown'} ${page.vin}`
    : `offer ${page.offerType} ${page.offerId}`;
}

export function parseMissingPage(value: string | null | undefined): MissingPage | null {
  const [kind, first, second, ...rest] = (value ?? '').split(' ');
  if (!first || !second || rest.length > 0) return null;
  if (kind === 'vehicle' && (first === 'sold' || first === 'unknown') && /^[A-HJ-NPR-Z0-9]{17}$/.test(second))
    return { kind: 'vehicle', vin: second, sold: first === 'sold' };
  if (kind === 'offer' && (OFFER_KINDS as readonly string[]).includes(first))
    return { kind: 'offer', offerType: first as OfferKind, offerId: second };
  return null;
}
