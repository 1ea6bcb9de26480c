import { notFoundKind, type NotFoundKind } from '@/lib/routing/route-access';
import type { SiteContext } from '@/server/site/context';
import { StatusView } from './status-view';

/** 'Page not found: {path}', or 'Page Not Found: {path}' for an address that names no page at all, in the site's language. */
function detailLine(site: SiteContext, path: string, decided: NotFoundKind | null): string {
  const kind = decided ?? notFoundKind(path, site.enabledPages);
  return site.t(kind === 'invalid' ? 'notFound.detailInvalid' : 'notFound.detail', { path });
}

/**
 * The 404 screen: badge, title, subtitle, button home, and 'Page not found: {path}' or 'Page Not Found: {path}'
 * when the request is known (the global 404 page, rendered per request). A page's own notFound() renders inside a
 * cached page, which does not know the request's address: no detail line there.
 */
export function NotFoundView({
  site,
  request,
}: {
  site: SiteContext;
  request?: { path: string; kind: NotFoundKind | null };
}) {
  const { t } = site;
  return (
    <StatusView
      badge={t('notFound.badge')}
      title={t('notFound.title')}
      subtitle={t('notFound.subtitle')}
      buttonLabel={t('notFound.button')}
      detail={request ? detailLine(site, request.path, request.kind) : undefined}
    />
  );
}
