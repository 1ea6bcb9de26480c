/**
 * The make and model a vehicle URL names, for a VIN the catalogue never had (no sold record to read them from):
 * `/used-cars-for-sale/2019-honda-civic-{vin}` or the legacy `/used-vehicle/honda/civic/{vin}`. The words are
 * slugs, and a model may hold dashes (`f-150`), so they are matched against the makes and models in stock. Pure.
 */
import { matchPath, slugify } from '@dealer/schemas/routes';

export interface StockedModel {
  make: string | null;
  model: string | null;
}

const LEGACY = /^\/(?:used|new|certified)-vehicle\/([^/]+)\/([^/]+)\/[^/]+\/?$/i;

export function missingVehicleHint(
  pathname: string,
  stocked: readonly StockedModel[],
): { make: string; model: string } | null {
  const route = matchPath(pathname);
  const legacy = route ? null : LEGACY.exec(pathname);
  const words = route?.name === 'vehicle' ? route.params.makeModel?.toLowerCase() : null;
  const found = stocked.find(({ make, model }) => {
    if (!make || !model) return false;
    if (words) return words === `${slugify(make)}-${slugify(model)}`;
    return !!legacy && legacy[1]?.toLowerCase() === slugify(make) && legacy[2]?.toLowerCase() === slugify(model);
  });
  return found?.make && found.model ? { make: found.make, model: found.model } : null;
}
