/**
 * The content model. `schemaTypes` goes to the Studio's `schema.types`; the constants and route helpers are shared
 * with the seed and the web app (import `@dealer/schemas/constants` or `@dealer/schemas/routes` where loading
 * `sanity` is not wanted).
 */
import { questionnaire } from './singletons/questionnaire';
import { siteSettings } from './singletons/site-settings';
import { articleCategory } from './documents/article-category';
import { article } from './documents/article';
import { author } from './documents/author';
import { bodyStyle } from './documents/body-style';
import { experimentOverride } from './documents/experiment-override';
import { faq } from './documents/faq';
import { jobPosition } from './documents/job-position';
import { legalPage } from './documents/legal-page';
import { location } from './documents/location';
import { offer } from './documents/offer';
import { page } from './documents/page';
import { popup } from './documents/popup';
import { promotion } from './documents/promotion';
import { review } from './documents/review';
import { serviceItem } from './documents/service-item';
import { soldVehicle } from './documents/sold-vehicle';
import { store } from './documents/store';
import { teamMember } from './documents/team-member';
import { vehicle } from './documents/vehicle';
import { answer } from './objects/answer';
import { ctaBlock } from './objects/cta-block';
import { dayHours } from './objects/day-hours';
import { deduction } from './objects/deduction';
import { leadRoute } from './objects/lead-route';
import { navGroup } from './objects/nav-group';
import { navLink } from './objects/nav-link';
import { popupCondition } from './objects/popup-condition';
import { popupRuleAdsValue } from './objects/popup-rule-ads-value';
import { popupRuleIsLead } from './objects/popup-rule-is-lead';
import { popupRuleItemClicked } from './objects/popup-rule-item-clicked';
import { popupRuleItemsViewed } from './objects/popup-rule-items-viewed';
import { popupRulePages } from './objects/popup-rule-pages';
import { popupRuleTagQuery } from './objects/popup-rule-tag-query';
import { popupRuleTimer } from './objects/popup-rule-timer';
import { questionCategory } from './objects/question-category';
import { question } from './objects/question';
import { richText } from './objects/rich-text';
import { seoFields } from './objects/seo-fields';
import { table } from './objects/table';
import { uiString } from './objects/ui-string';
import { articlesSection } from './sections/articles-section';
import { bodyStylesSection } from './sections/body-styles-section';
import { calloutSection } from './sections/callout-section';
import { comparisonSection } from './sections/comparison-section';
import { contactSection } from './sections/contact-section';
import { departmentTabsSection } from './sections/department-tabs-section';
import { faqSection } from './sections/faq-section';
import { featureButtonsSection } from './sections/feature-buttons-section';
import { heroSection } from './sections/hero-section';
import { locationsSection } from './sections/locations-section';
import { offerCardsSection } from './sections/offer-cards-section';
import { offersListSection } from './sections/offers-list-section';
import { positionsSection } from './sections/positions-section';
import { promotionsSection } from './sections/promotions-section';
import { ratingSection } from './sections/rating-section';
import { reviewsSection } from './sections/reviews-section';
import { richTextSection } from './sections/rich-text-section';
import { servicesSection } from './sections/services-section';
import { specialFiltersSection } from './sections/special-filters-section';
import { statsSection } from './sections/stats-section';
import { stepsSection } from './sections/steps-section';
import { teamSection } from './sections/team-section';
import { leadFormSection } from './sections/lead-form-section';

export const singletonSchemaTypes = [questionnaire, siteSettings];
export const documentSchemaTypes = [
  articleCategory,
  article,
  author,
  bodyStyle,
  experimentOverride,
  faq,
  jobPosition,
  legalPage,
  location,
  offer,
  page,
  popup,
  promotion,
  review,
  serviceItem,
  soldVehicle,
  store,
  teamMember,
  vehicle,
];
export const objectSchemaTypes = [
  answer,
  ctaBlock,
  dayHours,
  deduction,
  leadRoute,
  navGroup,
  navLink,
  popupCondition,
  popupRuleAdsValue,
  popupRuleIsLead,
  popupRuleItemClicked,
  popupRuleItemsViewed,
  popupRulePages,
  popupRuleTagQuery,
  popupRuleTimer,
  questionCategory,
  question,
  richText,
  seoFields,
  table,
  uiString,
];
export const sectionSchemaTypes = [
  articlesSection,
  bodyStylesSection,
  calloutSection,
  comparisonSection,
  contactSection,
  departmentTabsSection,
  faqSection,
  featureButtonsSection,
  heroSection,
  locationsSection,
  offerCardsSection,
  offersListSection,
  positionsSection,
  promotionsSection,
  ratingSection,
  reviewsSection,
  richTextSection,
  servicesSection,
  specialFiltersSection,
  statsSection,
  stepsSection,
  teamSection,
  leadFormSection,
];

/** Every type, for `defineConfig({ schema: { types: schemaTypes } })`. */
export const schemaTypes = [
  ...singletonSchemaTypes,
  ...documentSchemaTypes,
  ...objectSchemaTypes,
  ...sectionSchemaTypes,
];

export {
  questionnaire,
  siteSettings,
  articleCategory,
  article,
  author,
  bodyStyle,
  experimentOverride,
  faq,
  jobPosition,
  legalPage,
  location,
  offer,
  page,
  popup,
  promotion,
  review,
  serviceItem,
  store,
  teamMember,
  vehicle,
  answer,
  ctaBlock,
  dayHours,
  deduction,
  leadRoute,
  navGroup,
  navLink,
  popupCondition,
  popupRuleAdsValue,
  popupRuleIsLead,
  popupRuleItemClicked,
  popupRuleItemsViewed,
  popupRulePages,
  popupRuleTagQuery,
  popupRuleTimer,
  questionCategory,
  question,
  richText,
  seoFields,
  table,
  uiString,
  articlesSection,
  bodyStylesSection,
  calloutSection,
  comparisonSection,
  contactSection,
  departmentTabsSection,
  faqSection,
  featureButtonsSection,
  heroSection,
  locationsSection,
  offerCardsSection,
  offersListSection,
  positionsSection,
  promotionsSection,
  ratingSection,
  reviewsSection,
  richTextSection,
  servicesSection,
  specialFiltersSection,
  statsSection,
  stepsSection,
  teamSection,
  leadFormSection,
};
export { SITE_SETTINGS_GROUPS } from './singletons/site-settings';
export * from './constants';
export * from './routes';
export * from './validation';
export * from './describe';
