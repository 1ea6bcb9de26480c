/**
 * Value lists shared by the Studio schema, the seed and the web app. Pure TypeScript: no `sanity` import, so any
 * workspace (and Jest) can import `@dealer/schemas/constants` without loading the Studio.
 */
import {
  LEGAL_SLUGS,
  OFFER_KINDS,
  PAGE_KEYS,
  VEHICLE_CONDITIONS,
  routes,
  type RouteDefinition,
  type RouteName,
} from './routes';

export { LEGAL_SLUGS, OFFER_KINDS, PAGE_KEYS, VEHICLE_CONDITIONS };

/** Documents with a fixed `_id` equal to their type name: never created, duplicated or deleted by editors. */
export const SINGLETON_TYPES = ['siteSettings', 'questionnaire'] as const;
export type SingletonType = (typeof SINGLETON_TYPES)[number];

/**
 * Every document `_type` of the content model (singletons included), the names the site's cache tags use. The
 * schema package's test checks this list against the Studio's document types.
 */
export const DOCUMENT_TYPES = [
  ...SINGLETON_TYPES,
  'articleCategory',
  'article',
  'author',
  'bodyStyle',
  'experimentOverride',
  'faq',
  'jobPosition',
  'legalPage',
  'location',
  'offer',
  'page',
  'popup',
  'promotion',
  'review',
  'serviceItem',
  'soldVehicle',
  'store',
  'teamMember',
  'vehicle',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const SITE_VARIANTS = ['sell-car', 'dealership'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Cookie-consent tier shown to visitors: 0 (no banner) … 3 (strictest). */
export const COOKIE_TIER_MIN = 0;
export const COOKIE_TIER_MAX = 3;
export const COOKIE_TIER_DEFAULT = 1;

/** The 15 lead form types; each has exactly one row in `siteSettings.leadRouting`. */
export const LEAD_FORM_TYPES = [
  'DEFAULT',
  'UNLOCK_INVENTORY',
  'UNLOCK_PRICE',
  'SCHEDULE_TEST_DRIVE',
  'SELL_OR_TRADE',
  'CONTACT_SALES',
  'CONTACT_DEALERSHIP',
  'CONTACT_FINANCE',
  'CONTACT_SERVICE',
  'CAREERS',
  'SERVICE',
  'APPLY_FINANCING',
  'FULL_CREDIT_APP',
  'STAFF_MEMBER',
  'DEAL_SHEET',
] as const;
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number];

/**
 * The e-mail templates a popup may send its compact form (name, e-mail, phone, message, extra e-mail data) with: the
 * lead is routed, labelled and subject-lined as that form type, though it carries only the popup's fields. Forms
 * whose lead needs what a popup never asks for (a résumé, a staff member, a credit application, a deal sheet) are
 * not templates, and the leads API refuses them from a popup.
 */
export const POPUP_TEMPLATE_TYPES = [
  'DEFAULT',
  'UNLOCK_PRICE',
  'SCHEDULE_TEST_DRIVE',
  'SELL_OR_TRADE',
  'CONTACT_SALES',
  'CONTACT_DEALERSHIP',
  'CONTACT_FINANCE',
  'CONTACT_SERVICE',
  'SERVICE',
  'APPLY_FINANCING',
] as const satisfies readonly LeadFormType[];
export type PopupTemplateType = (typeof POPUP_TEMPLATE_TYPES)[number];

/** A popup's "Lead form type" in the Studio: a template, or the unlock form, which popups send as itself. */
export const POPUP_LEAD_FORM_TYPES = [
  ...POPUP_TEMPLATE_TYPES,
  'UNLOCK_INVENTORY',
] as const satisfies readonly LeadFormType[];

export const LEAD_MAIL_FORMATS = ['adf', 'text'] as const;
export type LeadMailFormat = (typeof LEAD_MAIL_FORMATS)[number];

export const CRM_PROVIDERS = ['generic', 'eleads'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

/** Conditions a site's inventory pages offer (`siteSettings.inventoryConditions`). */
export const INVENTORY_CONDITIONS = ['new', 'used'] as const;
export type InventoryCondition = (typeof INVENTORY_CONDITIONS)[number];

export const BODY_STYLE_VALUES = [
  'suvs',
  'sedans',
  'wagons',
  'coupes',
  'convertibles',
  'hatchbacks',
  'trucks',
  'minivans',
  'commercial',
] as const;
export type BodyStyleValue = (typeof BODY_STYLE_VALUES)[number];

export const DAYS_OF_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

export const TEAM_DEPARTMENTS = ['Sales', 'Service'] as const;
export type TeamDepartment = (typeof TEAM_DEPARTMENTS)[number];

export const REVIEW_PLATFORMS = ['Google', 'Facebook', 'DealerRater', 'Cars.com'] as const;
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

export const REVIEW_CATEGORIES = ['Sale', 'Service', 'Finance'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

/** `offer.offerType`; the same values as routes.ts `OFFER_KINDS`, in the editor's order. */
export const OFFER_TYPES = ['sales', 'service', 'dealer'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const OFFER_RECURRENCES = ['none', 'monthly'] as const;
export type OfferRecurrence = (typeof OFFER_RECURRENCES)[number];

/** Replaced with the offer's end date when the disclaimer is shown. */
export const OFFER_EXPIRATION_PLACEHOLDER = '{expiration_end_date}';

export const PROMOTION_POSITIONS = ['promotions-carousel', 'grid-item'] as const;
export type PromotionPosition = (typeof PROMOTION_POSITIONS)[number];

export const FAQ_TOPICS = ['general', 'warranty', 'service', 'financing', 'sell', 'inventory'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const POPUP_COMPONENT_KINDS = ['dialog', 'drawer', 'banner'] as const;
export type PopupComponentKind = (typeof POPUP_COMPONENT_KINDS)[number];

export const POPUP_CONTENT_TYPES = ['html', 'component'] as const;
export type PopupContentType = (typeof POPUP_CONTENT_TYPES)[number];

export const POPUP_COMPONENT_NAMES = ['unlockInventory', 'userLead', 'userLeadPhoneVerification'] as const;
export type PopupComponentName = (typeof POPUP_COMPONENT_NAMES)[number];

/**
 * A popup's extra e-mail data ("popups send with a configured template plus extra emailData"): labelled
 * values added to its lead. Labels start with a letter (so never `__proto__`), values are short text. The lead
 * API applies the same limits.
 */
export const POPUP_EMAIL_DATA_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9 _-]{0,39}$/;
export const POPUP_EMAIL_DATA_MAX_ENTRIES = 10;
export const POPUP_EMAIL_DATA_VALUE_MAX_LENGTH = 200;

export const ADS_VALUE_MODES = ['absent', 'present', 'equals', 'in', 'not'] as const;
export type AdsValueMode = (typeof ADS_VALUE_MODES)[number];

/** The `_type`s of the rules inside `popupCondition.rules` (AND-combined). */
export const POPUP_RULE_TYPES = [
  'popupRulePages',
  'popupRuleItemsViewed',
  'popupRuleIsLead',
  'popupRuleAdsValue',
  'popupRuleTagQuery',
  'popupRuleItemClicked',
  'popupRuleTimer',
] as const;
export type PopupRuleType = (typeof POPUP_RULE_TYPES)[number];

export const QUESTION_INPUT_TYPES = ['radio', 'checkbox', 'textarea'] as const;
export type QuestionInputType = (typeof QUESTION_INPUT_TYPES)[number];

export const DEDUCTION_FIELDS = ['initPrice', 'mileage', 'model_year', 'make', 'model'] as const;
export type DeductionField = (typeof DEDUCTION_FIELDS)[number];

export const DEDUCTION_OPERATORS = ['gte', 'gt', 'lte', 'lt', 'eq', 'neq', 'in'] as const;
export type DeductionOperator = (typeof DEDUCTION_OPERATORS)[number];

export const LOGIC_OPERATIONS = ['and', 'or'] as const;
export type LogicOperation = (typeof LOGIC_OPERATIONS)[number];

export const DEPARTMENT_TAB_KEYS = ['finance', 'shop', 'sellTrade', 'service'] as const;
export type DepartmentTabKey = (typeof DEPARTMENT_TAB_KEYS)[number];

export const CALLOUT_VARIANTS = ['warranty', 'financing', 'dealership', 'sell'] as const;
export type CalloutVariant = (typeof CALLOUT_VARIANTS)[number];

/** Every `_type` allowed in `page.sections`, in the order the insert menu lists them. */
export const SECTION_TYPES = [
  'heroSection',
  'featureButtonsSection',
  'departmentTabsSection',
  'specialFiltersSection',
  'bodyStylesSection',
  'reviewsSection',
  'promotionsSection',
  'faqSection',
  'calloutSection',
  'richTextSection',
  'stepsSection',
  'comparisonSection',
  'offerCardsSection',
  'ratingSection',
  'statsSection',
  'teamSection',
  'positionsSection',
  'contactSection',
  'locationsSection',
  'servicesSection',
  'offersListSection',
  'articlesSection',
  'leadFormSection',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** Which form a `leadFormSection` shows (web/src/components/forms). */
export const LEAD_FORM_SECTION_FORMS = ['contact', 'careers'] as const;
export type LeadFormSectionForm = (typeof LEAD_FORM_SECTION_FORMS)[number];

/** Route names a `page` document can fill: those whose pattern has no `:` placeholder, except the shopper's own. */
export const PAGE_ROUTE_NAMES: readonly RouteName[] = (Object.keys(routes) as RouteName[]).filter(
  (name) => !routes[name].pattern.includes(':') && !(routes[name] as RouteDefinition).personal,
);

/** Document types the presentation tool can locate on the site (see routes.ts `documentPath`). */
export const PREVIEWABLE_TYPES = [
  'article',
  'teamMember',
  'author',
  'articleCategory',
  'legalPage',
  'offer',
  'vehicle',
  'page',
] as const;
export type PreviewableType = (typeof PREVIEWABLE_TYPES)[number];

/** The Content Lake API version the Studio's custom validators and structure queries use. */
export const SANITY_API_VERSION = '2025-02-19';

/** Names of the site's built-in icons (web/src/components/ui/icon.tsx draws them). */
export const ICON_NAMES = [
  'car',
  'cash',
  'document',
  'lock',
  'percent',
  'shield',
  'handshake',
  'wrench',
  'calendar',
  'phone',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
