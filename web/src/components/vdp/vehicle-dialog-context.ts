import { legalPath, pathFor } from '@dealer/schemas/routes';
import { isRouteEnabled } from '@/lib/routing/route-access';
import type { VehiclePageData } from '@/server/inventory/vehicle-page';
import type { SiteContext } from '@/server/site/context';
import { resolveLeadFormTexts } from '../forms/lead-form-texts';
import { resolveLeadMessageStrings } from '../forms/lead-message-strings';
import { resolveVehicleDialogStrings } from '../vehicle-dialogs/strings';
import { dialogFormTexts, dialogMessages, type VehicleDialogContext } from '../vehicle-dialogs/types';

interface DialogContextInput {
  vehicle: VehiclePageData['vehicle'];
  path: string;
  site: SiteContext;
  title: string;
  /** The public price; null for a private vehicle (its price never leaves the server here). */
  price: number | null;
  privateId: string | null;
  cookieTier: number | null;
}

/**
 * What the vehicle page's dialogs (personalise, test drive, unlock) know about the vehicle, its store and the site,
 * the same for every visitor: the visitor's saved terms and a private price are merged in the browser.
 */
export function vehicleDialogContext({
  vehicle,
  path,
  site,
  title,
  price,
  privateId,
  cookieTier,
}: DialogContextInput): VehicleDialogContext {
  const store = vehicle.store;
  const on = (route: Parameters<typeof pathFor>[0]) => isRouteEnabled(route, site.enabledPages);
  return {
    vehicle: {
      vin: vehicle.vin ?? '',
      year: vehicle.year ?? 0,
      make: vehicle.make ?? '',
      model: vehicle.model ?? '',
      trim: vehicle.trim ?? undefined,
      stockNumber: vehicle.stockNumber ?? undefined,
      url: path,
      miles: vehicle.mileage ?? undefined,
      doors: vehicle.doors ?? undefined,
      bodystyle: vehicle.bodyStyle?.name ?? undefined,
      transmission: vehicle.transmission ?? undefined,
      exteriorcolor: vehicle.exteriorColor ?? undefined,
      fuelType: vehicle.fuelType ?? undefined,
      price: price ?? undefined,
      condition: vehicle.condition ?? undefined,
    },
    title,
    price,
    baseAprPercent: store?.baseApr ?? null,
    documentaryFee: store?.fees?.documentary ?? null,
    storeName: store?.name ?? site.settings?.siteName ?? '',
    timeZone: site.stores.find((entry) => entry._id === store?._id)?.timezone ?? null,
    // The hours as the test-drive flow reads them (no CMS keys).
    salesHours: (store?.salesHours ?? []).map(({ day, closed, open, close }) => ({ day, closed, open, close })),
    cookieTier,
    dealerName: store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    applyFinancingHref: on('applyFinancing') ? pathFor('applyFinancing') : null,
    valueTradeHref: on('sellTrade') ? pathFor('sellTrade') : null,
    // The visitor's saved terms and a private vehicle's price are merged in the browser (VehicleDialogsProvider).
    terms: null,
    privateVehicleId: privateId,
    strings: resolveVehicleDialogStrings(site.t),
    formTexts: dialogFormTexts(resolveLeadFormTexts(site.t)),
    messages: dialogMessages(resolveLeadMessageStrings(site.t)),
    lang: site.lang,
  };
}
