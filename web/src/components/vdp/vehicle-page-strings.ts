/**
 * Visitor text of the vehicle page's own panels (details, features, price, payment estimate, pre-approval, test
 * drive, store). Editors override any of these in `siteSettings.uiStrings` (en/es) by key; the page resolves them
 * on the server. The dialogs' and the gallery's text live in their own tables.
 */
import { PAYMENT_DISCLAIMER } from '@/lib/finance/disclaimers';
import { resolveStrings } from '@/lib/i18n/resolve-strings';

export const VEHICLE_PAGE_STRINGS = {
  'vdp.page.keyFeatures': 'Key features',
  'vdp.page.details': 'Details',
  'vdp.page.condition': 'Condition',
  'vdp.page.mileage': 'Mileage',
  'vdp.page.bodyStyle': 'Body style',
  'vdp.page.exteriorColor': 'Exterior colour',
  'vdp.page.interiorColor': 'Interior colour',
  'vdp.page.engine': 'Engine',
  'vdp.page.transmission': 'Transmission',
  'vdp.page.drivetrain': 'Drivetrain',
  'vdp.page.fuel': 'Fuel',
  'vdp.page.doors': 'Doors',
  'vdp.page.vin': 'VIN',
  'vdp.page.stockNumber': 'Stock number',
  'vdp.page.allFeatures': 'All features',
  'vdp.page.history': 'Vehicle history report',
  'vdp.page.historyLink': 'View the free vehicle history report',
  'vdp.page.historyNote':
    "The history report is prepared by a third party from the records reported to it; not every accident or repair is reported. Ask us about this vehicle's inspection before you buy.",
  'vdp.page.actions': 'Price and next steps',
  'vdp.page.priceAlert': 'Get a price-drop alert',
  'vdp.page.price': 'Price',
  'vdp.page.was': 'Was',
  'vdp.page.priceDrop': 'Price drop: {amount} off',
  'vdp.page.msrp': 'MSRP {price}',
  'vdp.page.private': 'This vehicle is part of our private inventory. Contact us for its price.',
  'vdp.page.ask': 'Ask about this vehicle',
  'vdp.page.contact': 'Contact us',
  'vdp.page.preApproval': 'Get pre-approved',
  'vdp.page.preApprovalText': 'See your real rate in under 60 seconds with no impact on your credit score.',
  'vdp.page.testDrive': 'Take it for a test drive',
  'vdp.page.testDriveAt': 'This vehicle is at {store}.',
  'vdp.page.testDriveText': 'Book a time online, or call the store.',
  'vdp.page.call': 'Call {phone}',
  'vdp.page.store': 'Store location',
  'vdp.page.directions': 'Get directions',
  'vdp.estimate.title': 'Estimated payment',
  'vdp.estimate.perMonth': '{amount}/mo',
  'vdp.estimate.down': 'Down payment',
  'vdp.estimate.tradeEquity': 'Trade equity',
  'vdp.estimate.term': 'Term',
  'vdp.estimate.months': '{count} months',
  'vdp.estimate.credit': 'Credit',
  'vdp.estimate.creditScore': 'Credit score',
  'vdp.estimate.apr': 'APR',
  'vdp.estimate.financed': 'Amount financed',
  'vdp.estimate.form': 'Change the estimate',
  'vdp.estimate.update': 'Update estimate',
  'vdp.estimate.disclaimer': PAYMENT_DISCLAIMER,
  'vdp.credit.great': 'Great',
  'vdp.credit.good': 'Good',
  'vdp.credit.okay': 'Okay',
  'vdp.credit.bad': 'Bad',
} as const;

export type VehiclePageStringKey = keyof typeof VEHICLE_PAGE_STRINGS;
export type VehiclePageStrings = Record<VehiclePageStringKey, string>;

export function resolveVehiclePageStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): VehiclePageStrings {
  return resolveStrings(VEHICLE_PAGE_STRINGS, translate);
}

/** The estimate panel's words (payment-estimate.tsx): the share of the table its island is given. */
export type EstimateStringKey = Extract<VehiclePageStringKey, `vdp.estimate.${string}` | `vdp.credit.${string}`>;
export type EstimateStrings = Pick<VehiclePageStrings, EstimateStringKey>;

/** A private vehicle's price panel's words (vehicle-pricing.tsx), once the visitor unlocked it. */
export const PRIVATE_PRICE_STRING_KEYS = ['vdp.page.private', 'vdp.page.was', 'vdp.page.priceDrop'] as const;
export type PrivatePriceStrings = Pick<VehiclePageStrings, (typeof PRIVATE_PRICE_STRING_KEYS)[number]>;

/**
 * A client island's share of the page's strings: its props travel in the page's payload, and the whole table (the
 * page's every label and notice) would be sent for the few it shows.
 */
export function estimateStrings(strings: VehiclePageStrings): EstimateStrings {
  return Object.fromEntries(
    Object.entries(strings).filter(([key]) => key.startsWith('vdp.estimate.') || key.startsWith('vdp.credit.')),
  ) as EstimateStrings;
}

export function privatePriceStrings(strings: VehiclePageStrings): PrivatePriceStrings {
  return Object.fromEntries(PRIVATE_PRICE_STRING_KEYS.map((key) => [key, strings[key]])) as PrivatePriceStrings;
}

export { creditTierName } from './credit-tier-name';
