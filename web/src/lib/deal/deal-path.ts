import { pathFor } from '@dealer/schemas/routes';

/**
 * The deal sheet of one car: `/deal?vin=VIN` (docs/deal-sheet.md), linked from the garage's cars, /compare's columns
 * and the vehicle page. A module of its own so those pages carry the link, not the deal sheet's code.
 */
export const dealPath = (vin: string) => `${pathFor('deal')}?vin=${encodeURIComponent(vin)}`;
