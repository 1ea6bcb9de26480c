import { createElement, Fragment, type ReactNode } from 'react';
import type { SiteContext } from '@/server/site/context';
import { ArticlesSection } from './articles-section';
import { BodyStylesSection } from './body-styles-section';
import { CalloutSection } from './callout-section';
import { ComparisonSection } from './comparison-section';
import { ContactSection } from './contact-section';
import { DepartmentTabsSection } from './department-tabs-section';
import { FaqSection } from './faq-section';
import { FeatureButtonsSection } from './feature-buttons-section';
import { HeroSection } from './hero-section';
import { LeadFormSection } from './lead-form-section';
import { LocationsSection } from './locations-section';
import { OfferCardsSection } from './offer-cards-section';
import { OffersListSection } from './offers-list-section';
import { PositionsSection } from './positions-section';
import { PromotionsSection } from './promotions-section';
import { RatingSection } from './rating-section';
import { ReviewsSection } from './reviews-section';
import { RichTextSection } from './rich-text-section';
import { ServicesSection } from './services-section';
import { SpecialFiltersSection } from './special-filters-section';
import { StatsSection } from './stats-section';
import { StepsSection } from './steps-section';
import { TeamSection } from './team-section';
import type { LoadedSection } from './types';

/** One server component per section `_type`, given the data its page loader read; an unknown type renders nothing. */
function renderSection(section: LoadedSection, site: SiteContext, index: number): ReactNode {
  // The section's place on the page names its element ids: its CMS key would be sent several times per section.
  const id = `s${index}`;
  const first = index === 0;
  switch (section._type) {
    case 'heroSection':
      return <HeroSection id={id} section={section} site={site} first={first} />;
    case 'featureButtonsSection':
      return <FeatureButtonsSection id={id} section={section} site={site} first={first} />;
    case 'departmentTabsSection':
      return <DepartmentTabsSection id={id} section={section} site={site} first={first} />;
    case 'specialFiltersSection':
      return <SpecialFiltersSection id={id} section={section} site={site} first={first} />;
    case 'bodyStylesSection':
      return <BodyStylesSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'reviewsSection':
      return <ReviewsSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'promotionsSection':
      return <PromotionsSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'faqSection':
      return <FaqSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'calloutSection':
      return <CalloutSection id={id} section={section} site={site} first={first} />;
    case 'richTextSection':
      return <RichTextSection id={id} section={section} site={site} first={first} />;
    case 'stepsSection':
      return <StepsSection id={id} section={section} site={site} first={first} />;
    case 'comparisonSection':
      return <ComparisonSection id={id} section={section} site={site} first={first} />;
    case 'offerCardsSection':
      return <OfferCardsSection id={id} section={section} site={site} first={first} />;
    case 'ratingSection':
      return <RatingSection id={id} section={section} site={site} first={first} />;
    case 'statsSection':
      return <StatsSection id={id} section={section} site={site} first={first} />;
    case 'teamSection':
      return <TeamSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'positionsSection':
      return <PositionsSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'contactSection':
      return <ContactSection id={id} section={section} site={site} first={first} />;
    case 'locationsSection':
      return <LocationsSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'servicesSection':
      return <ServicesSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'offersListSection':
      return <OffersListSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'articlesSection':
      return <ArticlesSection id={id} section={section} site={site} first={first} data={section.data} />;
    case 'leadFormSection':
      return <LeadFormSection id={id} section={section} site={site} first={first} data={section.data} />;
    default:
      return null;
  }
}

/**
 * A page's sections. `start`: the place of the first of them among the page's sections, for a page that renders
 * its sections in parts (around a form or a slot): ids continue from it, so no two sections of a page share one,
 * and only the page's very first section is "first" (the one whose hero heading is the h1).
 */
export function Sections({
  sections,
  site,
  start = 0,
}: {
  sections: readonly LoadedSection[];
  site: SiteContext;
  start?: number;
}) {
  // No wrapper element and no key per section: each section renders its own landmark, and a wrapper (a keyed
  // fragment too) would be sent twice (markup and payload) for every section of every page. A page's sections never
  // reorder on the client, so they are positional children rather than a keyed list.
  return createElement(
    Fragment,
    null,
    ...sections.map((section, index) => renderSection(section, site, start + index)),
  );
}
