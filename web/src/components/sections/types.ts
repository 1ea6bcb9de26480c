import type { SectionData, SectionOf, SectionType } from '@/content/section-types';
import type { SiteContext } from '@/server/site/context';

export type {
  LoadedSection,
  PageDocument,
  PageSection,
  SectionData,
  SectionOf,
  SectionType,
} from '@/content/section-types';

export interface SectionProps<T extends SectionType> {
  /** Unique on the page, short: prefixes the section's element ids (its heading's, its form's). */
  id: string;
  section: SectionOf<T>;
  site: SiteContext;
  /** True for the page's first section: a hero there carries the page's h1. */
  first: boolean;
}

/** A section that lists documents: they come from the page loader (server/pages/page-sections.ts). */
export interface SectionWithDataProps<T extends SectionType & keyof SectionData> extends SectionProps<T> {
  data: SectionData[T];
}
