/**
 * The seed's document shapes, mirroring schemas/README.md (the content model). Field names here are the contract
 * with the Studio schemas and the web app's GROQ queries.
 */
import type {
  AdsValueMode,
  BodyStyleValue,
  CalloutVariant,
  CrmProvider,
  DayOfWeek,
  DeductionField,
  DeductionOperator,
  DepartmentTabKey,
  FaqTopic,
  InventoryCondition,
  Language,
  LeadFormType,
  LeadMailFormat,
  LogicOperation,
  OfferRecurrence,
  OfferType,
  PopupComponentKind,
  PopupComponentName,
  PopupContentType,
  PromotionPosition,
  QuestionInputType,
  ReviewCategory,
  ReviewPlatform,
  SiteVariant,
  TeamDepartment,
} from '@dealer/schemas/constants';
import type { LegalSlug, PageKey, RouteName, VehicleCondition } from '@dealer/schemas/routes';

// ---------------------------------------------------------------- primitives

export type Keyed<T> = T & { _key: string };

export interface Reference {
  _type: 'reference';
  _ref: string;
}

export interface Slug {
  _type: 'slug';
  current: string;
}

/** An image as `sanity dataset import` reads it: the file is uploaded and replaced by an asset reference. */
export interface SeedImage {
  _type: 'image';
  alt: string;
  caption?: string;
  /** `image@file://./images/<name>.svg`, relative to the NDJSON file. */
  _sanityAsset: string;
}

export interface SeoFields {
  _type: 'seoFields';
  title: string;
  description: string;
  image?: SeedImage;
  noIndex?: boolean;
}

// ---------------------------------------------------------------- rich text (Portable Text)

export interface Span {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

export interface LinkMarkDef {
  _type: 'link';
  _key: string;
  href: string;
}

export type BlockStyle = 'normal' | 'h2' | 'h3' | 'h4' | 'blockquote';

export interface Block {
  _type: 'block';
  _key: string;
  style: BlockStyle;
  markDefs: LinkMarkDef[];
  children: Span[];
  listItem?: 'bullet' | 'number';
  level?: number;
}

export interface TableRow {
  _type: 'tableRow';
  _key: string;
  cells: string[];
}

export interface Table {
  _type: 'table';
  _key: string;
  rows: TableRow[];
}

export interface CtaBlock {
  _type: 'ctaBlock';
  _key: string;
  title: string;
  text?: string;
  label: string;
  href: string;
}

export type RichTextImage = Keyed<SeedImage>;
export type RichTextNode = Block | RichTextImage | Table | CtaBlock;
export type RichText = RichTextNode[];

// ---------------------------------------------------------------- objects

export interface NavLink {
  _type: 'navLink';
  label: string;
  href: string;
}

export interface NavGroup {
  _type: 'navGroup';
  label: string;
  href?: string;
  links: Keyed<NavLink>[];
}

export interface UiString {
  _type: 'uiString';
  key: string;
  en: string;
  es: string;
}

export interface LeadRoute {
  _type: 'leadRoute';
  formType: LeadFormType;
  type: LeadMailFormat;
  subject: string;
  recipient: string;
  crmProvider: CrmProvider;
}

export interface DayHours {
  _type: 'dayHours';
  day: DayOfWeek;
  closed: boolean;
  open?: string;
  close?: string;
}

export interface DeductionRule {
  _type: 'deductionRule';
  field: DeductionField;
  operator: DeductionOperator;
  /** Text, as the Studio schema stores it (numbers as digits, `in` as a comma-separated list). */
  value: string;
}

export interface Deduction {
  _type: 'deduction';
  percent?: number;
  amount?: number;
  rules: Keyed<DeductionRule>[];
  logicOperation: LogicOperation;
}

export interface Answer {
  _type: 'answer';
  label: string;
  value: string;
  description?: string;
  deductions?: Keyed<Deduction>[];
  bringIn?: boolean;
  bringInReason?: string;
}

export interface QuestionCondition {
  questionId: string;
  answers: string[];
}

export interface Question {
  _type: 'question';
  questionId: string;
  text: string;
  inputType: QuestionInputType;
  required: boolean;
  condition?: QuestionCondition;
  answers: Keyed<Answer>[];
}

export interface QuestionCategory {
  _type: 'questionCategory';
  categoryId: string;
  title: string;
  description: string;
  questionIds: string[];
}

export interface PopupRulePages {
  _type: 'popupRulePages';
  pages: string[];
}
export interface PopupRuleParam {
  _type: 'popupRuleParam';
  name: string;
  value: string;
}
export interface PopupRuleItemsViewed {
  _type: 'popupRuleItemsViewed';
  name?: string;
  path?: string;
  params?: Keyed<PopupRuleParam>[];
  minCount?: number;
  maxCount?: number;
}
export interface PopupRuleIsLead {
  _type: 'popupRuleIsLead';
  isLead: boolean;
}
export interface PopupRuleAdsValue {
  _type: 'popupRuleAdsValue';
  key: string;
  mode: AdsValueMode;
  value?: string;
  values?: string[];
}
export interface PopupRuleTagQuery {
  _type: 'popupRuleTagQuery';
  query: string;
}
export interface PopupRuleItemClicked {
  _type: 'popupRuleItemClicked';
  selector: string;
}
export interface PopupRuleTimer {
  _type: 'popupRuleTimer';
  seconds: number;
}
export type PopupRule =
  | PopupRulePages
  | PopupRuleItemsViewed
  | PopupRuleIsLead
  | PopupRuleAdsValue
  | PopupRuleTagQuery
  | PopupRuleItemClicked
  | PopupRuleTimer;

export interface PopupCondition {
  _type: 'popupCondition';
  rules: Keyed<PopupRule>[];
}

// ---------------------------------------------------------------- page sections

export interface HeroSlide {
  _type: 'heroSlide';
  title: string;
  subtitle?: string;
  image: SeedImage;
  ctaLabel?: string;
  ctaHref?: string;
}
export interface FeatureButton {
  _type: 'featureButton';
  label: string;
  description?: string;
  href: string;
  icon?: string;
}
export interface DepartmentTab {
  _type: 'departmentTab';
  department: DepartmentTabKey;
  title: string;
  text?: string;
  ctaLabel?: string;
  ctaHref?: string;
  image?: SeedImage;
}
export interface SpecialFilter {
  _type: 'specialFilter';
  label: string;
  href: string;
  image?: SeedImage;
}
export interface Step {
  _type: 'step';
  title: string;
  text?: string;
}
export interface ComparisonRow {
  _type: 'comparisonRow';
  label: string;
  values: string[];
}
export interface OfferCard {
  _type: 'offerCard';
  title: string;
  text?: string;
  bullets?: string[];
  ctaLabel?: string;
  ctaHref?: string;
}
export interface Stat {
  _type: 'stat';
  value: string;
  label: string;
}

export type Section =
  | { _type: 'heroSection'; slides: Keyed<HeroSlide>[] }
  | { _type: 'featureButtonsSection'; buttons: Keyed<FeatureButton>[] }
  | { _type: 'departmentTabsSection'; title?: string; tabs: Keyed<DepartmentTab>[] }
  | { _type: 'specialFiltersSection'; title?: string; filters: Keyed<SpecialFilter>[] }
  | { _type: 'bodyStylesSection'; title?: string }
  | { _type: 'reviewsSection'; title?: string; subtitle?: string }
  | { _type: 'promotionsSection'; title?: string }
  | { _type: 'faqSection'; title?: string; topic: FaqTopic }
  | {
      _type: 'calloutSection';
      variant: CalloutVariant;
      eyebrow?: string;
      title?: string;
      text?: string;
      ctaLabel?: string;
      ctaHref?: string;
      image?: SeedImage;
    }
  | { _type: 'richTextSection'; title?: string; body: RichText }
  | { _type: 'stepsSection'; title?: string; steps: Keyed<Step>[] }
  | { _type: 'comparisonSection'; title?: string; columns: string[]; rows: Keyed<ComparisonRow>[]; note?: string }
  | { _type: 'offerCardsSection'; title?: string; cards: Keyed<OfferCard>[] }
  | { _type: 'ratingSection'; title?: string; text?: string }
  | { _type: 'statsSection'; items: Keyed<Stat>[] }
  | { _type: 'teamSection'; title?: string }
  | { _type: 'positionsSection'; title?: string }
  | { _type: 'contactSection'; title?: string }
  | { _type: 'locationsSection'; title?: string }
  | { _type: 'servicesSection'; title?: string }
  | { _type: 'offersListSection'; title?: string; offerType?: OfferType }
  | { _type: 'articlesSection'; title?: string }
  | { _type: 'leadFormSection'; title?: string; intro?: string; form: 'contact' | 'careers' };

export type SectionType = Section['_type'];

// ---------------------------------------------------------------- documents

export interface SiteSettingsDoc {
  _id: 'siteSettings';
  _type: 'siteSettings';
  variant: SiteVariant;
  siteName: string;
  enabledPages: PageKey[];
  defaultStore: Reference;
  headerMenu: Keyed<NavLink>[];
  mainMenu: Keyed<NavGroup>[];
  footerMenu: Keyed<NavLink>[];
  cookieTier: number;
  defaultLanguage: Language;
  uiStrings: Keyed<UiString>[];
  popups: Keyed<Reference>[];
  appendAdvertisingParameters: boolean;
  leadRouting: Keyed<LeadRoute>[];
  inventoryConditions: InventoryCondition[];
  seo: SeoFields;
  metadataTemplates?: {
    offerTitle?: string;
    offerDescription?: string;
    staffTitle?: string;
    staffDescription?: string;
  };
}

export interface QuestionnaireDoc {
  _id: 'questionnaire';
  _type: 'questionnaire';
  title: string;
  categories: Keyed<QuestionCategory>[];
  questions: Keyed<Question>[];
}

export interface MapView {
  center: { lat: number; lng: number };
  zoom: number;
}

export interface StoreDoc {
  _id: string;
  _type: 'store';
  storeId: string;
  name: string;
  city: string;
  state: string;
  stateShort: string;
  country: string;
  zip: string;
  addressLine1: string;
  addressLine2?: string;
  phone: string;
  servicePhone?: string;
  email: string;
  site: { url: string; name: string; description: string; image: SeedImage; twitterImage: SeedImage };
  logo: { light: SeedImage; dark: SeedImage; icon: SeedImage };
  color: string;
  timezone: string;
  salesHours: Keyed<DayHours>[];
  workingHours?: Keyed<DayHours>[];
  /** This store's own lead routes (override the site's rows of the same form type). */
  leadRouting?: Keyed<LeadRoute>[];
  generalManager: {
    photo: SeedImage;
    fullName: string;
    firstName: string;
    title: string;
    phone: string;
    email: string;
  };
  map: { latitude: number; longitude: number; mobile: MapView; desktop: MapView };
  socials: Keyed<{ _type: 'social'; platform: string; url: string }>[];
  ratings: { google: { rating: number; count: number; url: string } };
  fees: { documentary: number };
  ncss: number;
  hasServiceDepartment: boolean;
  baseApr: number;
}

export interface LocationDoc {
  _id: string;
  _type: 'location';
  name: string;
  subname?: string;
  store: Reference;
  link?: string;
  inventoryLink?: string;
  addressLine1: string;
  addressLine2?: string;
  currentLocation: boolean;
  note?: string;
  coordinates: { latitude: number; longitude: number };
  googleMapsLink: string;
  orderRank: number;
}

export interface VehicleDoc {
  _id: string;
  _type: 'vehicle';
  vin: string;
  stockNumber: string;
  condition: VehicleCondition;
  year: number;
  make: string;
  model: string;
  trim: string;
  bodyStyle: Reference;
  mileage: number;
  price: number;
  oldPrice?: number;
  msrp?: number;
  exteriorColor: string;
  interiorColor: string;
  transmission: string;
  drivetrain: string;
  fuelType: string;
  engine: string;
  doors: number;
  features: string[];
  keyFeatures: string[];
  images: Keyed<SeedImage>[];
  store: Reference;
  isPrivate: boolean;
  premiumUpgrade: boolean;
  historyReportUrl: string;
  dateInStock: string;
  description: string;
}

export interface BodyStyleDoc {
  _id: string;
  _type: 'bodyStyle';
  name: string;
  value: BodyStyleValue;
  startingPrice: number;
  image: SeedImage;
  icon: SeedImage;
  active: boolean;
  orderRank: number;
}

export interface ArticleDoc {
  _id: string;
  _type: 'article';
  title: string;
  slug: Slug;
  category: Reference;
  author: Reference;
  publishedAt: string;
  excerpt: string;
  mainImage: SeedImage;
  body: RichText;
  seo: SeoFields;
  helpCenter: boolean;
}

export interface ArticleCategoryDoc {
  _id: string;
  _type: 'articleCategory';
  title: string;
  slug: Slug;
  description: string;
  orderRank: number;
}

export interface AuthorDoc {
  _id: string;
  _type: 'author';
  name: string;
  slug: Slug;
  role: string;
  image: SeedImage;
  bio: string;
}

export interface TeamMemberDoc {
  _id: string;
  _type: 'teamMember';
  firstName: string;
  lastName: string;
  slug: Slug;
  department: TeamDepartment;
  title: string;
  phone: string;
  email: string;
  rating: number;
  image: SeedImage;
  bio: string;
  store: Reference;
  orderRank: number;
}

export interface JobPositionDoc {
  _id: string;
  _type: 'jobPosition';
  title: string;
  slug: Slug;
  department: string;
  employmentType: string;
  store?: Reference;
  summary: string;
  description: RichText;
  active: boolean;
}

export interface ReviewDoc {
  _id: string;
  _type: 'review';
  reviewerName: string;
  reviewerPhoto?: SeedImage;
  platform: ReviewPlatform;
  rating: number;
  review: string;
  photo?: SeedImage;
  categories: ReviewCategory[];
  url: string;
  date: string;
}

export interface VehicleConditionFilter {
  _type: 'vehicleCondition';
  condition?: VehicleCondition;
  year?: number;
  make?: string;
  model?: string;
  mileage?: number;
}

export interface OfferDoc {
  _id: string;
  _type: 'offer';
  offerId: string;
  offerType: OfferType;
  department: string;
  image: SeedImage;
  type: 'dealer';
  typeLabel: string;
  name: string;
  badge: string;
  description: string;
  disclaimer: string;
  recurring: OfferRecurrence;
  startDate?: string;
  endDate?: string;
  vehicleConditions: Keyed<VehicleConditionFilter>[];
  store?: Reference;
}

export interface PromotionDoc {
  _id: string;
  _type: 'promotion';
  promotionId: string;
  position: PromotionPosition;
  type: string;
  tags: string[];
  name: string;
  url: string;
  title: string;
  description: string;
  image: SeedImage;
  category: string;
  ctaText: string;
  criterias: string[];
  startDate: string;
  endDate: string;
}

export interface PopupDoc {
  _id: string;
  _type: 'popup';
  title: string;
  popupId: string;
  conditions: Keyed<PopupCondition>[];
  settings: {
    componentKind: PopupComponentKind;
    position?: string;
    positionMobile?: string;
    positionDesktop?: string;
    closeButton: boolean;
  };
  button?: { icon?: string; text?: string; hoverText?: string; className?: string };
  component: {
    type: PopupContentType;
    componentName?: PopupComponentName;
    title?: string;
    html?: string;
    style?: string;
  };
  submitted?: {
    email?: LeadFormType;
    emailData?: Keyed<{ _type: 'popupEmailDatum'; key: string; value: string }>[];
    track?: string;
    redirect?: string;
    close?: boolean;
    timeoutClose?: number;
    innerComponent?: string;
  };
  background: { modal: boolean };
  closeButton: boolean;
}

export interface FaqDoc {
  _id: string;
  _type: 'faq';
  question: string;
  answer: RichText;
  topic: FaqTopic;
  orderRank: number;
}

export interface LegalPageDoc {
  _id: string;
  _type: 'legalPage';
  title: string;
  slug: Slug & { current: LegalSlug };
  updatedAt: string;
  body: RichText;
  seo: SeoFields;
}

export interface PageDoc {
  _id: string;
  _type: 'page';
  route: RouteName;
  title: string;
  seo: SeoFields;
  sections: Keyed<Section>[];
}

export interface ServiceItemDoc {
  _id: string;
  _type: 'serviceItem';
  opCode: string;
  name: string;
  description: string;
  notes: string;
  price: string;
  icon: SeedImage;
  orderRank: number;
}

/** An experiment's settings (schemas/src/documents/experiment-override.ts). */
export interface ExperimentOverrideDoc {
  _id: string;
  _type: 'experimentOverride';
  name: string;
  active: boolean;
  lang?: Language;
  siteEnv?: string;
  /** A JSON object, as editors type it. */
  settings?: string;
  popups?: Keyed<Reference>[];
  langs?: Keyed<UiString>[];
}

export type SeedDocument =
  | ExperimentOverrideDoc
  | SiteSettingsDoc
  | QuestionnaireDoc
  | StoreDoc
  | LocationDoc
  | VehicleDoc
  | BodyStyleDoc
  | ArticleDoc
  | ArticleCategoryDoc
  | AuthorDoc
  | TeamMemberDoc
  | JobPositionDoc
  | ReviewDoc
  | OfferDoc
  | PromotionDoc
  | PopupDoc
  | FaqDoc
  | LegalPageDoc
  | PageDoc
  | ServiceItemDoc;

export type SeedDocumentType = SeedDocument['_type'];
