import { notFoundKind } from '@/lib/routing/route-access';
import { requestNotFoundKind, requestPathname, type SiteContext } from '@/server/site/context';
import { StatusView } from './status-view';

/** The 404 screen: badge, title, subtitle, 'Page not found: {path}' or 'Page Not Found: {path}', button home. */
export async function NotFoundView({ site }: { site: SiteContext }) {
  const [path, decided] = await Promise.all([requestPathname(), requestNotFoundKind()]);
  const { t } = site;
  const kind = decided ?? notFoundKind(path, site.enabledPages);
  return (
    <StatusView
      badge={t('notFound.badge')}
      title={t('notFound.title')}
      subtitle={t('notFound.subtitle')}
      buttonLabel={t('notFound.button')}
      detail={t(kind === 'invalid' ? 'notFound.detailInvalid' : 'notFound.detail', { path })}
    />
  );
}
