import { menuLabel } from '@/lib/i18n/pick-language';
import { isHrefAvailable } from '@/lib/routing/route-access';
import type { SiteContext } from '@/server/site/context';
import { SmartLink } from '../ui/smart-link';
import { Logo } from './logo';
import { MainMenuDisclosure } from './main-menu';
import { NavLinkList } from './nav-link-list';
import { HeaderStore } from './header-store';
import { PhoneLink } from './phone-link';
import styles from './site-header.module.css';

/** Menu entries whose target the variant serves (a link to a disabled page would 404). */
export function visibleLinks<T extends { href?: string | null; label?: string | null; labelEs?: string | null }>(
  links: readonly T[] | null | undefined,
  enabledPages: readonly string[],
): (T & { href: string; label: string })[] {
  return (links ?? []).filter(
    (link): link is T & { href: string; label: string } =>
      Boolean(link.label) && isHrefAvailable(link.href, enabledPages),
  );
}

export function SiteHeader({ site }: { site: SiteContext }) {
  const { settings, store, enabledPages, t, lang } = site;
  const siteName = settings?.siteName ?? store?.name ?? '';
  const localized = <L extends { label: string; labelEs?: string | null }>(links: L[]) =>
    links.map((link) => ({ ...link, label: menuLabel(link, lang) }));
  const headerLinks = localized(visibleLinks(settings?.headerMenu, enabledPages));
  const groups = (settings?.mainMenu ?? [])
    .map((group) => ({
      label: menuLabel(group, lang),
      href: group.href && isHrefAvailable(group.href, enabledPages) ? group.href : null,
      links: localized(visibleLinks(group.links, enabledPages)),
    }))
    .filter((group) => group.label && (group.href || group.links.length > 0));

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo store={store} siteName={siteName} />
        <NavLinkList label={t('nav.primary', {}, 'Primary')} links={headerLinks} navClassName={styles.primary} />
        <div className={styles.actions}>
          <HeaderStore site={site} />
          <PhoneLink phone={store?.phone} className={styles.phone} />
          {groups.length > 0 ? (
            <MainMenuDisclosure label={t('nav.menu')}>
              <nav aria-label={t('nav.mainMenu')}>
                <ul className={styles.groups}>
                  {/* Index keys: a server-rendered list never reorders, and a short key is a shorter payload. */}
                  {groups.map((group, index) => (
                    <li key={index}>
                      <p>{group.href ? <SmartLink href={group.href}>{group.label}</SmartLink> : group.label}</p>
                      {group.links.length > 0 ? (
                        <ul>
                          {group.links.map((link, linkIndex) => (
                            <li key={linkIndex}>
                              <SmartLink href={link.href}>{link.label}</SmartLink>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </nav>
            </MainMenuDisclosure>
          ) : null}
        </div>
      </div>
    </header>
  );
}
