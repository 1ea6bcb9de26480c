/** Test support: the scheduling reads over a seed dataset with groq-js (the same queries the site runs). */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildDataset, parseNdjson } from '@/content/embedded/dataset';
import { svgDimensions } from '@/content/embedded/image-assets';
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { offerByIdQuery, serviceItemsQuery, siteShellQuery } from '@/content/queries';
import type { OfferByIdQueryResult, ServiceItemsQueryResult, SiteShellQueryResult } from '@/content/sanity.types';

import type { SchedulingSource } from '../scheduling-source';

const seedDir = path.resolve(__dirname, '../../../../../seed/dist');

export function embeddedSchedulingContent(dataset: 'sell-car' | 'dealership'): SchedulingSource {
  const documents = parseNdjson(readFileSync(path.join(seedDir, `${dataset}.ndjson`), 'utf8'));
  const data = buildDataset(dataset, documents, (file) =>
    svgDimensions(readFileSync(path.join(seedDir, 'images', file), 'utf8')),
  );
  return {
    stores: async () => ((await runEmbeddedQuery(data, siteShellQuery)) as SiteShellQueryResult).stores,
    services: async () => (await runEmbeddedQuery(data, serviceItemsQuery)) as ServiceItemsQueryResult,
    serviceOffer: async (offerId) =>
      (await runEmbeddedQuery(data, offerByIdQuery, { offerType: 'service', offerId })) as OfferByIdQueryResult,
  };
}
