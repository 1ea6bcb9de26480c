/**
 * Special offers (dealership). Relative to the reference date some are active, some expired, some upcoming, a
 * few have no end date and a few recur monthly. Every offer with an end date says so in its disclaimer through
 * the `{expiration_end_date}` placeholder.
 */
import { OFFER_EXPIRATION_PLACEHOLDER, type OfferRecurrence, type OfferType } from '@dealer/schemas/constants';
import { dateFromReference } from '../dates';
import { bannerImage } from '../images/library';
import type { SymbolName } from '../images/symbols';
import { docId, ref, withKeys } from '../keys';
import type { OfferDoc, VehicleConditionFilter } from '../types';
import { storeDocId, type SeedContext } from './context';

interface OfferSpec {
  offerId: string;
  offerType: OfferType;
  department: string;
  name: string;
  badge: string;
  description: string;
  terms: string;
  start?: number;
  end?: number;
  recurring?: OfferRecurrence;
  conditions?: Omit<VehicleConditionFilter, '_type'>[];
  store?: string;
  icon: SymbolName;
  color: string;
}

const TYPE_LABEL: Record<OfferType, string> = {
  sales: 'Sales special',
  service: 'Service special',
  dealer: 'Dealer special',
};

const OFFERS: OfferSpec[] = [
  {
    offerId: 'synthetic-oil-change',
    offerType: 'service',
    department: 'Service',
    name: '$20 Off a Full Synthetic Oil Change',
    badge: '$20 OFF',
    description:
      'Full synthetic oil and filter change, multi-point inspection and fluid top-off, with $20 off the regular price.',
    terms: 'Up to 5 quarts of full synthetic oil; diesel and specialty oils extra. One coupon per visit.',
    start: -31,
    end: -1,
    recurring: 'monthly',
    icon: 'drop',
    color: '#0f766e',
  },
  {
    offerId: 'brake-pads-and-rotors',
    offerType: 'service',
    department: 'Service',
    name: '15% Off Brake Pads and Rotors',
    badge: '15% OFF',
    description:
      'Save on front or rear brake pads and rotors, installed by our technicians with a 12-month, 12,000-mile parts and labor warranty.',
    terms: 'Discount applies to parts and labor. Maximum discount $150.',
    start: -20,
    end: 40,
    icon: 'disc',
    color: '#b45309',
  },
  {
    offerId: 'free-tire-rotation',
    offerType: 'service',
    department: 'Service',
    name: 'Free Tire Rotation With Any Oil Change',
    badge: 'FREE',
    description: 'Add a tire rotation and pressure check to any oil change at no charge.',
    terms: 'Standard passenger vehicles and light trucks. Not valid with other service coupons.',
    start: -200,
    icon: 'tire',
    color: '#1d4ed8',
  },
  {
    offerId: 'winter-ready-package',
    offerType: 'service',
    department: 'Service',
    name: 'Winter-Ready Package for $49.95',
    badge: '$49.95',
    description:
      'Battery load test, coolant protection check, wiper blade replacement and a tire tread report before the first freeze.',
    terms: 'Wiper blades up to $30 included. Parts beyond the package quoted separately.',
    start: 10,
    end: 70,
    icon: 'snowflake',
    color: '#0369a1',
  },
  {
    offerId: 'summer-ac-check',
    offerType: 'service',
    department: 'Service',
    name: 'Summer A/C Performance Check',
    badge: '$39.95',
    description: 'A/C performance test, leak inspection and cabin air filter check.',
    terms: 'Refrigerant and parts extra.',
    start: -160,
    end: -60,
    icon: 'snowflake',
    color: '#7c3aed',
  },
  {
    offerId: 'free-battery-test',
    offerType: 'service',
    department: 'Service',
    name: 'Free Battery and Charging System Test',
    badge: 'FREE',
    description: 'Drive in for a two-minute battery and alternator test, no appointment needed.',
    terms: 'Available during service hours at the Joliet store.',
    start: -90,
    store: 'joliet',
    icon: 'battery',
    color: '#15803d',
  },
  {
    offerId: 'first-time-buyer',
    offerType: 'sales',
    department: 'Sales',
    name: '$500 Toward Your First Car',
    badge: '$500',
    description:
      'First-time buyers get $500 toward the down payment on any used vehicle, with financing options for thin or new credit.',
    terms:
      'Buyer must not have had a previous auto loan. Subject to credit approval. Not combinable with other down-payment offers.',
    start: -15,
    end: 60,
    conditions: [{ condition: 'used' }],
    icon: 'key',
    color: '#be123c',
  },
  {
    offerId: 'truck-month',
    offerType: 'sales',
    department: 'Sales',
    name: 'Truck Month: $1,000 Off Used Full-Size Pickups',
    badge: '$1,000 OFF',
    description: 'Take $1,000 off the price of any used Ford F-150, Chevrolet Silverado 1500 or Ram 1500 in stock.',
    terms: 'Discount taken from the advertised price. Excludes vehicles marked as price drops.',
    start: -5,
    end: 25,
    conditions: [
      { condition: 'used', make: 'Ford', model: 'F-150' },
      { condition: 'used', make: 'Chevrolet', model: 'Silverado 1500' },
      { condition: 'used', make: 'Ram', model: '1500' },
    ],
    icon: 'tag',
    color: '#b91c1c',
  },
  {
    offerId: 'certified-apr',
    offerType: 'sales',
    department: 'Finance',
    name: 'Certified Pre-Owned From 4.99% APR',
    badge: '4.99% APR',
    description: 'Special financing on certified pre-owned vehicles for qualified buyers, for terms up to 60 months.',
    terms: 'Rate for well-qualified buyers with approved credit; 60 monthly payments of $18.87 per $1,000 financed.',
    start: -10,
    end: 20,
    recurring: 'monthly',
    conditions: [{ condition: 'certified' }],
    icon: 'percent',
    color: '#4338ca',
  },
  {
    offerId: 'holiday-sales-event',
    offerType: 'sales',
    department: 'Sales',
    name: 'Holiday Sales Event',
    badge: 'UP TO $2,000',
    description:
      'Year-end savings across the used inventory, with extra markdowns on vehicles in stock more than 60 days.',
    terms: 'Savings vary by vehicle and are reflected in the advertised price.',
    start: 22,
    end: 60,
    icon: 'star',
    color: '#15803d',
  },
  {
    offerId: 'trade-in-bonus',
    offerType: 'dealer',
    department: 'Sales',
    name: '$750 Trade-In Bonus',
    badge: '+$750',
    description: 'Trade in any vehicle toward a purchase and get $750 on top of your appraised value.',
    terms: 'Trade-in must be titled to the buyer. One bonus per purchase.',
    start: -12,
    end: 30,
    icon: 'handshake',
    color: '#0f766e',
  },
  {
    offerId: 'military-first-responder',
    offerType: 'dealer',
    department: 'Sales',
    name: '$500 Military and First-Responder Thank You',
    badge: '$500',
    description: 'Active and retired military, police, firefighters, EMTs and nurses receive $500 off any vehicle.',
    terms: 'Proof of eligibility required at purchase.',
    start: -365,
    icon: 'shield',
    color: '#1e3a8a',
  },
  {
    offerId: 'referral-reward',
    offerType: 'dealer',
    department: 'Sales',
    name: '$200 Referral Reward',
    badge: '$200',
    description: 'Send a friend our way. When they buy a vehicle, you receive $200.',
    terms: 'Paid by check within 30 days of the referred purchase. No limit on referrals.',
    start: -365,
    icon: 'people',
    color: '#a16207',
  },
  {
    offerId: 'spring-clearance',
    offerType: 'dealer',
    department: 'Sales',
    name: 'Spring Clearance',
    badge: 'SAVE',
    description: 'Clearance pricing on selected sedans and hatchbacks.',
    terms: 'Selected vehicles only.',
    start: -240,
    end: -200,
    icon: 'tag',
    color: '#9d174d',
  },
];

export function buildOffers(ctx: SeedContext): OfferDoc[] {
  return OFFERS.map((spec): OfferDoc => {
    const id = docId('offer', spec.offerId);
    const endDate = spec.end === undefined ? undefined : dateFromReference(spec.end);
    const disclaimer = endDate
      ? `${spec.terms} Offer ends ${OFFER_EXPIRATION_PLACEHOLDER}. See store for details.`
      : `${spec.terms} See store for details.`;
    return {
      _id: id,
      _type: 'offer',
      offerId: spec.offerId,
      offerType: spec.offerType,
      department: spec.department,
      image: bannerImage(
        ctx.images,
        `offer-${spec.offerId}`,
        { color: spec.color, icon: spec.icon, headline: spec.badge, subline: TYPE_LABEL[spec.offerType] },
        spec.name,
      ),
      type: 'dealer',
      typeLabel: TYPE_LABEL[spec.offerType],
      name: spec.name,
      badge: spec.badge,
      description: spec.description,
      disclaimer,
      recurring: spec.recurring ?? 'none',
      startDate: spec.start === undefined ? undefined : dateFromReference(spec.start),
      endDate,
      vehicleConditions: withKeys(
        `${id}/vehicleConditions`,
        (spec.conditions ?? []).map((condition) => ({ _type: 'vehicleCondition' as const, ...condition })),
      ),
      store: spec.store ? ref(storeDocId(spec.store)) : undefined,
    };
  });
}
