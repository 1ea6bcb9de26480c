import type { LoadedSection } from '../sections/types';

/** Whether the page opens with a hero that has a slide title: that hero carries the page's h1. */
export const heroCarriesHeading = (sections: readonly LoadedSection[]) =>
  sections[0]?._type === 'heroSection' && (sections[0].slides ?? []).some((slide) => slide.title);
