/**
 * Brands, stores and locations. Sell-car: two stores in Chicago's western and north-western suburbs. Dealership:
 * four store lots around the Chicago area, three with a service department. Phone numbers use the fictional
 * 555-01xx range.
 */
import type { DayOfWeek, SiteVariant } from '@dealer/schemas/constants';
import { DAYS_OF_WEEK } from '@dealer/schemas/constants';
import { pathFor } from '@dealer/schemas/routes';
import { brandLogos, brandShareImage, portraitImage } from '../images/library';
import type { ImageSet } from '../images/registry';
import { docId, ref, withKeys } from '../keys';
import type { DayHours, Keyed, LocationDoc, StoreDoc } from '../types';
import { storeDocId, type Brand, type SeedContext } from './context';

export const SELL_CAR_BRAND: Brand = {
  key: 'prairie',
  name: 'Prairie Auto Buyers',
  tagline: '2 offers in 2 minutes',
  color: '#c8102e',
  domain: 'prairieautobuyers.com',
  siteUrl: 'https://www.prairieautobuyers.com',
  leadsEmail: 'leads@prairieautobuyers.com',
  description:
    'Sell your car in the Chicago suburbs: an instant cash offer that beats any condition-verified offer by $300, or a profit-sharing offer that pays you twice.',
};

export const DEALERSHIP_BRAND: Brand = {
  key: 'cardinal',
  name: 'Cardinal Ridge Auto',
  tagline: 'Quality used cars since 1998',
  color: '#1d4ed8',
  domain: 'cardinalridgeauto.com',
  siteUrl: 'https://www.cardinalridgeauto.com',
  leadsEmail: 'leads@cardinalridgeauto.com',
  description:
    'Four Chicago-area lots of inspected used, certified and new cars, with financing for every credit story, trade-in offers and full-service maintenance.',
};

export const brandFor = (variant: SiteVariant): Brand => (variant === 'sell-car' ? SELL_CAR_BRAND : DEALERSHIP_BRAND);

type WeekSpec = Partial<Record<DayOfWeek, [string, string] | 'closed'>>;

/** Seven `dayHours` rows; days missing from `overrides` use `base`. */
function week(namespace: string, base: WeekSpec, overrides: WeekSpec = {}): Keyed<DayHours>[] {
  const rows = DAYS_OF_WEEK.map((day): DayHours => {
    const spec = overrides[day] ?? base[day] ?? 'closed';
    return spec === 'closed'
      ? { _type: 'dayHours', day, closed: true }
      : { _type: 'dayHours', day, closed: false, open: spec[0], close: spec[1] };
  });
  return withKeys(namespace, rows);
}

/** Sales 9–18 on weekdays, Saturday until 17, Sunday closed. */
const SALES_WEEK: WeekSpec = {
  monday: ['09:00', '18:00'],
  tuesday: ['09:00', '18:00'],
  wednesday: ['09:00', '18:00'],
  thursday: ['09:00', '18:00'],
  friday: ['09:00', '18:00'],
  saturday: ['09:00', '17:00'],
  sunday: 'closed',
};

const SERVICE_WEEK: WeekSpec = {
  monday: ['07:30', '18:00'],
  tuesday: ['07:30', '18:00'],
  wednesday: ['07:30', '18:00'],
  thursday: ['07:30', '18:00'],
  friday: ['07:30', '18:00'],
  saturday: ['08:00', '14:00'],
  sunday: 'closed',
};

interface StoreSpec {
  storeId: string;
  city: string;
  zip: string;
  addressLine1: string;
  addressLine2?: string;
  areaCode: string;
  phone: string;
  servicePhone?: string;
  latitude: number;
  longitude: number;
  salesOverrides?: WeekSpec;
  serviceOverrides?: WeekSpec;
  hasService: boolean;
  rating: number;
  ratingCount: number;
  manager: [string, string];
  subname: string;
  /** State and local sales tax of the store's city, in percent (Illinois rates; the deal sheet adds it). */
  salesTaxPercent: number;
  note: string;
  /** The note in Spanish (it tells hours and days: the Spanish site shows this one). */
  noteEs: string;
  /** Form types whose leads from this store's visitors go to the store's own desk (`<storeId>.<inbox>@domain`). */
  ownRoutes?: Partial<
    Record<'CONTACT_SALES' | 'CONTACT_DEALERSHIP' | 'SELL_OR_TRADE', { inbox: string; subject: string }>
  >;
}

const SELL_CAR_STORES: StoreSpec[] = [
  {
    storeId: 'naperville',
    salesTaxPercent: 7.75,
    city: 'Naperville',
    zip: '60540',
    addressLine1: '2150 W Ogden Ave',
    areaCode: '630',
    phone: '(630) 555-0142',
    latitude: 41.7794,
    longitude: -88.1962,
    hasService: false,
    rating: 4.8,
    ratingCount: 180,
    manager: ['Daniel', 'Okafor'],
    subname: 'Ogden Avenue buying center',
    note: 'Drive-up appraisals during open hours; free parking at the front entrance.',
    noteEs: 'Tasaciones sin cita durante el horario de atención; estacionamiento gratuito frente a la entrada.',
  },
  {
    storeId: 'schaumburg',
    salesTaxPercent: 10,
    city: 'Schaumburg',
    zip: '60173',
    addressLine1: '1275 E Golf Rd',
    addressLine2: 'Suite 110',
    areaCode: '847',
    phone: '(847) 555-0167',
    latitude: 42.0497,
    longitude: -88.0566,
    salesOverrides: { thursday: ['09:00', '19:00'], saturday: ['10:00', '17:00'] },
    hasService: false,
    rating: 4.7,
    ratingCount: 126,
    manager: ['Rebecca', 'Lindqvist'],
    subname: 'Golf Road buying center',
    ownRoutes: {
      CONTACT_SALES: { inbox: 'sales', subject: 'Contact Sales Request (Schaumburg)' },
      CONTACT_DEALERSHIP: { inbox: 'desk', subject: 'General Question from Website (Schaumburg)' },
    },
    note: 'Open late on Thursdays. Enter from the east lot off Golf Road.',
    noteEs: 'Abierto hasta tarde los jueves. Entre por el estacionamiento este, sobre Golf Road.',
  },
];

const DEALERSHIP_STORES: StoreSpec[] = [
  {
    storeId: 'aurora',
    salesTaxPercent: 8.25,
    city: 'Aurora',
    zip: '60504',
    addressLine1: '4200 E New York St',
    areaCode: '630',
    phone: '(630) 555-0118',
    servicePhone: '(630) 555-0119',
    latitude: 41.7612,
    longitude: -88.2402,
    hasService: true,
    rating: 4.7,
    ratingCount: 1286,
    manager: ['Marcus', 'Whitfield'],
    subname: 'Flagship store and service center',
    note: 'Our largest lot, with the full service center and the customer lounge.',
    noteEs: 'Nuestro lote más grande, con el centro de servicio completo y la sala de clientes.',
  },
  {
    storeId: 'joliet',
    salesTaxPercent: 8.75,
    city: 'Joliet',
    zip: '60435',
    addressLine1: '2900 W Jefferson St',
    areaCode: '815',
    phone: '(815) 555-0134',
    servicePhone: '(815) 555-0135',
    latitude: 41.5283,
    longitude: -88.1419,
    salesOverrides: { monday: ['09:00', '20:00'], thursday: ['09:00', '20:00'] },
    hasService: true,
    rating: 4.6,
    ratingCount: 742,
    manager: ['Alicia', 'Moreno'],
    subname: 'Jefferson Street store and service',
    note: 'Open until 8 PM on Mondays and Thursdays.',
    noteEs: 'Abierto hasta las 8 p.m. los lunes y jueves.',
  },
  {
    storeId: 'elgin',
    salesTaxPercent: 8.5,
    city: 'Elgin',
    zip: '60123',
    addressLine1: '1650 N Randall Rd',
    areaCode: '847',
    phone: '(847) 555-0152',
    latitude: 42.0662,
    longitude: -88.3303,
    salesOverrides: { saturday: ['09:00', '16:00'] },
    hasService: false,
    rating: 4.8,
    ratingCount: 388,
    manager: ['Peter', 'Hansen'],
    subname: 'Randall Road sales lot',
    ownRoutes: {
      CONTACT_SALES: { inbox: 'sales', subject: 'Contact Sales Request (Elgin)' },
      CONTACT_DEALERSHIP: { inbox: 'desk', subject: 'General Question from Website (Elgin)' },
    },
    note: 'Sales only: service visits are booked at our Aurora or Orland Park service centers.',
    noteEs: 'Solo ventas: las visitas de servicio se reservan en nuestros centros de servicio de Aurora u Orland Park.',
  },
  {
    storeId: 'orland-park',
    salesTaxPercent: 9.75,
    city: 'Orland Park',
    zip: '60462',
    addressLine1: '15800 S LaGrange Rd',
    areaCode: '708',
    phone: '(708) 555-0171',
    servicePhone: '(708) 555-0172',
    latitude: 41.6042,
    longitude: -87.8527,
    salesOverrides: { friday: ['09:00', '19:00'] },
    serviceOverrides: { saturday: 'closed' },
    hasService: true,
    rating: 4.7,
    ratingCount: 903,
    manager: ['Grace', 'Nakamura'],
    subname: 'LaGrange Road store and service',
    note: 'Service drive open weekdays; Saturday service is at our Aurora and Joliet stores.',
    noteEs:
      'Servicio abierto de lunes a viernes; el servicio de los sábados es en nuestras tiendas de Aurora y Joliet.',
  },
];

const mapsLink = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

const fullAddress = (spec: StoreSpec) =>
  `${spec.addressLine1}${spec.addressLine2 ? ` ${spec.addressLine2}` : ''}, ${spec.city}, IL ${spec.zip}`;

export function buildStores(variant: SiteVariant, brand: Brand, images: ImageSet): StoreDoc[] {
  const specs = variant === 'sell-car' ? SELL_CAR_STORES : DEALERSHIP_STORES;
  const logos = brandLogos(images, brand);
  const share = brandShareImage(images, brand);
  return specs.map((spec): StoreDoc => {
    const id = storeDocId(spec.storeId);
    const [first, last] = spec.manager;
    const managerName = `${first} ${last}`;
    const name = `${brand.name} ${spec.city}`;
    const store: StoreDoc = {
      _id: id,
      _type: 'store',
      storeId: spec.storeId,
      name,
      city: spec.city,
      state: 'Illinois',
      stateShort: 'IL',
      country: 'US',
      zip: spec.zip,
      addressLine1: spec.addressLine1,
      addressLine2: spec.addressLine2,
      phone: spec.phone,
      servicePhone: spec.servicePhone,
      email: `${spec.storeId.replace(/-/g, '')}@${brand.domain}`,
      site: {
        url: brand.siteUrl,
        name: brand.name,
        description: brand.description,
        image: share,
        twitterImage: share,
      },
      logo: logos,
      color: brand.color,
      timezone: 'America/Chicago',
      salesHours: week(`${id}/salesHours`, SALES_WEEK, spec.salesOverrides),
      workingHours: spec.hasService ? week(`${id}/workingHours`, SERVICE_WEEK, spec.serviceOverrides) : undefined,
      generalManager: {
        photo: portraitImage(images, managerName, `${managerName}, general manager of ${name}`),
        fullName: managerName,
        firstName: first,
        title: 'General Manager',
        phone: spec.phone,
        email: `${first.toLowerCase()}.${last.toLowerCase()}@${brand.domain}`,
      },
      map: {
        latitude: spec.latitude,
        longitude: spec.longitude,
        mobile: { center: { lat: spec.latitude + 0.004, lng: spec.longitude }, zoom: 12 },
        desktop: { center: { lat: spec.latitude, lng: spec.longitude - 0.01 }, zoom: 13 },
      },
      socials: withKeys(`${id}/socials`, [
        {
          _type: 'social' as const,
          platform: 'facebook',
          url: `https://www.facebook.com/${brand.key}${spec.storeId.replace(/-/g, '')}`,
        },
        {
          _type: 'social' as const,
          platform: 'instagram',
          url: `https://www.instagram.com/${brand.key}.${spec.storeId.replace(/-/g, '')}`,
        },
        {
          _type: 'social' as const,
          platform: 'youtube',
          url: `https://www.youtube.com/@${brand.name.replace(/\s+/g, '')}`,
        },
      ]),
      ratings: {
        google: { rating: spec.rating, count: spec.ratingCount, url: mapsLink(`${name} ${fullAddress(spec)}`) },
      },
      fees: { documentary: 358.03 },
      // Illinois taxes the price less the trade-in's value, and since 2022 counts at most $10,000 of that value.
      taxes: { salesTaxPercent: spec.salesTaxPercent, tradeInReducesTax: true, tradeInTaxCreditCap: 10_000 },
      ncss: variant === 'sell-car' ? 96.4 : 94.8,
      hasServiceDepartment: spec.hasService,
      ...(spec.ownRoutes
        ? {
            leadRouting: withKeys(
              `${id}/leadRouting`,
              Object.entries(spec.ownRoutes).map(([formType, route]) => ({
                _type: 'leadRoute' as const,
                formType: formType as keyof NonNullable<StoreSpec['ownRoutes']>,
                type: 'adf' as const,
                subject: route.subject,
                recipient: `${spec.storeId.replace(/-/g, '')}.${route.inbox}@${brand.domain}`,
                crmProvider: 'generic' as const,
              })),
            ),
          }
        : {}),
      baseApr: variant === 'sell-car' ? 6.99 : 5.99,
    };
    return store;
  });
}

export function buildLocations(ctx: SeedContext): LocationDoc[] {
  const specs = ctx.variant === 'sell-car' ? SELL_CAR_STORES : DEALERSHIP_STORES;
  return specs.map((spec, index): LocationDoc => ({
    _id: docId('location', spec.storeId),
    _type: 'location',
    name: `${ctx.brand.name} ${spec.city}`,
    subname: spec.subname,
    store: ref(storeDocId(spec.storeId)),
    link: pathFor('contact'),
    inventoryLink: ctx.variant === 'dealership' ? `${pathFor('carsForSale')}?store=${spec.storeId}` : undefined,
    addressLine1: spec.addressLine1,
    addressLine2: [spec.addressLine2, `${spec.city}, IL ${spec.zip}`].filter(Boolean).join(', '),
    currentLocation: true,
    note: spec.note,
    noteEs: spec.noteEs,
    coordinates: { latitude: spec.latitude, longitude: spec.longitude },
    googleMapsLink: mapsLink(fullAddress(spec)),
    orderRank: index + 1,
  }));
}

export const defaultStoreIdFor = (variant: SiteVariant): string => (variant === 'sell-car' ? 'naperville' : 'aurora');
