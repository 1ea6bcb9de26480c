/**
 * Promotions: carousel slides and inventory grid tiles. The evergreen ones run through 2050-12-31; others are
 * dated around the reference day so that some are active, some expired and some upcoming.
 */
import type { PromotionPosition } from '@dealer/schemas/constants';
import { offerPath, pathFor } from '@dealer/schemas/routes';
import { dateTimeFromReference, fixedDateTime } from '../dates';
import { bannerImage } from '../images/library';
import type { SymbolName } from '../images/symbols';
import type { PromotionDoc } from '../types';
import type { SeedContext } from './context';
import { docId } from '../keys';

export const EVERGREEN_END = fixedDateTime('2050-12-31');

interface PromotionSpec {
  promotionId: string;
  position: PromotionPosition;
  type: string;
  tags: string[];
  name: string;
  url: string;
  title: string;
  description: string;
  category: string;
  ctaText: string;
  criterias?: string[];
  /** Days from the reference date; `end` undefined means the evergreen end date. */
  start: number;
  end?: number;
  icon: SymbolName;
  color: string;
  headline: string;
}

const PRICE_UNDER_20K = `${pathFor('carsForSale')}/price-under-20000`;
const PRICE_DROPS = `${pathFor('carsForSale')}/great_deals/price_drop`;
const PREMIUM = `${pathFor('carsForSale')}/great_deals/premium_upgrades`;

const DEALERSHIP_PROMOTIONS: PromotionSpec[] = [
  {
    promotionId: 'price-drops',
    position: 'promotions-carousel',
    type: 'inventory',
    tags: ['deals', 'homepage'],
    name: 'Price drops carousel',
    url: PRICE_DROPS,
    title: 'Fresh price drops every week',
    description: 'See every vehicle we have marked down in the last 30 days.',
    category: 'Great deals',
    ctaText: 'Shop price drops',
    start: -400,
    icon: 'tag',
    color: '#b91c1c',
    headline: 'Price drops',
  },
  {
    promotionId: 'under-20k',
    position: 'promotions-carousel',
    type: 'inventory',
    tags: ['budget', 'homepage'],
    name: 'Under $20k carousel',
    url: PRICE_UNDER_20K,
    title: 'Quality used cars under $20,000',
    description: 'Inspected, warrantied and priced to fit the budget.',
    category: 'Budget',
    ctaText: 'Shop under $20k',
    start: -400,
    icon: 'cash',
    color: '#0f766e',
    headline: 'Under $20k',
  },
  {
    promotionId: 'truck-month',
    position: 'promotions-carousel',
    type: 'offer',
    tags: ['trucks', 'offer'],
    name: 'Truck month carousel',
    url: offerPath('sales', 'truck-month'),
    title: 'Truck Month: $1,000 off used pickups',
    description: 'F-150, Silverado and Ram 1500, this month only.',
    category: 'Special offer',
    ctaText: 'See the offer',
    start: -5,
    end: 25,
    icon: 'road',
    color: '#1e3a8a',
    headline: 'Truck Month',
  },
  {
    promotionId: 'holiday-sales-event',
    position: 'promotions-carousel',
    type: 'offer',
    tags: ['seasonal'],
    name: 'Holiday event carousel',
    url: pathFor('specialOffers'),
    title: 'Holiday Sales Event',
    description: 'Year-end savings across our used inventory.',
    category: 'Seasonal',
    ctaText: 'View offers',
    start: 22,
    end: 60,
    icon: 'star',
    color: '#15803d',
    headline: 'Holiday event',
  },
  {
    promotionId: 'premium-upgrades',
    position: 'grid-item',
    type: 'inventory',
    tags: ['luxury'],
    name: 'Premium upgrades tile',
    url: PREMIUM,
    title: 'Ready for an upgrade?',
    description: 'Luxury and top-trim vehicles for less than you think.',
    category: 'Great deals',
    ctaText: 'Shop premium',
    criterias: [],
    start: -400,
    icon: 'star',
    color: '#4338ca',
    headline: 'Upgrade',
  },
  {
    promotionId: 'get-pre-approved',
    position: 'grid-item',
    type: 'finance',
    tags: ['finance'],
    name: 'Pre-approval tile',
    url: pathFor('applyFinancing'),
    title: 'Get pre-approved in under 60 seconds',
    description: 'See your real rate with no impact on your credit score.',
    category: 'Finance',
    ctaText: 'Get pre-approved',
    criterias: [],
    start: -400,
    icon: 'percent',
    color: '#0369a1',
    headline: '60 seconds',
  },
  {
    promotionId: 'value-your-trade',
    position: 'grid-item',
    type: 'trade',
    tags: ['trade'],
    name: 'Trade-in tile',
    url: pathFor('sellTrade'),
    title: 'What is your trade worth?',
    description: 'Two offers in two minutes, valid for 7 days.',
    category: 'Sell or trade',
    ctaText: 'Value my trade',
    criterias: [],
    start: -400,
    icon: 'key',
    color: '#be123c',
    headline: 'Trade in',
  },
  {
    promotionId: 'jeep-weekend',
    position: 'grid-item',
    type: 'inventory',
    tags: ['jeep'],
    name: 'Jeep weekend tile',
    url: `${pathFor('carsForSale')}?make=Jeep`,
    title: 'Jeep weekend',
    description: 'Test drive any Jeep this weekend and take home a trail guide.',
    category: 'Event',
    ctaText: 'Shop Jeep',
    criterias: ['make:Jeep'],
    start: -3,
    end: 4,
    icon: 'road',
    color: '#3f5c47',
    headline: 'Jeep weekend',
  },
  {
    promotionId: 'summer-suv-savings',
    position: 'grid-item',
    type: 'inventory',
    tags: ['seasonal'],
    name: 'Summer SUV tile',
    url: `${pathFor('carsForSale')}?bodyStyle=suvs`,
    title: 'Summer SUV savings',
    description: 'Road-trip ready SUVs.',
    category: 'Seasonal',
    ctaText: 'Shop SUVs',
    criterias: ['bodyStyle:suvs'],
    start: -150,
    end: -60,
    icon: 'road',
    color: '#b45309',
    headline: 'SUV savings',
  },
];

const SELL_CAR_PROMOTIONS: PromotionSpec[] = [
  {
    promotionId: 'two-offers-two-minutes',
    position: 'promotions-carousel',
    type: 'sell',
    tags: ['homepage'],
    name: 'Two offers carousel',
    url: pathFor('sellTradeVehicle'),
    title: '2 offers in 2 minutes',
    description: 'An instant cash offer and a profit-sharing offer, side by side.',
    category: 'Sell your car',
    ctaText: 'Value my car',
    start: -400,
    icon: 'cash',
    color: '#c8102e',
    headline: '2 offers',
  },
  {
    promotionId: 'profit-sharing',
    position: 'promotions-carousel',
    type: 'sell',
    tags: ['homepage'],
    name: 'Profit-sharing carousel',
    url: pathFor('profitSharingOffer'),
    title: 'Get paid twice',
    description: 'An upfront check now and a second check after your car sells.',
    category: 'Profit sharing',
    ctaText: 'How it works',
    start: -400,
    icon: 'handshake',
    color: '#0f766e',
    headline: 'Paid twice',
  },
  {
    promotionId: 'trucks-wanted',
    position: 'grid-item',
    type: 'sell',
    tags: ['trucks'],
    name: 'Trucks wanted tile',
    url: pathFor('instantCashOffer'),
    title: 'Trucks wanted',
    description: 'We need pickups for our retail partners. Get a top offer this month.',
    category: 'Sell your car',
    ctaText: 'Get my offer',
    criterias: [],
    start: -10,
    end: 50,
    icon: 'road',
    color: '#1e3a8a',
    headline: 'Trucks wanted',
  },
  {
    promotionId: 'summer-seller-bonus',
    position: 'promotions-carousel',
    type: 'sell',
    tags: ['seasonal'],
    name: 'Summer bonus carousel',
    url: pathFor('sellTradeVehicle'),
    title: 'Summer seller bonus',
    description: 'An extra $250 on instant cash offers accepted in July.',
    category: 'Seasonal',
    ctaText: 'Value my car',
    start: -123,
    end: -92,
    icon: 'star',
    color: '#b45309',
    headline: '+$250',
  },
  {
    promotionId: 'holiday-cash',
    position: 'grid-item',
    type: 'sell',
    tags: ['seasonal'],
    name: 'Holiday cash tile',
    url: pathFor('sellTradeVehicle'),
    title: 'Holiday cash',
    description: 'Sell before the holidays and get paid the same day.',
    category: 'Seasonal',
    ctaText: 'Value my car',
    criterias: [],
    start: 20,
    end: 55,
    icon: 'cash',
    color: '#15803d',
    headline: 'Holiday cash',
  },
];

export function buildPromotions(ctx: SeedContext): PromotionDoc[] {
  const specs = ctx.variant === 'sell-car' ? SELL_CAR_PROMOTIONS : DEALERSHIP_PROMOTIONS;
  return specs.map((spec): PromotionDoc => ({
    _id: docId('promotion', spec.promotionId),
    _type: 'promotion',
    promotionId: spec.promotionId,
    position: spec.position,
    type: spec.type,
    tags: spec.tags,
    name: spec.name,
    url: spec.url,
    title: spec.title,
    description: spec.description,
    image: bannerImage(
      ctx.images,
      `promo-${spec.promotionId}`,
      {
        color: spec.color,
        icon: spec.icon,
        headline: spec.headline,
        subline: spec.category,
        square: spec.position === 'grid-item',
      },
      spec.title,
    ),
    category: spec.category,
    ctaText: spec.ctaText,
    criterias: spec.criterias ?? [],
    startDate: dateTimeFromReference(spec.start, 6),
    endDate: spec.end === undefined ? EVERGREEN_END : dateTimeFromReference(spec.end, 5, 59),
  }));
}
