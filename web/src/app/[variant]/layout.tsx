import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { loadRootLayout } from '@/server/pages/root-layout';
import '@/theme/chakra-theme.css';
import '@/theme/globals.css';

export { rootLayoutMetadata as generateMetadata, rootViewport as generateViewport } from '@/server/pages/root-layout';

// No variant is rendered at build time: each page of each cache variant is rendered on its first request.
export { generateStaticParams } from '@/server/pages/on-demand-params';

/**
 * Publishing expires cached pages at once (by tag). Some content has time windows (popups, promotions): a cached
 * page is also rendered again in the background at most every 5 minutes, so a window that opens or closes shows.
 */
export const revalidate = 300;

/**
 * The document: Chakra's reset and tokens (a static stylesheet, no styling runtime in the browser) and the
 * selected store's brand palette as CSS custom properties on <html> (see SiteDocument for the islands every page
 * carries).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const { site } = await loadRootLayout();
  return <SiteDocument site={site}>{children}</SiteDocument>;
}
