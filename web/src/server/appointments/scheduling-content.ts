import 'server-only';
import { fetchPublishedContent } from '@/content';
import { offerByIdQuery, serviceItemsQuery, siteShellQuery } from '@/content/queries';

import type { SchedulingSource } from './scheduling-source';

/** Published content only: a booking is checked against the live service hours, never a draft. */
export const schedulingContent: SchedulingSource = {
  stores: async () =>
    (await fetchPublishedContent({ query: siteShellQuery, params: {}, tags: ['siteSettings', 'store'] })).stores,
  services: () => fetchPublishedContent({ query: serviceItemsQuery, params: {}, tags: ['serviceItem'] }),
  serviceOffer: (offerId) =>
    fetchPublishedContent({ query: offerByIdQuery, params: { offerType: 'service', offerId }, tags: ['offer'] }),
};
