import { Fragment, type ReactNode } from 'react';
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
function renderSection(section: LoadedSection, site: SiteContext, first: boolean): ReactNode {
  switch (section._type) {
    case 'heroSection':
      return <HeroSection section={section} site={site} first={first} />;
    case 'featureButtonsSection':
      return <FeatureButtonsSection section={section} site={site} first={first} />;
    case 'departmentTabsSection':
      return <DepartmentTabsSection section={section} site={site} first={first} />;
    case 'specialFiltersSection':
      return <SpecialFiltersSection section={section} site={site} first={first} />;
    case 'bodyStylesSection':
      return <BodyStylesSection section={section} site={site} first={first} data={section.data} />;
    case 'reviewsSection':
      return <ReviewsSection section={section} site={site} first={first} data={section.data} />;
    case 'promotionsSection':
      return <PromotionsSection section={section} site={site} first={first} data={section.data} />;
    case 'faqSection':
      return <FaqSection section={section} site={site} first={first} data={section.data} />;
    case 'calloutSection':
      return <CalloutSection section={section} site={site} first={first} />;
    case 'richTextSection':
      return <RichTextSection section={section} site={site} first={first} />;
    case 'stepsSection':
      return <StepsSection section={section} site={site} first={first} />;
    case 'comparisonSection':
      return <ComparisonSection section={section} site={site} first={first} />;
    case 'offerCardsSection':
      return <OfferCardsSection section={section} site={site} first={first} />;
    case 'ratingSection':
      return <RatingSection section={section} site={site} first={first} />;
    case 'statsSection':
      return <StatsSection section={section} site={site} first={first} />;
    case 'teamSection':
      return <TeamSection section={section} site={site} first={first} data={section.data} />;
    case 'positionsSection':
      return <PositionsSection section={section} site={site} first={first} data={section.data} />;
    case 'contactSection':
      return <ContactSection section={section} site={site} first={first} />;
    case 'locationsSection':
      return <LocationsSection section={section} site={site} first={first} data={section.data} />;
    case 'servicesSection':
      return <ServicesSection section={section} site={site} first={first} data={section.data} />;
    case 'offersListSection':
      return <OffersListSection section={section} site={site} first={first} data={section.data} />;
    case 'articlesSection':
      return <ArticlesSection section={section} site={site} first={first} data={section.data} />;
    case 'leadFormSection':
      return <LeadFormSection section={section} site={site} first={first} data={section.data} />;
    default:
      return null;
  }
}

export function Sections({ sections, site }: { sections: readonly LoadedSection[]; site: SiteContext }) {
  return (
    <>
      {sections.map((section, index) => (
        // No wrapper element: each section renders its own landmark, and a wrapper would be sent twice (markup and
        // payload) for every section of every page.
        <Fragment key={section._key}>{renderSection(section, site, index === 0)}</Fragment>
      ))}
    </>
  );
}
