/**
 * Dealership inventory: `count` vehicles drawn from the catalog with a seeded generator. Prices follow age,
 * mileage and trim; VINs carry a correct check digit and the model-year code; every vehicle has 2–4 pictures.
 */
import { BODY_STYLE_VALUES, type BodyStyleValue } from '@dealer/schemas/constants';
import type { VehicleCondition } from '@dealer/schemas/routes';
import { REFERENCE_YEAR, dateFromReference } from '../dates';
import { bodyStyleIconImage, interiorPhoto, vehiclePhoto, VIEW_LABEL, type VehicleView } from '../images/library';
import { docId, ref, withKeys } from '../keys';
import { Random } from '../random';
import type { BodyStyleDoc, SeedImage, VehicleDoc } from '../types';
import { buildVin, VIN_ALPHABET } from '../vin';
import { storeDocId, type SeedContext } from './context';
import { CATALOG, EXTERIOR_PAINTS, INTERIOR_PAINTS, type ModelSpec, type PaintSpec } from './vehicle-catalog';

export const DEFAULT_VEHICLE_COUNT = 420;

/** Vehicles under this mileage carry the lifetime engine warranty. */
export const LIFETIME_WARRANTY_MAX_MILES = 85_000;

export const BODY_STYLE_NAMES: Record<BodyStyleValue, string> = {
  suvs: 'SUVs',
  sedans: 'Sedans',
  wagons: 'Wagons',
  coupes: 'Coupes',
  convertibles: 'Convertibles',
  hatchbacks: 'Hatchbacks',
  trucks: 'Trucks',
  minivans: 'Minivans',
  commercial: 'Commercial',
};

export const bodyStyleDocId = (value: BodyStyleValue) => docId('bodyStyle', value);

const STORE_PREFIX: Record<string, string> = { aurora: 'A', joliet: 'J', elgin: 'E', 'orland-park': 'O' };
const STORE_WEIGHTS: Record<string, number> = { aurora: 34, joliet: 24, elgin: 18, 'orland-park': 24 };

const COMMON_FEATURES = [
  'Air Conditioning',
  'Power Windows',
  'Power Door Locks',
  'Keyless Entry',
  'Cruise Control',
  'Bluetooth',
  'Backup Camera',
  'Tilt & Telescoping Steering Wheel',
  'USB Ports',
  'Steering Wheel Audio Controls',
];

const MODERN_FEATURES = [
  'Apple CarPlay',
  'Android Auto',
  'Automatic Emergency Braking',
  'Lane Keeping Assist',
  'Blind Spot Monitoring',
  'Rear Cross-Traffic Alert',
  'Adaptive Cruise Control',
  'LED Headlights',
  'Push-Button Start',
  'Wireless Phone Charging',
];

const COMFORT_FEATURES = [
  'Heated Front Seats',
  'Power Driver Seat',
  'Dual-Zone Climate Control',
  'Remote Start',
  'Leather Seats',
  'Sunroof',
  'Navigation System',
  'Heated Steering Wheel',
  'Premium Audio',
  'Ventilated Front Seats',
  'Memory Seats',
  'Heads-Up Display',
  '360-Degree Camera',
];

const STYLE_FEATURES: Record<BodyStyleValue, string[]> = {
  suvs: ['Roof Rails', 'Third-Row Seating', 'Power Liftgate', 'Tow Hitch', 'All-Weather Floor Mats'],
  sedans: ['Split-Folding Rear Seat', 'Rear Air Vents', 'Rain-Sensing Wipers'],
  wagons: ['Roof Rails', 'Cargo Cover', 'Power Liftgate', 'Split-Folding Rear Seat'],
  coupes: ['Sport Suspension', 'Performance Exhaust', 'Paddle Shifters', 'Launch Control'],
  convertibles: ['Power Convertible Top', 'Wind Deflector', 'Sport Seats'],
  hatchbacks: ['Cargo Cover', 'Split-Folding Rear Seat', 'Sport Seats'],
  trucks: [
    'Tow Package',
    'Spray-In Bed Liner',
    'Trailer Brake Controller',
    'Running Boards',
    'Skid Plates',
    'Bed Step',
  ],
  minivans: [
    'Power Sliding Doors',
    'Third-Row Seating',
    'Rear Entertainment System',
    'Rear Sunshades',
    'Stow-Away Seating',
  ],
  commercial: [
    'Cargo Partition',
    'Ladder Rack',
    'Rear Parking Sensors',
    'Heavy-Duty Suspension',
    'Cargo Area Lighting',
  ],
};

const EV_FEATURES = ['DC Fast Charging', 'Regenerative Braking', 'Heat Pump', 'Over-the-Air Updates'];

const paintWeights = (paints: PaintSpec[]) => paints.map((paint) => [paint, paint.weight] as const);

function pickCondition(random: Random, spec: ModelSpec): VehicleCondition {
  const canBeNew = spec.years[1] >= REFERENCE_YEAR;
  return random.weighted<VehicleCondition>([
    ['used', 78],
    ['certified', 14],
    ['new', canBeNew ? 8 : 0],
  ]);
}

function pickYear(random: Random, spec: ModelSpec, condition: VehicleCondition): number {
  const [first, last] = spec.years;
  if (condition === 'new') return Math.min(last, random.chance(0.6) ? REFERENCE_YEAR + 1 : REFERENCE_YEAR);
  const newest = Math.min(last, REFERENCE_YEAR);
  const age =
    condition === 'certified'
      ? random.int(1, 5)
      : random.weighted<number>([
          [1, 6],
          [2, 10],
          [3, 12],
          [4, 12],
          [5, 11],
          [6, 10],
          [7, 9],
          [8, 8],
          [9, 7],
          [10, 5],
          [11, 4],
          [12, 3],
          [13, 2],
        ]);
  return Math.max(first, Math.min(newest, REFERENCE_YEAR - age));
}

function pickMileage(random: Random, year: number, condition: VehicleCondition): number {
  if (condition === 'new') return random.int(4, 48);
  const age = Math.max(0.5, REFERENCE_YEAR - year + 0.6);
  let miles = Math.round(age * random.float(8_500, 15_500));
  if (condition === 'certified') miles = Math.min(miles, random.int(38_000, 74_000));
  return Math.max(1_200, Math.round(miles / 7) * 7 + random.int(0, 6));
}

function priceFor(
  spec: ModelSpec,
  trimIndex: number,
  year: number,
  mileage: number,
  condition: VehicleCondition,
  random: Random,
): { price: number; msrp: number } {
  const trimFactor = 1 + trimIndex * 0.09;
  const msrp = Math.round((spec.msrp * trimFactor * (1 + Math.max(0, year - 2020) * 0.025)) / 50) * 50;
  let value: number;
  if (condition === 'new') {
    value = msrp * random.float(0.95, 1.0);
  } else {
    const age = Math.max(0, REFERENCE_YEAR - year) + 0.5;
    const yearly = spec.luxury ? 0.87 : spec.strongResale ? 0.94 : 0.92;
    const expected = age * 12_000;
    const mileageFactor = 1 - Math.max(-0.08, Math.min(0.18, (mileage - expected) / 250_000));
    value = msrp * 0.9 * yearly ** age * mileageFactor * random.float(0.96, 1.05);
    if (condition === 'certified') value *= 1.04;
  }
  const price = Math.max(4_995, Math.round(value / 100) * 100 - random.pick([5, 5, 1, 0]));
  return { price, msrp };
}

function pickFeatures(
  random: Random,
  spec: ModelSpec,
  year: number,
  trimShare: number,
  electric: boolean,
): { features: string[]; keyFeatures: string[] } {
  const modern =
    year >= 2017
      ? random.sample(MODERN_FEATURES, Math.min(MODERN_FEATURES.length, 3 + Math.round((year - 2016) * 0.6)))
      : [];
  const comfortCount = Math.round(2 + trimShare * 7 + (spec.luxury ? 3 : 0));
  const comfort = random.sample(COMFORT_FEATURES, comfortCount);
  const style = random.sample(
    STYLE_FEATURES[spec.style],
    random.int(1, Math.min(3, STYLE_FEATURES[spec.style].length)),
  );
  const ev = electric ? EV_FEATURES : [];
  const common = random.sample(COMMON_FEATURES, random.int(7, COMMON_FEATURES.length));
  const features = [...new Set([...common, ...modern, ...comfort, ...style, ...ev])].sort();
  const highlights = [...new Set([...ev, ...style, ...comfort, ...modern])];
  const keyFeatures = [...new Set([...highlights, ...common])].slice(0, random.int(4, 6));
  return { features, keyFeatures };
}

const thousands = (value: number) => value.toLocaleString('en-US');

const DRIVETRAIN_WORDS: Record<string, string> = {
  FWD: 'front-wheel drive',
  RWD: 'rear-wheel drive',
  AWD: 'all-wheel drive',
  '4WD': 'four-wheel drive',
};

/** Lower-cases a feature name for use mid-sentence unless it holds a brand name or an acronym. */
const inSentence = (feature: string) =>
  /[A-Z]{2,}|CarPlay|Android|Apple|\d/.test(feature) ? feature : feature.toLowerCase();

const withArticle = (word: string) => `${/^(8|11|18|[AEIOU])/i.test(word) ? 'an' : 'a'} ${word}`;

/** A vehicle before its id and description, with the fields the description reads (optional in the schema) set. */
type VehicleFacts = Omit<VehicleDoc, 'description' | '_id' | '_type'> &
  Required<Pick<VehicleDoc, 'interiorColor' | 'engine' | 'transmission' | 'drivetrain' | 'keyFeatures'>>;

function describe(random: Random, v: VehicleFacts, city: string): string {
  const name = `${v.year} ${v.make} ${v.model} ${v.trim}`;
  const opening = random.pick([
    `This ${name} in ${v.exteriorColor} is on our ${city} lot with ${thousands(v.mileage)} miles.`,
    `Finished in ${v.exteriorColor} with ${v.interiorColor.toLowerCase()} upholstery, this ${name} shows ${thousands(v.mileage)} miles.`,
    `Looking for a ${v.model}? This ${v.trim} in ${v.exteriorColor} has ${thousands(v.mileage)} miles and is ready at our ${city} store.`,
  ]);
  const drive = DRIVETRAIN_WORDS[v.drivetrain] ?? v.drivetrain;
  const power =
    v.fuelType === 'Electric'
      ? `It runs on ${v.engine.startsWith('Dual') ? 'dual electric motors' : 'a single electric motor'} with ${drive}.`
      : `It pairs ${withArticle(v.engine)} engine with ${withArticle(v.transmission)} transmission and ${drive}.`;
  const [first = 'a clean interior', second = 'modern safety tech', third = 'a comfortable ride'] = v.keyFeatures;
  const highlights = random.pick([
    `Highlights include ${inSentence(first)}, ${inSentence(second)} and ${inSentence(third)}.`,
    `It is equipped with ${inSentence(first)}, ${inSentence(second)} and ${inSentence(third)}, among other features.`,
  ]);
  const promise =
    v.condition === 'new'
      ? 'Brand new, with the full factory warranty and no dealer add-ons.'
      : v.condition === 'certified'
        ? 'As a certified pre-owned vehicle it adds extended manufacturer-backed coverage to our 75-point inspection.'
        : v.mileage < LIFETIME_WARRANTY_MAX_MILES
          ? 'It passed our 75-point inspection and qualifies for our lifetime engine warranty.'
          : 'It passed our 75-point inspection and comes with a free vehicle history report.';
  return `${opening} ${power} ${highlights} ${promise}`;
}

export function buildVehicles(ctx: SeedContext, count: number): VehicleDoc[] {
  const random = new Random('vehicles');
  const usedVins = new Set<string>();
  const models = CATALOG.map((spec) => [spec, spec.weight] as const);
  const stores = ctx.stores.map((store) => [store, STORE_WEIGHTS[store.storeId] ?? 10] as const);
  const vehicles: VehicleDoc[] = [];
  for (let index = 0; index < count; index += 1) {
    const spec = random.weighted(models);
    const condition = pickCondition(random, spec);
    const year = pickYear(random, spec, condition);
    const trimIndex = random.int(0, spec.trims.length - 1);
    const trim = spec.trims[trimIndex] ?? spec.trims[0] ?? 'Base';
    const powertrain = random.pick(spec.powertrains);
    const drivetrain = random.pick(powertrain.drivetrains);
    const mileage = pickMileage(random, year, condition);
    const { price, msrp } = priceFor(spec, trimIndex, year, mileage, condition, random);
    const paint = random.weighted(paintWeights(EXTERIOR_PAINTS));
    const upholstery = random.weighted(
      paintWeights(spec.luxury || spec.style === 'coupes' ? INTERIOR_PAINTS : INTERIOR_PAINTS.slice(0, 3)),
    );
    const exteriorColor = random.pick(paint.names);
    const interiorColor = random.pick(upholstery.names);
    const store = random.weighted(stores);

    let vin = '';
    do {
      const vds = `${spec.vds}${random.pick([...VIN_ALPHABET])}${random.pick([...VIN_ALPHABET])}`;
      vin = buildVin(spec.wmi, vds, year, random.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']), random.int(100_000, 999_999));
    } while (usedVins.has(vin));
    usedVins.add(vin);

    const trimShare = spec.trims.length > 1 ? trimIndex / (spec.trims.length - 1) : 0.5;
    const { features, keyFeatures } = pickFeatures(random, spec, year, trimShare, powertrain.fuelType === 'Electric');
    const priceDrop =
      condition !== 'new' && random.chance(0.2) ? random.pick([500, 750, 1000, 1250, 1500, 2000, 2500, 3000]) : 0;
    const premiumUpgrade =
      condition !== 'new' && (spec.luxury ? random.chance(0.55) : trimShare >= 0.75 && random.chance(0.25));
    const isPrivate = random.chance(0.06);

    const name = `${year} ${spec.make} ${spec.model} ${trim}`;
    const viewCount = random.int(2, 4);
    const views: VehicleView[] = ['front', 'side', 'rear'];
    const photos: SeedImage[] = views
      .slice(0, Math.min(3, viewCount))
      .map((view) =>
        vehiclePhoto(ctx.images, spec.style, paint, view, `${name} in ${exteriorColor}, ${VIEW_LABEL[view]}`),
      );
    if (viewCount === 4)
      photos.push(
        interiorPhoto(ctx.images, upholstery, `${name} cabin with ${interiorColor.toLowerCase()} upholstery`),
      );

    const prefix = STORE_PREFIX[store.storeId] ?? 'X';
    const conditionLetter = condition === 'new' ? 'N' : condition === 'certified' ? 'C' : 'U';
    const base: VehicleFacts = {
      vin,
      stockNumber: `${prefix}${conditionLetter}${String(30001 + index).padStart(5, '0')}`,
      condition,
      year,
      make: spec.make,
      model: spec.model,
      trim,
      bodyStyle: ref(bodyStyleDocId(spec.style)),
      mileage,
      price,
      oldPrice: priceDrop ? price + priceDrop : undefined,
      msrp: condition === 'used' ? undefined : msrp,
      exteriorColor,
      interiorColor,
      transmission: powertrain.transmission,
      drivetrain,
      fuelType: powertrain.fuelType,
      engine: powertrain.engine,
      doors: spec.doors,
      features,
      keyFeatures,
      images: withKeys(`vehicle.${vin}/images`, photos),
      store: ref(storeDocId(store.storeId)),
      isPrivate,
      premiumUpgrade,
      historyReportUrl: `https://www.carfax.com/VehicleHistory/p/Report.cfx?vin=${vin}`,
      dateInStock: dateFromReference(-random.int(0, 119)),
    };
    vehicles.push({
      _id: docId('vehicle', vin),
      _type: 'vehicle',
      ...base,
      description: describe(random, base, store.city),
    });
  }
  return vehicles;
}

const FALLBACK_STARTING_PRICE: Record<BodyStyleValue, number> = {
  suvs: 12995,
  sedans: 8995,
  wagons: 11995,
  coupes: 14995,
  convertibles: 15995,
  hatchbacks: 8495,
  trucks: 16995,
  minivans: 11995,
  commercial: 18995,
};

/** The nine body styles; the starting price is the lowest public price of that style in the inventory. */
export function buildBodyStyles(ctx: SeedContext, vehicles: readonly VehicleDoc[]): BodyStyleDoc[] {
  return BODY_STYLE_VALUES.map((value, index): BodyStyleDoc => {
    const prices = vehicles
      .filter((v) => v.bodyStyle?._ref === bodyStyleDocId(value) && !v.isPrivate)
      .map((v) => v.price);
    const lowest = prices.length > 0 ? Math.min(...prices) : FALLBACK_STARTING_PRICE[value];
    const name = BODY_STYLE_NAMES[value];
    return {
      _id: bodyStyleDocId(value),
      _type: 'bodyStyle',
      name,
      value,
      startingPrice: Math.floor(lowest / 100) * 100,
      image: vehiclePhoto(
        ctx.images,
        value,
        { base: 'silver', hex: '#b6bcc3' },
        'side',
        `${name}: silver example, side profile`,
      ),
      icon: bodyStyleIconImage(ctx.images, value, `${name} icon`),
      active: true,
      orderRank: index + 1,
    };
  });
}
