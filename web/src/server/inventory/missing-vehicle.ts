import 'server-only';
import { fetchContent } from '@/content';
import { similarToMissingCandidatesQuery, soldVehicleByVinQuery } from '@/content/queries';
import { filterPath } from '@/lib/inventory/filters';
import { missingVehicleHint } from '@/lib/inventory/missing-vehicle-hint';
import {
  priceBand,
  selectSimilarToMissing,
  similarSearchFilters,
  type MissingVehicleTarget,
} from '@/lib/inventory/similar-to-missing';
import type { SiteContext } from '@/server/site/context';
import { inventoryVocabulary, paymentSettingsFor, vehicleCards } from './search';

/**
 * The cars in stock that could stand in for a missing one (its model, else its body style in its price band): the
 * candidates selectSimilarToMissing picks from, for a sold car's page and a sold car in the shopper's garage alike.
 */
export async function similarToMissingCandidates(target: MissingVehicleTarget) {
  const band = target.price === null ? null : priceBand(target.price);
  return fetchContent({
    query: similarToMissingCandidatesQuery,
    params: {
      make: target.make,
      model: target.model,
      bodyStyleId: target.bodyStyle?._id ?? null,
      priceMin: band?.min ?? null,
      priceMax: band?.max ?? null,
    },
    tags: ['vehicle'],
  });
}

/**
 * The page of a car not in stock (rendered per request by the 404 page): the sold car's record when the catalogue
 * had it, up to six similar cars in stock and the search that lists them (docs/routes-and-seo.md).
 */
export async function loadMissingVehicle(vin: string, sold: boolean, path: string, site: SiteContext) {
  const [record, vocabulary] = await Promise.all([
    sold ? fetchContent({ query: soldVehicleByVinQuery, params: { vin }, tags: ['soldVehicle', 'bodyStyle'] }) : null,
    inventoryVocabulary(),
  ]);
  const hint = record ? null : missingVehicleHint(path, vocabulary.models);
  const target: MissingVehicleTarget = record
    ? {
        make: record.make,
        model: record.model,
        bodyStyle: record.bodyStyle ? { _id: record.bodyStyle._id, value: record.bodyStyle.value } : null,
        price: record.price,
      }
    : { make: hint?.make ?? null, model: hint?.model ?? null, bodyStyle: null, price: null };
  const candidates = await similarToMissingCandidates(target);
  const { ids, matchedBy } = selectSimilarToMissing(target, candidates);
  const byId = new Map((ids.length > 0 ? await vehicleCards(ids) : []).map((card) => [card._id, card]));
  return {
    record,
    similar: ids.flatMap((id) => byId.get(id) ?? []),
    searchPath: filterPath(similarSearchFilters(target, matchedBy)),
    payment: paymentSettingsFor(vocabulary, site.store?.storeId),
  };
}

export type MissingVehicleData = Awaited<ReturnType<typeof loadMissingVehicle>>;
