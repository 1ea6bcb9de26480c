/**
 * The seed's document shapes: the types `npm run typegen` generates from the Studio schema into src/generated/
 * (extracted with the fields editors must fill required), as the seed writes them. No field is listed here: a schema
 * change reaches the seed with the next `npm run typegen`, and `tsc -p seed` fails wherever the seed no longer fits.
 */
import type * as Schema from './generated/sanity.types';

// ---------------------------------------------------------------- how the seed writes a schema type

/** An image as `sanity dataset import` reads it: the file is uploaded and replaced by an asset reference. */
export interface SeedImage {
  _type: 'image';
  /** Every seeded image is described (the schema leaves it to editors). */
  alt: string;
  caption?: string;
  /** `image@file://./images/<name>.svg`, relative to the NDJSON file. */
  _sanityAsset: string;
}

/** What the Studio stores for an uploaded image; the seed names the file instead (`_sanityAsset`). */
type UploadedImageFields = 'asset' | 'media' | 'hotspot' | 'crop';

/** A schema type as the seed writes it: each image names its file in place of the asset the import will create. */
export type Seeded<T> = T extends { _type: 'image' }
  ? Omit<T, UploadedImageFields> & Pick<SeedImage, '_sanityAsset'>
  : T extends readonly (infer Item)[]
    ? Seeded<Item>[]
    : T extends object
      ? { [Key in keyof T]: Seeded<T[Key]> }
      : T;

/** Written by the Content Lake itself; a seed document never carries them. */
type LakeFields = '_createdAt' | '_updatedAt' | '_rev';

// ---------------------------------------------------------------- documents

/** Every document type of the content model (the Lake's own `sanity.*` asset documents aside). */
type SchemaDocument = Exclude<Extract<Schema.AllSanitySchemaTypes, { _id: string }>, { _type: `sanity.${string}` }>;

export type SeedDocument = SchemaDocument extends infer Doc
  ? Doc extends unknown
    ? Seeded<Omit<Doc, LakeFields>>
    : never
  : never;
export type SeedDocumentType = SeedDocument['_type'];
export type SeedDocumentOf<Type extends SeedDocumentType> = Extract<SeedDocument, { _type: Type }>;

export type ArticleCategoryDoc = SeedDocumentOf<'articleCategory'>;
export type ArticleDoc = SeedDocumentOf<'article'>;
export type AuthorDoc = SeedDocumentOf<'author'>;
export type BodyStyleDoc = SeedDocumentOf<'bodyStyle'>;
export type ExperimentOverrideDoc = SeedDocumentOf<'experimentOverride'>;
export type FaqDoc = SeedDocumentOf<'faq'>;
export type JobPositionDoc = SeedDocumentOf<'jobPosition'>;
export type LegalPageDoc = SeedDocumentOf<'legalPage'>;
export type LocationDoc = SeedDocumentOf<'location'>;
export type OfferDoc = SeedDocumentOf<'offer'>;
export type PopupDoc = SeedDocumentOf<'popup'>;
export type PromotionDoc = SeedDocumentOf<'promotion'>;
export type QuestionnaireDoc = SeedDocumentOf<'questionnaire'>;
export type ReviewDoc = SeedDocumentOf<'review'>;
export type ServiceItemDoc = SeedDocumentOf<'serviceItem'>;
export type SiteSettingsDoc = SeedDocumentOf<'siteSettings'>;
export type SoldVehicleDoc = SeedDocumentOf<'soldVehicle'>;
export type StoreDoc = SeedDocumentOf<'store'>;
export type TeamMemberDoc = SeedDocumentOf<'teamMember'>;
export type VehicleDoc = SeedDocumentOf<'vehicle'>;

// ---------------------------------------------------------------- objects and arrays the seed builds on their own

export type Keyed<T> = T & { _key: string };
/** An array item as the seed builds it, before `withKeys` gives it its `_key`. */
type ItemOf<List> = NonNullable<List> extends readonly (infer Element)[] ? Unkeyed<Element> : never;
type Unkeyed<T> = T extends unknown ? Omit<T, '_key'> : never;

export interface Reference {
  _type: 'reference';
  _ref: string;
}
export type Slug = Seeded<Schema.Slug> & { current: string };

export type Answer = Seeded<Schema.Answer>;
export type Deduction = Seeded<Schema.Deduction>;
export type DayHours = Seeded<Schema.DayHours>;
export type NavGroup = Seeded<Schema.NavGroup>;
export type NavLink = Seeded<Schema.NavLink>;
export type PopupCondition = Seeded<Schema.PopupCondition>;
export type PopupRule = ItemOf<PopupCondition['rules']>;
export type Question = Seeded<Schema.Question>;
export type QuestionCategory = Seeded<Schema.QuestionCategory>;
export type UiString = Seeded<Schema.UiString>;
export type VehicleConditionFilter = ItemOf<OfferDoc['vehicleConditions']>;

// Page sections
export type PageDoc = SeedDocumentOf<'page'>;
export type PageRoute = NonNullable<PageDoc['route']>;
export type Section = ItemOf<PageDoc['sections']>;
type SectionOf<Type extends Section['_type']> = Extract<Section, { _type: Type }>;
export type ComparisonRow = ItemOf<SectionOf<'comparisonSection'>['rows']>;
export type DepartmentTab = ItemOf<SectionOf<'departmentTabsSection'>['tabs']>;
export type FeatureButton = ItemOf<SectionOf<'featureButtonsSection'>['buttons']>;
export type HeroSlide = ItemOf<SectionOf<'heroSection'>['slides']>;
export type OfferCard = ItemOf<SectionOf<'offerCardsSection'>['cards']>;
export type SpecialFilter = ItemOf<SectionOf<'specialFiltersSection'>['filters']>;
export type Stat = ItemOf<SectionOf<'statsSection'>['items']>;
export type Step = ItemOf<SectionOf<'stepsSection'>['steps']>;

// Rich text (Portable Text)
export type RichText = Seeded<Schema.RichText>;
export type RichTextNode = RichText[number];
export type Block = Extract<RichTextNode, { _type: 'block' }>;
export type BlockStyle = NonNullable<Block['style']>;
export type Span = ItemOf<Block['children']> & { _key: string };
export type LinkMarkDef = ItemOf<Block['markDefs']> & { _key: string };
