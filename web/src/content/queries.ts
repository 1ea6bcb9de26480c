/**
 * Every GROQ query the web app runs. Each is a `defineQuery` so `sanity typegen` generates its result type
 * (`<Name>Result` in sanity.types.ts) and `fetchContent` returns it typed. Shared projections are `/* groq *\/`
 * fragments; the `// tags:` line names the cache tags (document `_type`s) callers pass to `fetchContent`.
 */
import { defineQuery } from 'groq';

/** An image asset's URL and intrinsic size (both content sources resolve `asset->`). */
const assetFields = /* groq */ `asset->{url, "width": metadata.dimensions.width, "height": metadata.dimensions.height}`;

/** An image with its alt text and its asset. */
const imageFields = /* groq */ `{
  alt,
  ${assetFields}
}`;

const linkFields = /* groq */ `{_key, label, labelEs, href}`;

/** One day of opening hours, without the array key (fields spread into a projection). */
const dayHoursFieldList = /* groq */ `day, closed, open, close`;

const hoursFields = /* groq */ `{_key, ${dayHoursFieldList}}`;

/** A `{key, en, es}` string pair (siteSettings.uiStrings, an experiment's strings). */
const uiStringFields = /* groq */ `{key, en, es}`;

const mapFields = /* groq */ `{latitude, longitude}`;

/** A store's financing rates (the payment estimate): base APR and documentary fee. */
const storeRateFieldList = /* groq */ `baseApr, fees{documentary}`;

/** Where a form type's lead goes (siteSettings and each store). */
const leadRoutingFields = /* groq */ `{formType, type, subject, recipient, crmProvider}`;

/** A referenced body style as the search vocabulary and a missing car's page name it. */
const bodyStyleRefFields = /* groq */ `{_id, value, name}`;

/** What a vehicle's title (vehicleTitle) and address (vehiclePath in schemas/src/routes) are built from. */
const vehicleNameFields = /* groq */ `condition, year, make, model, trim`;

/** A referenced article category as a link names it. */
const categoryLinkFields = /* groq */ `{title, "slug": slug.current}`;

const seoFields = /* groq */ `{title, titleEs, description, noIndex, image${imageFields}}`;

/** Portable Text with its images, tables and call-to-action blocks. */
const richTextFields = /* groq */ `[]{
  ...,
  _type == "image" => {_key, _type, alt, caption, ${assetFields}},
  _type == "table" => {_key, _type, rows[]{_key, cells}},
  _type == "ctaBlock" => {_key, _type, title, text, label, href}
}`;

const storeFields = /* groq */ `{
  _id,
  storeId,
  name,
  city,
  state,
  stateShort,
  zip,
  country,
  addressLine1,
  addressLine2,
  phone,
  servicePhone,
  email,
  color,
  timezone,
  hasServiceDepartment,
  salesHours[]${hoursFields},
  workingHours[]${hoursFields},
  logo{light${imageFields}, dark${imageFields}, icon${imageFields}},
  socials[]{_key, platform, url},
  ratings{google{rating, count, url}},
  map${mapFields},
  site{url, name, description, image${imageFields}, twitterImage${imageFields}}
}`;

// tags: siteSettings, store
export const siteShellQuery = defineQuery(`{
  "settings": *[_type == "siteSettings"][0]{
    variant,
    siteName,
    enabledPages,
    "defaultStoreId": defaultStore->storeId,
    headerMenu[]${linkFields},
    mainMenu[]{_key, label, labelEs, href, links[]${linkFields}},
    footerMenu[]${linkFields},
    defaultLanguage,
    uiStrings[]${uiStringFields},
    inventoryConditions,
    seo${seoFields}
  },
  "stores": *[_type == "store"] | order(name asc) ${storeFields}
}`);

const sectionFields = /* groq */ `{
  _key,
  _type,
  _type == "heroSection" => {
    slides[]{_key, title, subtitle, ctaLabel, ctaHref, image${imageFields}}
  },
  _type == "featureButtonsSection" => {
    buttons[]{_key, label, description, href, icon}
  },
  _type == "departmentTabsSection" => {
    title,
    tabs[]{_key, department, title, text, ctaLabel, ctaHref, image${imageFields}}
  },
  _type == "specialFiltersSection" => {
    title,
    filters[]{_key, label, href, image${imageFields}}
  },
  _type == "bodyStylesSection" => {title},
  _type == "reviewsSection" => {title, subtitle},
  _type == "promotionsSection" => {title},
  _type == "faqSection" => {title, topic},
  _type == "calloutSection" => {variant, eyebrow, title, text, ctaLabel, ctaHref, image${imageFields}},
  _type == "richTextSection" => {title, body${richTextFields}},
  _type == "stepsSection" => {title, steps[]{_key, title, text}},
  _type == "comparisonSection" => {title, columns, rows[]{_key, label, values}, note},
  _type == "offerCardsSection" => {title, cards[]{_key, title, text, bullets, ctaLabel, ctaHref}},
  _type == "ratingSection" => {title, text},
  _type == "statsSection" => {items[]{_key, value, label}},
  _type == "teamSection" => {title},
  _type == "positionsSection" => {title},
  _type == "contactSection" => {title},
  _type == "locationsSection" => {title},
  _type == "servicesSection" => {title},
  _type == "offersListSection" => {title, offerType},
  _type == "articlesSection" => {title},
  _type == "leadFormSection" => {title, intro, form}
}`;

// tags: page
export const pageByRouteQuery = defineQuery(`*[_type == "page" && route == $route][0]{
  _id,
  route,
  title,
  titleEs,
  seo${seoFields},
  sections[]${sectionFields}
}`);

// tags: page
export const pageSeoByRouteQuery = defineQuery(`*[_type == "page" && route == $route][0]{
  title,
  titleEs,
  seo${seoFields}
}`);

// tags: bodyStyle
export const activeBodyStylesQuery =
  defineQuery(`*[_type == "bodyStyle" && (active == true)] | order(orderRank asc, name asc){
  _id,
  name,
  value,
  startingPrice,
  image${imageFields},
  icon${imageFields}
}`);

// tags: review
export const reviewsQuery = defineQuery(`*[_type == "review"] | order(date desc, _id asc){
  _id,
  reviewerName,
  reviewerPhoto${imageFields},
  platform,
  rating,
  review,
  categories,
  url,
  date
}`);

// tags: promotion
export const activePromotionsQuery = defineQuery(`*[_type == "promotion"
  && (!defined(startDate) || dateTime(startDate) <= dateTime(now()))
  && (!defined(endDate) || dateTime(endDate) >= dateTime(now()))
] | order(position asc, _createdAt asc){
  _id,
  promotionId,
  position,
  type,
  tags,
  name,
  url,
  title,
  description,
  category,
  ctaText,
  image${imageFields}
}`);

// tags: faq
export const faqsByTopicQuery =
  defineQuery(`*[_type == "faq" && (topic == $topic)] | order(orderRank asc, question asc){
  _id,
  question,
  answer${richTextFields}
}`);

/** What a team member's card shows (the team section); the member's page adds to it. */
const teamMemberCardFieldList = /* groq */ `_id,
  firstName,
  lastName,
  "slug": slug.current,
  department,
  title`;

// tags: teamMember
export const teamMembersQuery =
  defineQuery(`*[_type == "teamMember" && defined(slug.current)] | order(orderRank asc, lastName asc){
  ${teamMemberCardFieldList},
  image${imageFields}
}`);

// tags: teamMember, store
export const teamMemberBySlugQuery = defineQuery(`*[_type == "teamMember" && slug.current == $slug][0]{
  ${teamMemberCardFieldList},
  phone,
  email,
  rating,
  bio,
  image${imageFields},
  store->{name, phone}
}`);

// tags: jobPosition, store
export const activePositionsQuery = defineQuery(`*[_type == "jobPosition" && (active == true)] | order(title asc){
  _id,
  title,
  "slug": slug.current,
  department,
  employmentType,
  summary,
  store->{name, city, stateShort}
}`);

// tags: location
export const locationsQuery = defineQuery(`*[_type == "location"] | order(orderRank asc, name asc){
  _id,
  name,
  subname,
  link,
  inventoryLink,
  addressLine1,
  addressLine2,
  currentLocation,
  note,
  noteEs,
  googleMapsLink,
  coordinates${mapFields},
  "storeId": store->storeId
}`);

// tags: serviceItem
export const serviceItemsQuery = defineQuery(`*[_type == "serviceItem"] | order(orderRank asc, name asc){
  _id,
  opCode,
  name,
  description,
  notes,
  price,
  icon${imageFields}
}`);

/**
 * Offers that may run on `$today`: started, and not ended unless they repeat monthly. Which run today, and on which
 * dates, is decided in code (lib/offers/running-offers.ts), since a monthly offer's window moves every month.
 */
const mayRunTodayFilter = /* groq */ `(!defined(startDate) || startDate <= $today)
  && (recurring == "monthly" || !defined(endDate) || endDate >= $today)`;

/** What an offer's card shows (fields spread into a projection); the offer's page adds the cars it applies to. */
const offerCardFieldList = /* groq */ `_id,
  offerId,
  offerType,
  department,
  typeLabel,
  name,
  badge,
  description,
  disclaimer,
  startDate,
  endDate,
  recurring,
  image${imageFields}`;

const offerCardFields = /* groq */ `{
  ${offerCardFieldList}
}`;

// tags: offer
export const activeOffersByTypeQuery = defineQuery(`*[_type == "offer" && (offerType == $offerType)
  && ${mayRunTodayFilter}
] | order(endDate asc, name asc)${offerCardFields}`);

// tags: offer
/** Offers of every type that may run on `$today` (the offers index, the ended offer's page). */
export const activeOffersQuery = defineQuery(`*[_type == "offer" && defined(offerId) && ${mayRunTodayFilter}
] | order(endDate asc, name asc)${offerCardFields}`);

/**
 * What an article card shows (the latest articles, search results, category, author and help-center lists), as
 * fields spread into a projection; the article's page adds its body, SEO and author.
 */
const articleCardFieldList = /* groq */ `_id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  mainImage${imageFields},
  category->${categoryLinkFields}`;

const articleCardFields = /* groq */ `{
  ${articleCardFieldList}
}`;

/** The articles that reference the enclosing document (`^`: a category or an author), newest first, as cards. */
const articlesReferencingParent = /* groq */ `*[_type == "article" && defined(slug.current) && references(^._id)]
    | order(publishedAt desc, _id asc)${articleCardFields}`;

// tags: article, articleCategory
export const latestArticlesQuery = defineQuery(
  `*[_type == "article" && defined(slug.current)] | order(publishedAt desc)[0...6]${articleCardFields}`,
);

// tags: article, articleCategory, author
export const articleBySlugQuery = defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  ${articleCardFieldList},
  body${richTextFields},
  seo${seoFields},
  author->{name, "slug": slug.current, role}
}`);

// tags: legalPage
export const legalPageBySlugQuery = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  updatedAt,
  body${richTextFields},
  seo${seoFields}
}`);

// tags: siteSettings
export const enabledPagesQuery = defineQuery(`*[_type == "siteSettings"][0].enabledPages`);

// tags: the document type asked for ($type)
export const slugDocumentExistsQuery = defineQuery(`count(*[_type == $type && slug.current == $slug]) > 0`);

// tags: offer
/** An offer's schedule, or null when no offer has this id and type (the route gate decides running or ended). */
export const offerScheduleQuery = defineQuery(
  `*[_type == "offer" && offerId == $offerId && (offerType == $offerType)][0]{startDate, endDate, recurring}`,
);

// tags: vehicle, soldVehicle
/** Whether a VIN is in stock, and whether the catalogue had it (a sold record): the route gate's vehicle check. */
export const vehicleStockByVinQuery = defineQuery(`{
  "inStock": count(*[_type == "vehicle" && vin == $vin]) > 0,
  "sold": count(*[_type == "soldVehicle" && vin == $vin]) > 0
}`);

// tags: soldVehicle, bodyStyle
/** A car the catalogue had: what its gone page names and picks similar cars by. */
export const soldVehicleByVinQuery = defineQuery(`*[_type == "soldVehicle" && vin == $vin][0]{
  vin,
  ${vehicleNameFields},
  price,
  "bodyStyle": bodyStyle->${bodyStyleRefFields}
}`);

// tags: vehicle
/**
 * Public cars of a make and model, or of a body style in a price band, newest first: the candidates of the similar
 * cars a missing car's page shows (lib/inventory/similar-to-missing.ts picks).
 */
export const similarToMissingCandidatesQuery = defineQuery(`*[_type == "vehicle" && isPrivate != true && (
  (lower(make) == lower($make) && lower(model) == lower($model))
  || (bodyStyle._ref == $bodyStyleId && price >= $priceMin && price <= $priceMax)
)] | order(dateInStock desc, vin asc){
  _id,
  make,
  model,
  price,
  "bodyStyleId": bodyStyle._ref
}`);

// tags: siteSettings, store
export const defaultStoreTimeZoneQuery = defineQuery(`*[_type == "siteSettings"][0].defaultStore->timezone`);

// tags: offer
export const offerByIdQuery = defineQuery(`*[_type == "offer" && offerId == $offerId && (offerType == $offerType)][0]{
  ${offerCardFieldList},
  vehicleConditions[]{_key, condition, year, make, model, mileage}
}`);

// Sitemap sources: only the fields a path is built from, plus a last-modified time where there is one.

// tags: article
export const sitemapArticlesQuery =
  defineQuery(`*[_type == "article" && defined(slug.current)] | order(publishedAt desc, _id asc){
  "slug": slug.current,
  "lastmod": coalesce(_updatedAt, publishedAt)
}`);

// tags: teamMember
export const sitemapTeamMembersQuery =
  defineQuery(`*[_type == "teamMember" && defined(slug.current)] | order(orderRank asc, lastName asc){
  "slug": slug.current,
  "lastmod": _updatedAt
}`);

// tags: vehicle
export const sitemapVehiclesQuery =
  defineQuery(`*[_type == "vehicle" && defined(vin) && isPrivate != true] | order(dateInStock desc, vin asc){
  condition,
  year,
  make,
  model,
  vin,
  "lastmod": coalesce(_updatedAt, dateInStock)
}`);

// tags: offer
export const sitemapOffersQuery = defineQuery(`*[_type == "offer" && defined(offerId) && ${mayRunTodayFilter}
] | order(offerType asc, offerId asc){
  offerType,
  offerId,
  startDate,
  endDate,
  recurring,
  "lastmod": _updatedAt
}`);

// ---------------------------------------------------------------- consent (cookie dialog)

// tags: siteSettings
export const consentSettingsQuery = defineQuery(`*[_type == "siteSettings"][0]{cookieTier}`);

/** What proxy.ts needs to pick a page's cache variant (server/site/request-variant.ts). */
export const siteVariantInputsQuery = defineQuery(`{
  "settings": *[_type == "siteSettings"][0]{"defaultStoreId": defaultStore->storeId, defaultLanguage, cookieTier},
  "stores": *[_type == "store" && defined(storeId)]{_id, storeId}
}`);

// ---------------------------------------------------------------------------------------------------------------
// Content pages + SEO: article search, category and author pages, help center, metadata templates.

/**
 * Article search, step 1: the ids of every match, best first (title counts 3×, excerpt 2×, body text 1×, then the
 * newest). `$terms` are `match` patterns (lib/articles/search.ts). The page slices this list and asks for the cards
 * with articleCardsByIdsQuery: groq-js and typegen accept only constant slices, so the page number cannot be a
 * query parameter. The cap bounds the work on a large dataset.
 */
// tags: article
export const articleSearchRankQuery = defineQuery(`*[_type == "article" && defined(slug.current)
  && (title match $terms || excerpt match $terms || pt::text(body) match $terms)]
  | score(boost(title match $terms, 3), boost(excerpt match $terms, 2), pt::text(body) match $terms)
  | order(_score desc, publishedAt desc, _id asc)[0...500]._id`);

/** Article search, step 2: the cards of one results page (the caller restores the rank order). */
// tags: article, articleCategory
export const articleCardsByIdsQuery = defineQuery(`*[_type == "article" && (_id in $ids)]${articleCardFields}`);

// tags: articleCategory, article
export const articleCategoryPageQuery = defineQuery(`*[_type == "articleCategory" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  description,
  "articles": ${articlesReferencingParent}
}`);

// tags: articleCategory, article
export const articleCategoriesQuery =
  defineQuery(`*[_type == "articleCategory" && defined(slug.current)] | order(orderRank asc, title asc){
  _id,
  title,
  "slug": slug.current,
  "count": count(*[_type == "article" && defined(slug.current) && references(^._id)])
}`);

// tags: author, article, articleCategory
export const authorPageQuery = defineQuery(`*[_type == "author" && slug.current == $slug][0]{
  _id,
  name,
  "slug": slug.current,
  role,
  bio,
  image${imageFields},
  "articles": ${articlesReferencingParent}
}`);

// tags: article, articleCategory
export const helpCenterArticlesQuery = defineQuery(
  `*[_type == "article" && defined(slug.current) && (helpCenter == true)] | order(title asc)${articleCardFields}`,
);

// tags: siteSettings
export const metadataTemplatesQuery = defineQuery(`*[_type == "siteSettings"][0]{
  siteName,
  metadataTemplates{offerTitle, offerDescription, staffTitle, staffDescription}
}`);

// Leads: lead routing, the stores a lead names as vendor and provider, staff-member lookup, careers
// positions for the form's select.

// tags: siteSettings, store
export const leadSettingsQuery = defineQuery(`{
  "settings": *[_type == "siteSettings"][0]{
    siteName,
    cookieTier,
    "defaultStoreId": defaultStore->storeId,
    "appendAdvertisingParameters": coalesce(appendAdvertisingParameters, true),
    leadRouting[]${leadRoutingFields},
    uiStrings[]${uiStringFields}
  },
  "stores": *[_type == "store"] | order(name asc){
    _id,
    storeId,
    name,
    email,
    phone,
    timezone,
    site{url, name},
    generalManager{fullName, email, phone},
    leadRouting[]${leadRoutingFields}
  }
}`);

/** A test drive's store hours: the vehicle's store, else the site's default store (a lead without a known VIN). */
// tags: vehicle, store, siteSettings
export const testDriveHoursQuery = defineQuery(`{
  "vehicleStore": *[_type == "vehicle" && vin == $vin][0].store->{timezone, salesHours[]{${dayHoursFieldList}}},
  "defaultStore": *[_type == "siteSettings"][0].defaultStore->{timezone, salesHours[]{${dayHoursFieldList}}}
}`);

/**
 * The store of the inventory vehicle with this VIN (null when no vehicle has it): a lead about a car goes to the
 * car's store, looked up here rather than taken from the browser.
 */
// tags: vehicle, store
export const leadVehicleStoreQuery = defineQuery(`*[_type == "vehicle" && vin == $vin][0].store->{_id, storeId}`);

// tags: teamMember
export const staffMemberLeadQuery = defineQuery(`*[_type == "teamMember" && slug.current == $slug][0]{
  _id,
  firstName,
  lastName,
  email,
  "slug": slug.current
}`);

// tags: jobPosition
export const careerPositionOptionsQuery = defineQuery(`*[_type == "jobPosition" && (active == true)] | order(title asc){
  _id,
  title,
  store->{city}
}`);

// Sell / trade pricing: the questionnaire with every field the pure rules evaluate (visibility, required
// answers, deductions, bring-in flags). Shape fits `QuestionnaireData` in web/src/lib/pricing/types.ts.

// tags: questionnaire
export const questionnaireQuery = defineQuery(`*[_type == "questionnaire" && _id == "questionnaire"][0]{
  title,
  categories[]{_key, categoryId, title, description, questionIds},
  questions[]{
    _key,
    questionId,
    text,
    inputType,
    required,
    condition{questionId, answers},
    answers[]{
      _key,
      label,
      value,
      description,
      bringIn,
      bringInReason,
      deductions[]{_key, percent, amount, logicOperation, rules[]{_key, field, operator, value}}
    }
  }
}`);

// ---------------------------------------------------------------------------------------------------------------
// Inventory: search results, vehicle page, feeds. Private vehicles never appear in public lists.

/** What a result card shows. */
const vehicleCardFields = /* groq */ `{
  _id,
  vin,
  stockNumber,
  ${vehicleNameFields},
  price,
  oldPrice,
  mileage,
  exteriorColor,
  drivetrain,
  fuelType,
  premiumUpgrade,
  isPrivate,
  keyFeatures,
  "bodyStyle": bodyStyle->name,
  "image": images[0]${imageFields},
  store->{storeId, name, city}
}`;

/**
 * The names the inventory holds (for turning path slugs into filter values and for the filter form's options),
 * with body styles and stores. The caller keeps it for a minute.
 */
// tags: vehicle, bodyStyle, store
export const inventoryVocabularyQuery = defineQuery(`{
  "rows": *[_type == "vehicle"]{make, model, exteriorColor, drivetrain, fuelType},
  "bodyStyles": *[_type == "bodyStyle"] | order(orderRank asc)${bodyStyleRefFields},
  "stores": *[_type == "store"] | order(name asc){_id, storeId, name, ${storeRateFieldList}}
}`);

/**
 * Every vehicle matching the search filters, sorted. Null parameters switch a filter off; private vehicles are
 * listed when `$includePrivate` (lib/inventory/private-inventory.ts). Descending sorts use the first key,
 * ascending ones the second; ties by VIN.
 */
const inventoryMatches = /* groq */ `*[_type == "vehicle" && ($includePrivate || isPrivate != true)
  && ($condition == null || condition == $condition)
  && ($bodyStyleIds == null || bodyStyle._ref in $bodyStyleIds)
  && ($makes == null || make in $makes)
  && ($models == null || model in $models)
  && ($colors == null || exteriorColor in $colors)
  && ($drivetrains == null || drivetrain in $drivetrains)
  && ($fuels == null || fuelType in $fuels)
  && ($storeIds == null || store._ref in $storeIds)
  && ($yearMin == null || year >= $yearMin)
  && ($yearMax == null || year <= $yearMax)
  && ($priceMin == null || price >= $priceMin)
  && ($priceMax == null || price <= $priceMax)
  && ($mileageMax == null || mileage <= $mileageMax)
  && ($deal != "price_drop" || (defined(oldPrice) && oldPrice > price))
  && ($deal != "premium_upgrades" || premiumUpgrade == true)
  && ($payNewerMax == null || (year >= $payFromYear && price <= $payNewerMax) || (year < $payFromYear && price <= $payOlderMax))
] | order(
  select($sort == "oldest" => null, $sort == "mileage" => null, $sort == "priceLow" => null, $sort == "year" => year, $sort == "priceHigh" => price, dateInStock) desc,
  select($sort == "oldest" => dateInStock, $sort == "mileage" => mileage, $sort == "priceLow" => price, null) asc,
  vin asc
)`;

/** The compact row of a match: what the facet counts and the page's ids are worked out from. */
const inventoryRowFields = /* groq */ `{
  _id,
  make,
  model,
  "bodyStyle": bodyStyle._ref,
  exteriorColor,
  drivetrain,
  fuelType,
  "storeId": store._ref,
  condition
}`;

/**
 * The matches as compact rows (facet counts and the total are worked out from them: GROQ has no group-by). The
 * embedded dataset evaluates the same filter and sort in TypeScript (evaluate-search.ts), held equal by
 * queries.test.ts.
 */
// tags: vehicle
export const inventorySearchQuery = defineQuery(`${inventoryMatches}${inventoryRowFields}`);

/**
 * The search page in one query on the Content Lake: the rows (total, facets) and the cards of the page
 * `[$start...$end]` of the same sorted matches.
 */
// tags: vehicle, bodyStyle, store
export const inventoryPageQuery = defineQuery(`{
  "rows": ${inventoryMatches}${inventoryRowFields},
  "cards": (${inventoryMatches})[$start...$end]${vehicleCardFields}
}`);

/**
 * The cards of one results page (the caller restores the search order). The ids come from the search, which has
 * already decided whether private vehicles are listed; a card shows a private vehicle's price only when unlocked.
 */
// tags: vehicle, bodyStyle, store
export const inventoryCardsByIdsQuery = defineQuery(`*[_type == "vehicle" && (_id in $ids)]${vehicleCardFields}`);

/** The vehicle page: every field, its store (address, hours, finance settings) and a few similar vehicles. */
// tags: vehicle, bodyStyle, store
export const vehicleByVinQuery = defineQuery(`*[_type == "vehicle" && vin == $vin][0]{
  _id,
  _updatedAt,
  vin,
  stockNumber,
  ${vehicleNameFields},
  price,
  oldPrice,
  msrp,
  mileage,
  dateInStock,
  isPrivate,
  premiumUpgrade,
  exteriorColor,
  interiorColor,
  transmission,
  drivetrain,
  fuelType,
  engine,
  doors,
  keyFeatures,
  features,
  description,
  historyReportUrl,
  images[]{_key, alt, ${assetFields}},
  "bodyStyle": bodyStyle->{value, name},
  store->{
    _id,
    storeId,
    name,
    addressLine1,
    addressLine2,
    city,
    state,
    stateShort,
    zip,
    phone,
    ${storeRateFieldList},
    map${mapFields},
    salesHours[]${hoursFields}
  },
  "similar": *[_type == "vehicle" && (isPrivate != true) && _id != ^._id && bodyStyle._ref == ^.bodyStyle._ref
    && price >= ^.price * 0.7 && price <= ^.price * 1.3] | order(dateInStock desc, vin asc)[0...4]${vehicleCardFields}
}`);

const garageVehicleFields = /* groq */ `{
  _id,
  vin,
  ${vehicleNameFields},
  price,
  oldPrice,
  mileage,
  isPrivate,
  exteriorColor,
  interiorColor,
  transmission,
  drivetrain,
  fuelType,
  engine,
  keyFeatures,
  "bodyStyle": bodyStyle->${bodyStyleRefFields},
  "image": images[0]${imageFields},
  store->{storeId, name, city, stateShort, map{latitude, longitude}}
}`;

/**
 * The shopper's garage and /compare (docs/garage.md): the cars in stock among some VINs, with what the garage's
 * cards and the comparison show. The caller hides a private car's price.
 */
// tags: vehicle, bodyStyle, store
export const garageVehiclesByVinsQuery = defineQuery(`*[_type == "vehicle" && vin in $vins]${garageVehicleFields}`);

/** The same facts by document id: the similar cars of a sold saved car (picked by id). */
// tags: vehicle, bodyStyle, store
export const garageVehiclesByIdsQuery = defineQuery(`*[_type == "vehicle" && (_id in $ids)]${garageVehicleFields}`);

/** The garage's sold cars: the catalogue's records of VINs no longer in stock (similar cars are picked from them). */
// tags: soldVehicle, bodyStyle
export const soldVehiclesByVinsQuery = defineQuery(`*[_type == "soldVehicle" && vin in $vins]{
  vin,
  ${vehicleNameFields},
  price,
  "bodyStyle": bodyStyle->${bodyStyleRefFields}
}`);

/** The VINs a saved search matches now (its new matches are counted from them). */
// tags: vehicle
export const inventoryMatchVinsQuery = defineQuery(`${inventoryMatches}{vin}`);

/**
 * The deal sheet (docs/deal-sheet.md): one car by VIN with what its deal is worked out from, and its store's finance
 * settings (base APR, documentary fee, sales tax): the car's store prices the deal, whoever the visitor's store is.
 * The caller hides a private car's price from the browser.
 */
// tags: vehicle, store
export const dealVehicleQuery = defineQuery(`*[_type == "vehicle" && vin == $vin][0]{
  _id,
  vin,
  condition,
  year,
  make,
  model,
  trim,
  price,
  isPrivate,
  mileage,
  stockNumber,
  exteriorColor,
  "image": images[0]${imageFields},
  store->{storeId, name, phone, ${storeRateFieldList}, taxes{salesTaxPercent, tradeInReducesTax, tradeInTaxCreditCap}}
}`);

/** A public car with a price: what a sample DEAL_SHEET lead (the Studio's test lead, leads:test-send) is about. */
// tags: vehicle
export const firstPricedVehicleVinQuery = defineQuery(
  `*[_type == "vehicle" && isPrivate != true && defined(price)] | order(vin asc)[0].vin`,
);

/** Legacy vehicle URLs carry only the VIN: the fields the vehicle path is built from. */
// tags: vehicle
export const vehiclePathByVinQuery = defineQuery(
  `*[_type == "vehicle" && vin == $vin][0]{condition, year, make, model, vin}`,
);

/** Google Vehicle Listings feed: every public vehicle with its store. */
// tags: vehicle, store
export const vehicleFeedQuery =
  defineQuery(`*[_type == "vehicle" && (isPrivate != true) && defined(vin)] | order(vin asc){
  vin,
  ${vehicleNameFields},
  price,
  mileage,
  exteriorColor,
  drivetrain,
  fuelType,
  transmission,
  description,
  "bodyStyle": bodyStyle->name,
  "imageUrl": images[0].asset->url,
  store->{storeId, name, addressLine1, city, stateShort, zip, site{url}}
}`);

/** What the proxy's redirect step needs from the settings. */
// tags: siteSettings
export const inventoryRedirectSettingsQuery = defineQuery(
  `*[_type == "siteSettings"][0]{enabledPages, inventoryConditions}`,
);

// ---------------------------------------------------------------------------------------------------------------
// Popups: the site's active popups in priority order, with everything the runtime evaluates and shows.

// tags: siteSettings, popup
export const activePopupsQuery = defineQuery(`*[_type == "siteSettings"][0].popups[]->{
  _id,
  popupId,
  conditions[]{
    rules[]{_type, pages, name, path, params[]{name, value}, minCount, maxCount, isLead, key, mode, value, values,
      query, selector, seconds}
  },
  settings{componentKind, position, positionMobile, positionDesktop, closeButton},
  button{icon, text, hoverText, className},
  component{type, componentName, title, html, style},
  submitted{email, emailData[]{key, value}, track, redirect, close, timeoutClose, innerComponent},
  background{modal},
  closeButton
}`);

// ---------------------------------------------------------------------------------------------------------------
// Experiments: names of the active CMS experiment overrides (GET /api/statsig/experiments without a
// Statsig console key).

// tags: experimentOverride
export const activeExperimentNamesQuery = defineQuery(
  `*[_type == "experimentOverride" && (active == true) && defined(name)] | order(name asc).name`,
);

// Experiments: the active overrides the local override adapter serves when STATSIG_CLIENT_KEY is
// unset (experiment config: LANG, SITE_ENV, settings, popups, langs).
// tags: experimentOverride
export const experimentOverridesQuery = defineQuery(
  `*[_type == "experimentOverride" && (active == true) && defined(name)] | order(name asc){
    name, lang, siteEnv, settings, "popups": popups[]->popupId, langs[]${uiStringFields}
  }`,
);

// ---------------------------------------------------------------------------------------------------------------
// Financing: the selected store's base APR and documentary fee for the payment calculator.

// tags: store
export const financeStoreRatesQuery = defineQuery(
  `*[_type == "store" && storeId == $storeId][0]{${storeRateFieldList}}`,
);

/**
 * The public cars with what an alert needs (docs/alerts.md#how-changes-are-found): VIN and price for the snapshot,
 * the name and path parts for the e-mail, and the raw fields the search filter reads (lib/inventory/
 * evaluate-search.ts), so a new car is matched against saved searches by the search page's own filter.
 */
// tags: vehicle
export const alertInventoryQuery = defineQuery(`*[_type == "vehicle" && (isPrivate != true) && defined(vin)]{
  _id,
  _type,
  vin,
  price,
  oldPrice,
  ${vehicleNameFields},
  mileage,
  exteriorColor,
  drivetrain,
  fuelType,
  premiumUpgrade,
  isPrivate,
  dateInStock,
  bodyStyle,
  store
}`);
