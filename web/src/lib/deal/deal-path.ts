/**
 * The deal sheet of one car: `/deal?vin=VIN` (docs/deal-sheet.md), linked from the garage's cars, /compare's columns
 * and the vehicle page. A module of its own, without the route map (its test holds it to routes.ts), so those pages'
 * islands carry the link and none of the deal sheet's code.
 */
export const DEAL_PATH = '/deal';

export const dealPath = (vin: string) => `${DEAL_PATH}?vin=${encodeURIComponent(vin)}`;
