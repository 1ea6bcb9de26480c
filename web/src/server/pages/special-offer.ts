import 'server-only';
import { offerPath, type OfferKind } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { offerByIdQuery } from '@/content/queries';
import { isoDateInZone } from '@/lib/format/date';
import { offerWindow, windowIncludes } from '@/lib/offers/offer-window';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { offerTemplateValues, renderMetadataTemplate } from '@/lib/seo/metadata-template';
import { documentTitle } from '@/lib/seo/title';
import { loadOfferVehicles } from '@/server/inventory/offer-vehicles';
import { getMetadataTemplates, withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';

/**
 * The offer of an offer page (404 when special offers are disabled or the id is unknown; proxy.ts answers an offer
 * outside its dates with 410 first, route-gate), with the dates of its current window (a monthly offer's rolled
 * dates); cached per request, so metadata and page share one query.
 */
export const loadOffer = cache(async (offerType: OfferKind, offerId: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('specialOffers', site.enabledPages)) notFound();
  const offer = await fetchContent({ query: offerByIdQuery, params: { offerType, offerId }, tags: ['offer'] });
  if (!offer) notFound();
  const today = isoDateInZone(new Date(), site.store?.timezone ?? undefined);
  const window = offerWindow(offer, today);
  if (!windowIncludes(window, today)) notFound();
  return { ...offer, ...window };
});

export type RunningOffer = Awaited<ReturnType<typeof loadOffer>>;

/** /special-offers/{dealer|sales|service}/{id}: the running offer, the cars it applies to and the site. */
export async function loadOfferPage(offerType: OfferKind, offerId: string) {
  const [offer, site] = await Promise.all([loadOffer(offerType, offerId), getSiteContext()]);
  return { offer, site, vehicles: await loadOfferVehicles(offer, site) };
}

/**
 * Metadata of an offer page ("Metadata uses {offer_name}"): title and description from the editor's
 * templates in siteSettings → SEO → metadata templates, the offer's image for sharing, canonical on its own path.
 */
export async function offerPageMetadata(offerType: OfferKind, offerId: string): Promise<Metadata> {
  const [site, offer, { siteName, templates }] = await Promise.all([
    getSiteContext(),
    loadOffer(offerType, offerId),
    getMetadataTemplates(),
  ]);
  const path = offerPath(offerType, offerId);
  const values = offerTemplateValues(offer, siteName ?? site.settings?.siteName);
  // Spanish readers: the title template of uiStrings `metadata.offerTitle` ({offer_name} …), else the editor's.
  const spanishTitle = site.lang === 'es' ? site.t('metadata.offerTitle', {}, '') : '';
  const title =
    renderMetadataTemplate(
      spanishTitle && spanishTitle !== 'metadata.offerTitle' ? { ...templates, offerTitle: spanishTitle } : templates,
      'offerTitle',
      values,
    ) || documentTitle(path, offer.name);
  const description = renderMetadataTemplate(templates, 'offerDescription', values) || offer.description;
  const image = offer.image?.asset?.url;
  return withSiteShareDefaults({
    title: { absolute: title },
    description: description ?? undefined,
    alternates: { canonical: path },
    openGraph: image ? { images: [{ url: image, alt: offer.image?.alt ?? offer.name ?? '' }] } : undefined,
  });
}
