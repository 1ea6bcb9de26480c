import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { shareDefaults } from '@/lib/seo/share-metadata';
import { brandPalette } from '@/lib/theme/brand-color';
import { getSiteContext } from '@/server/site/context';
import '@/theme/chakra-theme.css';
import '@/theme/globals.css';

export async function generateMetadata(): Promise<Metadata> {
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

// No variant is rendered at build time: each page of each cache variant is rendered on its first request.
export { generateStaticParams } from '@/server/pages/on-demand-params';

/**
 * Publishing expires cached pages at once (by tag). Some content has time windows (popups, promotions): a cached
 * page is also rendered again in the background at most every 5 minutes, so a window that opens or closes shows.
 */
export const revalidate = 300;

export async function generateViewport(): Promise<Viewport> {
  const { store } = await getSiteContext();
  return { themeColor: brandPalette(store?.color).solid, width: 'device-width', initialScale: 1 };
}

/**
 * The document: Chakra's reset and tokens (a static stylesheet, no styling runtime in the browser) and the
 * selected store's brand palette as CSS custom properties on <html> (see SiteDocument for the islands every page
 * carries).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument site={await getSiteContext()}>{children}</SiteDocument>;
}
