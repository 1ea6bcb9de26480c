import 'server-only';
import { fetchContent } from '@/content';
import {
  activeBodyStylesQuery,
  activeOffersByTypeQuery,
  activeOffersQuery,
  activePositionsQuery,
  activePromotionsQuery,
  careerPositionOptionsQuery,
  faqsByTopicQuery,
  latestArticlesQuery,
  locationsQuery,
  reviewsQuery,
  serviceItemsQuery,
  teamMembersQuery,
} from '@/content/queries';
import type { LoadedSection, PageSection } from '@/content/section-types';
import { isoDateInZone } from '@/lib/format/date';
import { runningOffers } from '@/lib/offers/running-offers';
import type { SiteContext } from '@/server/site/context';
import { loadCookieTier } from './lead-settings';

export type {
  LoadedSection,
  PageDocument,
  PageSection,
  SectionData,
  SectionDataOf,
  SectionOf,
  SectionType,
} from '@/content/section-types';

async function withData(section: PageSection, site: SiteContext): Promise<LoadedSection> {
  switch (section._type) {
    case 'articlesSection':
      return {
        ...section,
        data: {
          articles: await fetchContent({
            query: latestArticlesQuery,
            params: {},
            tags: ['article', 'articleCategory'],
          }),
        },
      };
    case 'bodyStylesSection':
      return {
        ...section,
        data: { bodyStyles: await fetchContent({ query: activeBodyStylesQuery, params: {}, tags: ['bodyStyle'] }) },
      };
    case 'faqSection':
      return {
        ...section,
        data: {
          // A section without a topic lists nothing and asks nothing.
          faqs: section.topic
            ? await fetchContent({ query: faqsByTopicQuery, params: { topic: section.topic }, tags: ['faq'] })
            : [],
        },
      };
    case 'leadFormSection': {
      const [cookieTier, positions] = await Promise.all([
        loadCookieTier(),
        section.form === 'careers'
          ? fetchContent({ query: careerPositionOptionsQuery, params: {}, tags: ['jobPosition', 'store'] })
          : Promise.resolve([]),
      ]);
      return { ...section, data: { cookieTier, positions } };
    }
    case 'locationsSection':
      return {
        ...section,
        data: { locations: await fetchContent({ query: locationsQuery, params: {}, tags: ['location'] }) },
      };
    case 'offersListSection': {
      // Running today on the selected store's calendar (monthly offers in this month's window); no type: all.
      const today = isoDateInZone(new Date(), site.store?.timezone ?? undefined);
      const offers = section.offerType
        ? await fetchContent({
            query: activeOffersByTypeQuery,
            params: { offerType: section.offerType, today },
            tags: ['offer'],
          })
        : await fetchContent({ query: activeOffersQuery, params: { today }, tags: ['offer'] });
      return { ...section, data: { offers: runningOffers(offers, today) } };
    }
    case 'positionsSection':
      return {
        ...section,
        data: {
          positions: await fetchContent({ query: activePositionsQuery, params: {}, tags: ['jobPosition', 'store'] }),
        },
      };
    case 'promotionsSection':
      return {
        ...section,
        data: { promotions: await fetchContent({ query: activePromotionsQuery, params: {}, tags: ['promotion'] }) },
      };
    case 'reviewsSection':
      return {
        ...section,
        data: { reviews: await fetchContent({ query: reviewsQuery, params: {}, tags: ['review'] }) },
      };
    case 'servicesSection':
      return {
        ...section,
        data: { services: await fetchContent({ query: serviceItemsQuery, params: {}, tags: ['serviceItem'] }) },
      };
    case 'teamSection':
      return {
        ...section,
        data: { members: await fetchContent({ query: teamMembersQuery, params: {}, tags: ['teamMember'] }) },
      };
    default:
      return { ...section, data: null };
  }
}

/**
 * Every section of a page with the documents it lists, read in parallel and tagged by document type, so a section
 * component only renders. Same order and length as `sections`: callers may split the result where they split the
 * page.
 */
export async function loadSections(sections: readonly PageSection[], site: SiteContext): Promise<LoadedSection[]> {
  return Promise.all(sections.map((section) => withData(section, site)));
}
