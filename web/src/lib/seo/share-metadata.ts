/**
 * Open Graph and Twitter card defaults from the store's `site` fields (site {url, name, description,
 * image, twitterImage}). A page's own share image wins; otherwise the store's image, and for Twitter the store's
 * twitterImage before its image. Next.js replaces (not merges) a parent's `openGraph`/`twitter` when a page sets
 * its own, so every page that sets them passes through `withShareDefaults`.
 */
import type { Metadata } from 'next';

export interface ShareImageInput {
  alt?: string | null;
  asset?: { url?: string | null; width?: number | null; height?: number | null } | null;
}

export interface ShareStoreInput {
  name?: string | null;
  site?: {
    name?: string | null;
    description?: string | null;
    image?: ShareImageInput | null;
    twitterImage?: ShareImageInput | null;
  } | null;
}

export interface ShareImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export function shareImage(image: ShareImageInput | null | undefined, fallbackAlt = ''): ShareImage | undefined {
  const url = image?.asset?.url;
  if (!url) return undefined;
  const { width, height } = image.asset ?? {};
  return {
    url,
    alt: image.alt?.trim() || fallbackAlt,
    ...(typeof width === 'number' && typeof height === 'number' ? { width, height } : {}),
  };
}

export interface ShareDefaults {
  siteName?: string;
  openGraphImage?: ShareImage;
  twitterImage?: ShareImage;
}

export function shareDefaults(store: ShareStoreInput | null | undefined, siteName?: string | null): ShareDefaults {
  const name = siteName?.trim() || store?.site?.name?.trim() || store?.name?.trim() || undefined;
  const openGraphImage = shareImage(store?.site?.image, name ?? '');
  return {
    siteName: name,
    openGraphImage,
    twitterImage: shareImage(store?.site?.twitterImage, name ?? '') ?? openGraphImage,
  };
}

type OpenGraph = NonNullable<Metadata['openGraph']>;
type Twitter = NonNullable<Metadata['twitter']>;

const hasImages = (images: unknown) => (Array.isArray(images) ? images.length > 0 : Boolean(images));

/**
 * The page's metadata with Open Graph and Twitter filled in: title/description/url copied from the page where it
 * did not set them, images from the page or else the store, a large-image Twitter card.
 */
export function withShareDefaults(metadata: Metadata, defaults: ShareDefaults): Metadata {
  const title =
    typeof metadata.title === 'string' ? metadata.title : (metadata.title as { absolute?: string } | null)?.absolute;
  const description = metadata.description ?? undefined;
  const canonical = metadata.alternates?.canonical;
  const url = typeof canonical === 'string' || canonical instanceof URL ? canonical : undefined;
  const pageOg: OpenGraph = metadata.openGraph ?? {};
  const ogImages = hasImages(pageOg.images)
    ? pageOg.images
    : defaults.openGraphImage
      ? [defaults.openGraphImage]
      : undefined;
  const openGraph = {
    ...pageOg,
    title: pageOg.title ?? title,
    description: pageOg.description ?? description,
    url: pageOg.url ?? url,
    siteName: pageOg.siteName ?? defaults.siteName,
    images: ogImages,
  } as OpenGraph;
  const pageTwitter: Twitter = metadata.twitter ?? {};
  const twitterImages = hasImages(pageTwitter.images)
    ? pageTwitter.images
    : hasImages(pageOg.images)
      ? pageOg.images
      : defaults.twitterImage
        ? [defaults.twitterImage]
        : undefined;
  const twitter = {
    card: 'summary_large_image',
    ...pageTwitter,
    title: pageTwitter.title ?? title,
    description: pageTwitter.description ?? description,
    images: twitterImages,
  } as Twitter;
  // A key present with the value undefined would blank the layout's value (robots, for one) instead of inheriting it.
  const defined = Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== undefined)) as Metadata;
  return { ...defined, openGraph, twitter };
}
