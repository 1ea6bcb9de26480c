/**
 * Every GROQ query the web app runs. Each is a `defineQuery` so `sanity typegen` generates its result type
 * (`<Name>Result` in sanity.types.ts) and `fetchContent` returns it typed. Shared projections are `/* groq *\/`
 * fragments; the `// tags:` line names the cache tags (document `_type`s) callers pass to `fetchContent`.
 */
import { defineQuery } from 'groq';

/** An image with its alt text and the asset's URL and intrinsic size (both content sources resolve `asset->`). */
const imageFields = /* groq */ `{
  alt,
  asset->{url, "width": metadata.dimensions.width, "height": metadata.dimensions.height}
}`;

const linkFields = /* groq */ `{_key, label, href}`;

const hoursFields = /* groq */ `{_key, day, closed, open, close}`;

const seoFields = /* groq */ `{title, description, noIndex, image${imageFields}}`;

/** Portable Text with its images, tables and call-to-action blocks. */
const richTextFields = /* groq */ `[]{
  ...,
  _type == "image" => {_key, _type, alt, caption, asset->{url, "width": metadata.dimensions.width, "height": metadata.dimensions.height}},
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
  map{latitude, longitude},
  site{url, name, description, image${imageFields}}
}`;

// tags: siteSettings, store
export const siteShellQuery = defineQuery(`{
  "settings": *[_type == "siteSettings"][0]{
    variant,
    siteName,
    enabledPages,
    "defaultStoreId": defaultStore->storeId,
    headerMenu[]${linkFields},
    mainMenu[]{_key, label, href, links[]${linkFields}},
    footerMenu[]${linkFields},
    defaultLanguage,
    uiStrings[]{key, en, es},
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
  _type == "articlesSection" => {title}
}`;

// tags: page
export const pageByRouteQuery = defineQuery(`*[_type == "page" && route == $route][0]{
  _id,
  route,
  title,
  seo${seoFields},
  sections[]${sectionFields}
}`);

// tags: page
export const pageSeoByRouteQuery = defineQuery(`*[_type == "page" && route == $route][0]{
  title,
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

// tags: teamMember
export const teamMembersQuery =
  defineQuery(`*[_type == "teamMember" && defined(slug.current)] | order(orderRank asc, lastName asc){
  _id,
  firstName,
  lastName,
  "slug": slug.current,
  department,
  title,
  image${imageFields}
}`);

// tags: teamMember, store
export const teamMemberBySlugQuery = defineQuery(`*[_type == "teamMember" && slug.current == $slug][0]{
  _id,
  firstName,
  lastName,
  "slug": slug.current,
  department,
  title,
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
  googleMapsLink,
  coordinates{latitude, longitude}
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

// tags: offer
export const activeOffersByTypeQuery = defineQuery(`*[_type == "offer" && (offerType == $offerType)
  && (!defined(startDate) || startDate <= $today)
  && (!defined(endDate) || endDate >= $today)
] | order(endDate asc, name asc){
  _id,
  offerId,
  offerType,
  department,
  typeLabel,
  name,
  badge,
  description,
  disclaimer,
  endDate,
  image${imageFields}
}`);

// tags: article, articleCategory
export const latestArticlesQuery =
  defineQuery(`*[_type == "article" && defined(slug.current)] | order(publishedAt desc)[0...6]{
  _id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  mainImage${imageFields},
  category->{title, "slug": slug.current}
}`);

// tags: article, articleCategory, author
export const articleBySlugQuery = defineQuery(`*[_type == "article" && slug.current == $slug][0]{
  _id,
  title,
  "slug": slug.current,
  excerpt,
  publishedAt,
  mainImage${imageFields},
  body${richTextFields},
  seo${seoFields},
  category->{title, "slug": slug.current},
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
export const offerExistsQuery = defineQuery(
  `count(*[_type == "offer" && offerId == $offerId && (offerType == $offerType)]) > 0`,
);

// tags: offer
export const offerByIdQuery = defineQuery(`*[_type == "offer" && offerId == $offerId && (offerType == $offerType)][0]{
  _id,
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
  vehicleConditions[]{_key, condition, year, make, model, mileage},
  image${imageFields}
}`);

// Sitemap sources (spec §7): only the fields a path is built from, plus a last-modified time where there is one.

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
export const sitemapOffersQuery = defineQuery(`*[_type == "offer" && defined(offerId)
  && (!defined(startDate) || startDate <= $today)
  && (!defined(endDate) || endDate >= $today)
] | order(offerType asc, offerId asc){
  offerType,
  offerId,
  "lastmod": _updatedAt
}`);
