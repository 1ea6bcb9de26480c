/**
 * The shapes of a `page` document and its page-builder sections as the content queries return them, with the
 * documents each section lists. Types only: the page loader (server/pages/page-sections.ts) fills them, and section
 * components receive them as props (a type-only import from content/ is allowed there, docs/architecture.md).
 */
import type {
  ActiveBodyStylesQueryResult,
  ActiveOffersByTypeQueryResult,
  ActivePositionsQueryResult,
  ActivePromotionsQueryResult,
  CareerPositionOptionsQueryResult,
  FaqsByTopicQueryResult,
  LatestArticlesQueryResult,
  LocationsQueryResult,
  PageByRouteQueryResult,
  ReviewsQueryResult,
  ServiceItemsQueryResult,
  TeamMembersQueryResult,
} from './sanity.types';

export type PageDocument = NonNullable<PageByRouteQueryResult>;
export type PageSection = NonNullable<PageDocument['sections']>[number];
export type SectionType = PageSection['_type'];
export type SectionOf<T extends SectionType> = Extract<PageSection, { _type: T }>;

/** What a section shows besides its own fields: the documents it lists, read with the page. */
export interface SectionData {
  articlesSection: { articles: LatestArticlesQueryResult };
  bodyStylesSection: { bodyStyles: ActiveBodyStylesQueryResult };
  faqSection: { faqs: FaqsByTopicQueryResult };
  leadFormSection: { cookieTier: number | null; positions: CareerPositionOptionsQueryResult };
  locationsSection: { locations: LocationsQueryResult };
  offersListSection: { offers: ActiveOffersByTypeQueryResult };
  positionsSection: { positions: ActivePositionsQueryResult };
  promotionsSection: { promotions: ActivePromotionsQueryResult };
  reviewsSection: { reviews: ReviewsQueryResult };
  servicesSection: { services: ServiceItemsQueryResult };
  teamSection: { members: TeamMembersQueryResult };
}

export type SectionDataOf<T extends SectionType> = T extends keyof SectionData ? SectionData[T] : null;

/** A page-builder section with its data (`null` for a section that shows only its own fields). */
export type LoadedSection = { [T in SectionType]: SectionOf<T> & { data: SectionDataOf<T> } }[SectionType];
