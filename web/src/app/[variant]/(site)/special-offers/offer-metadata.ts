import { offerPath, type OfferKind } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { offerTemplateValues, renderMetadataTemplate } from '@/lib/seo/metadata-template';
import { documentTitle } from '@/lib/seo/title';
import { loadOffer } from '@/server/pages/special-offer';
import { getMetadataTemplates, withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';

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
