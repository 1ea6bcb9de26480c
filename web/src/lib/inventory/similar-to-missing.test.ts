import { filterPath } from './filters';
import {
  selectSimilarToMissing,
  similarSearchFilters,
  type MissingVehicleTarget,
  type SimilarCandidate,
} from './similar-to-missing';

const sedans = { _id: 'bodyStyle.sedans', value: 'sedans' };
const car = (id: string, make: string, model: string, bodyStyleId: string, price: number): SimilarCandidate => ({
  _id: id,
  make,
  model,
  bodyStyleId,
  price,
});

const civics = Array.from({ length: 8 }, (_, index) => car(`civic-${index}`, 'Honda', 'Civic', sedans._id, 20_000));
const others = [
  car('corolla-cheap', 'Toyota', 'Corolla', sedans._id, 13_999), // below 70 % of 20,000
  car('corolla', 'Toyota', 'Corolla', sedans._id, 14_000), // exactly 70 %
  car('camry', 'Toyota', 'Camry', sedans._id, 26_000), // exactly 130 %
  car('camry-dear', 'Toyota', 'Camry', sedans._id, 26_001),
  car('rav4', 'Toyota', 'RAV4', 'bodyStyle.suvs', 20_000),
];

const soldCivic: MissingVehicleTarget = { make: 'Honda', model: 'Civic', bodyStyle: sedans, price: 20_000 };
const soldG6: MissingVehicleTarget = { make: 'Pontiac', model: 'G6', bodyStyle: sedans, price: 20_000 };
const urlOnly: MissingVehicleTarget = { make: 'Honda', model: 'Civic', bodyStyle: null, price: null };

test.each<[string, MissingVehicleTarget, SimilarCandidate[], string[], string | null, string]>([
  [
    'same make and model, at most six, in candidate order',
    soldCivic,
    [...others, ...civics],
    civics.slice(0, 6).map((item) => item._id),
    'makeModel',
    '/cars-for-sale/make-honda/model-civic',
  ],
  [
    'make and model match whatever the case',
    { ...soldCivic, make: 'HONDA', model: 'civic' },
    civics.slice(0, 1),
    ['civic-0'],
    'makeModel',
    '/cars-for-sale/make-honda/model-civic',
  ],
  [
    'no such model in stock: same body style within ±30 % of the price',
    soldG6,
    [...civics.slice(0, 2), ...others],
    ['civic-0', 'civic-1', 'corolla', 'camry'],
    'bodyStyle',
    '/cars-for-sale/sedans/price-14000-26000',
  ],
  ['no model and no body style in stock: none, all cars searched', soldG6, [others[4]!], [], null, '/cars-for-sale'],
  [
    'a VIN never in the catalogue: its URL’s make and model',
    urlOnly,
    [...others, ...civics.slice(0, 3)],
    ['civic-0', 'civic-1', 'civic-2'],
    'makeModel',
    '/cars-for-sale/make-honda/model-civic',
  ],
  [
    'a VIN never in the catalogue, model not stocked: no body style to fall back on',
    { ...urlOnly, model: 'Insight' },
    [...others, ...civics],
    [],
    null,
    '/cars-for-sale',
  ],
  ['nothing known', { make: null, model: null, bodyStyle: null, price: null }, civics, [], null, '/cars-for-sale'],
])('%s', (_name, target, candidates, ids, matchedBy, search) => {
  const result = selectSimilarToMissing(target, candidates);
  expect(result).toEqual({ ids, matchedBy });
  expect(filterPath(similarSearchFilters(target, result.matchedBy))).toBe(search);
});
