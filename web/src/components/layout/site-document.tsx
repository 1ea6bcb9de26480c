import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { ConsentRoot } from '@/components/consent/consent-root';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { LanguageSwitch } from '@/components/language/language-switch';
import { DraftModeTools } from '@/components/layout/draft-mode-tools';
import { SkipLink } from '@/components/layout/skip-link';
import { DeployWatch } from '@/components/navigation/deploy-watch';
import { PageLoadBar } from '@/components/navigation/page-load-bar';
import { ErrorStringsProvider } from '@/components/status/ui-strings';
import { ERROR_STRING_KEYS, type ErrorStrings } from '@/lib/i18n/strings';
import { brandCssVariables } from '@/lib/theme/brand-color';
import { buildId } from '@/server/build/build-id';
import type { SiteContext } from '@/server/site/context';

/**
 * The document every page is rendered in: the store's brand palette on <html>, and the islands every page carries
 * (page-load bar, language switch, consent dialog, deploy watch). Shared by the root layout and the global 404,
 * which Next renders outside the root layout: without this the 404 would lack the consent dialog.
 * Focus order: the skip link, then the consent notice (it covers the bottom of the screen, so a keyboard visitor
 * meets it before the page it covers; docs/consent.md#focus-order-and-language), then the page; "Cookie settings" comes last.
 */
export function SiteDocument({ site, children }: { site: SiteContext; children: ReactNode }) {
  const { store, lang, t } = site;
  const errorStrings = Object.fromEntries(ERROR_STRING_KEYS.map((key) => [key, t(key)])) as ErrorStrings;
  return (
    <html lang={lang} style={brandCssVariables(store?.color) as CSSProperties}>
      <body>
        <Suspense fallback={null}>
          <PageLoadBar />
        </Suspense>
        <SkipLink label={t('nav.skipToContent')} />
        <ConsentRoot site={site} />
        <ErrorStringsProvider strings={errorStrings}>{children}</ErrorStringsProvider>
        <LanguageSwitch site={site} />
        <DraftModeTools />
        <ConsentSettingsButton site={site} />
        <DeployWatch buildId={buildId()} />
      </body>
    </html>
  );
}
