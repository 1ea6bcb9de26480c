/** Test support: the scheduling reads over a seed dataset with groq-js (the same queries the site runs). */

import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { seedDataset, type SeedDatasetName } from '@/content/embedded/testing/seed-dataset';
import { offerByIdQuery, serviceItemsQuery, siteShellQuery } from '@/content/queries';
import type { OfferByIdQueryResult, ServiceItemsQueryResult, SiteShellQueryResult } from '@/content/sanity.types';

import type { SchedulingSource } from '../scheduling-source';

export function embeddedSchedulingContent(dataset: SeedDatasetName): SchedulingSource {
  const data = seedDataset(dataset);
  return {
    stores: async () => ((await runEmbeddedQuery(data, siteShellQuery)) as SiteShellQueryResult).stores,
    services: async () => (await runEmbeddedQuery(data, serviceItemsQuery)) as ServiceItemsQueryResult,
    serviceOffer: async (offerId) =>
      (await runEmbeddedQuery(data, offerByIdQuery, { offerType: 'service', offerId })) as OfferByIdQueryResult,
  };
}
