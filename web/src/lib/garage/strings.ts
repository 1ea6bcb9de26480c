/**
 * Words of the shopper's garage: the Save controls on cards and vehicle pages, "Save this search", /my-garage and
 * /compare. Editors override any of these in `siteSettings.uiStrings` (en/es) by key (the seed carries the Spanish);
 * pages resolve them on the server and hand their islands plain text, only the keys each island shows.
 */
import { resolveStrings } from '@/lib/i18n/resolve-strings';

export const GARAGE_STRINGS = {
  'garage.save.label': 'Save',
  'garage.save.name': 'Save {vehicle}',
  'garage.save.saved': 'Saved to My Garage.',
  'garage.save.removed': 'Removed from My Garage.',
  'garage.save.view': 'View My Garage',
  'garage.save.compare': 'Compare saved cars',
  'garage.search.label': 'Save this search',
  'garage.search.saved': 'Search saved to My Garage.',
  'garage.search.removed': 'Search removed from My Garage.',
  'garage.consent.text':
    'We can’t remember this: saving needs functional cookies, and your cookie choice doesn’t allow them.',
  'garage.consent.change': 'Change cookie choice',
  'garage.consent.garage':
    'My Garage is kept on this device only with functional cookies, which your cookie choice doesn’t allow.',
  'garage.title': 'My Garage',
  'garage.intro': 'The cars and searches you saved on this device. No account needed.',
  'garage.loading': 'Loading your garage…',
  'garage.error': 'We couldn’t load the latest prices. Please try again.',
  'garage.retry': 'Try again',
  'garage.empty.title': 'Your garage is empty',
  'garage.empty.text':
    'Use Save on any car, or Save this search on search results, to keep them here and follow their prices.',
  'garage.empty.browse': 'Browse cars for sale',
  'garage.cars.title': 'Saved cars',
  'garage.searches.title': 'Saved searches',
  'garage.price.now': 'Price now',
  'garage.price.down': 'Down {amount} since you saved it',
  'garage.price.up': 'Up {amount} since you saved it',
  'garage.price.same': 'Same price as when you saved it',
  'garage.price.savedOn': 'Saved on {date}',
  'garage.sold.badge': 'Sold',
  'garage.sold.text': 'This car is no longer in stock. Similar cars:',
  'garage.sold.none': 'This car is no longer in stock.',
  'garage.sold.search': 'See all similar cars',
  'garage.unknown': 'We can’t find the car with VIN {vin} any more.',
  'garage.remove': 'Remove',
  'garage.remove.name': 'Remove {item}',
  'garage.compare.label': 'Compare',
  'garage.compare.name': 'Compare {vehicle}',
  'garage.compare.submit': 'Compare selected cars',
  'garage.compare.hint': 'Choose two or three cars to compare ({count} chosen).',
  'garage.deal': 'Deal sheet',
  'garage.deal.name': 'Build a deal sheet for {vehicle}',
  'garage.search.count': '{count} cars match',
  'garage.search.new': '{count} new since your last visit',
  'garage.search.noNew': 'Nothing new since your last visit',
  'garage.search.open': 'View results',
  'compare.title': 'Compare cars',
  'compare.loading': 'Loading the cars…',
  'compare.none': 'Choose two or three cars to compare in My Garage.',
  'compare.garage': 'Go to My Garage',
  'compare.invalid': 'Not a VIN, left out: {list}',
  'compare.dropped': 'Up to three cars are compared; left out: {list}',
  'compare.missing': 'No longer in stock: {list}',
  'compare.error': 'We couldn’t load these cars. Please try again.',
  'compare.differs': 'Differs',
  'compare.legend': 'Rows marked “Differs” are not the same for every car.',
  'compare.onlyThis': 'only this car',
  'compare.view': 'View {vehicle}',
  'compare.row.price': 'Price',
  'compare.row.payment': 'Your payment',
  'compare.row.mileage': 'Mileage',
  'compare.row.year': 'Year',
  'compare.row.body': 'Body style',
  'compare.row.drivetrain': 'Drivetrain',
  'compare.row.fuel': 'Fuel',
  'compare.row.transmission': 'Transmission',
  'compare.row.exterior': 'Exterior colour',
  'compare.row.interior': 'Interior colour',
  'compare.row.features': 'Key features',
  'compare.row.store': 'Store',
  'compare.store.yours': 'At your store',
  'compare.store.distance': '{distance} from {store}',
} as const;

export type GarageStringKey = keyof typeof GARAGE_STRINGS;
export type GarageStrings = Readonly<Record<GarageStringKey, string>>;

/** Every garage key resolved by the site's translator (CMS text, then these defaults); placeholders stay unfilled. */
export function resolveGarageStrings(
  translate: (key: string, values?: Record<string, string | number>, fallback?: string) => string,
): GarageStrings {
  return resolveStrings(GARAGE_STRINGS, translate);
}

/**
 * The words of the Save controls' island (search results, a vehicle page): what it says after a press. The buttons'
 * own words (label, accessible name) are in the server's markup (`saveVehicleWords`).
 */
export const SAVE_CONTROL_KEYS = [
  'garage.save.saved',
  'garage.save.removed',
  'garage.save.view',
  'garage.save.compare',
  'garage.search.saved',
  'garage.search.removed',
  'garage.consent.text',
  'garage.consent.change',
] as const satisfies readonly GarageStringKey[];

export type SaveControlStrings = Readonly<Record<(typeof SAVE_CONTROL_KEYS)[number], string>>;

/** The island's share of the resolved table. */
export function saveControlStrings(strings: GarageStrings): SaveControlStrings {
  return Object.fromEntries(SAVE_CONTROL_KEYS.map((key) => [key, strings[key]])) as SaveControlStrings;
}

/** A car's Save button: its visible label and its name (`{vehicle}` is filled with the car). */
export interface SaveVehicleWords {
  label: string;
  name: string;
}

export const saveVehicleWords = (strings: GarageStrings): SaveVehicleWords => ({
  label: strings['garage.save.label'],
  name: strings['garage.save.name'],
});
