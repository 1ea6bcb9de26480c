import type { PageByRouteQueryResult } from '@/content/sanity.types';
import type { SiteContext } from '@/server/site/context';

export type PageDocument = NonNullable<PageByRouteQueryResult>;
export type PageSection = NonNullable<PageDocument['sections']>[number];
export type SectionType = PageSection['_type'];
export type SectionOf<T extends SectionType> = Extract<PageSection, { _type: T }>;

export interface SectionProps<T extends SectionType> {
  section: SectionOf<T>;
  site: SiteContext;
  /** True for the page's first section: a hero there carries the page's h1. */
  first: boolean;
}
