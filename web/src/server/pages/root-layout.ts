import 'server-only';
import type { Metadata, Viewport } from 'next';
import { shareDefaults } from '@/lib/seo/share-metadata';
import { brandPalette } from '@/lib/theme/brand-color';
import { getSiteContext } from '@/server/site/context';

/** The document-wide metadata of every page: the store's site address, icon, description and share images. */
export async function rootLayoutMetadata(): Promise<Metadata> {
  const { settings, store } = await getSiteContext();
  const siteUrl = store?.site?.url;
  const icon = store?.logo?.icon?.asset?.url;
  const share = shareDefaults(store, settings?.siteName);
  let metadataBase: URL | undefined;
  try {
    metadataBase = siteUrl ? new URL(siteUrl) : undefined;
  } catch {
    metadataBase = undefined;
  }
  return {
    metadataBase,
    applicationName: settings?.siteName ?? undefined,
    description: settings?.seo?.description ?? store?.site?.description ?? undefined,
    // Content pages always allow following, large image previews and unlimited snippets.
    robots: { index: true, follow: true, 'max-image-preview': 'large', 'max-snippet': -1, 'max-video-preview': -1 },
    icons: icon ? { icon } : undefined,
    // Share images from the store's `site` fields; pages that set their own openGraph keep them via withShareDefaults.
    openGraph: {
      siteName: share.siteName,
      type: 'website',
      images: share.openGraphImage ? [share.openGraphImage] : undefined,
    },
    twitter: { card: 'summary_large_image', images: share.twitterImage ? [share.twitterImage] : undefined },
  };
}

/** The browser's theme colour: the selected store's brand colour. */
export async function rootViewport(): Promise<Viewport> {
  const { store } = await getSiteContext();
  return { themeColor: brandPalette(store?.color).solid, width: 'device-width', initialScale: 1 };
}

/** What the document around every page needs: the site (store, language, palette). */
export async function loadRootLayout() {
  return { site: await getSiteContext() };
}
