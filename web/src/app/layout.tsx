import type { Metadata, Viewport } from 'next';
import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { ConsentRoot } from '@/components/consent/consent-root';
import { LanguageSwitch } from '@/components/language/language-switch';
import { DraftModeTools } from '@/components/layout/draft-mode-tools';
import { DeployWatch } from '@/components/navigation/deploy-watch';
import { PageLoadBar } from '@/components/navigation/page-load-bar';
import { ErrorStringsProvider } from '@/components/status/ui-strings';
import { ERROR_STRING_KEYS, type ErrorStrings } from '@/lib/i18n/strings';
import { shareDefaults } from '@/lib/seo/share-metadata';
import { brandCssVariables, brandPalette } from '@/lib/theme/brand-color';
import { buildId } from '@/server/build/build-id';
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
    // Spec §2: content pages always allow following, large image previews and unlimited snippets.
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

export async function generateViewport(): Promise<Viewport> {
  const { store } = await getSiteContext();
  return { themeColor: brandPalette(store?.color).solid, width: 'device-width', initialScale: 1 };
}

/**
 * The document: Chakra's reset and tokens (a static stylesheet, no styling runtime in the browser) and the
 * selected store's brand palette as CSS custom properties on <html>. Two small client islands on every page: the
 * page-load bar and the deploy watch (chunk-load failures and a new build id; issue 8).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const site = await getSiteContext();
  const { store, lang, t } = site;
  const errorStrings = Object.fromEntries(ERROR_STRING_KEYS.map((key) => [key, t(key)])) as ErrorStrings;
  return (
    <html lang={lang} style={brandCssVariables(store?.color) as CSSProperties}>
      <body>
        <Suspense fallback={null}>
          <PageLoadBar />
        </Suspense>
        <ErrorStringsProvider strings={errorStrings}>{children}</ErrorStringsProvider>
        <LanguageSwitch site={site} />
        <DraftModeTools />
        <ConsentRoot site={site} />
        <DeployWatch buildId={buildId()} />
      </body>
    </html>
  );
}
