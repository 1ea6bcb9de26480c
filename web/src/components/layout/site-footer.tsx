import { createElement } from 'react';
import { summarizeHours } from '@/lib/hours/format';
import { menuLabel } from '@/lib/i18n/pick-language';
import type { SiteContext } from '@/server/site/context';
import { NavLinkList } from './nav-link-list';
import { PhoneLink } from './phone-link';
import { visibleLinks } from './site-header';
import styles from './site-footer.module.css';

export function SiteFooter({ site }: { site: SiteContext }) {
  const { settings, stores, store, enabledPages, t, lang } = site;
  const siteName = settings?.siteName ?? store?.name ?? '';
  const links = visibleLinks(settings?.footerMenu, enabledPages).map((link) => ({
    ...link,
    label: menuLabel(link, lang),
  }));
  const closed = t('hours.closed', {}, 'Closed');
  const socials = (store?.socials ?? []).flatMap((social) =>
    social.url && social.platform ? [{ _key: social._key, href: social.url, label: social.platform }] : [],
  );
  // The selected store first, then the others.
  const ordered = store ? [store, ...stores.filter((other) => other._id !== store._id)] : stores;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        {ordered.map((item, index) => (
          // Short ids by position: a store's document id would be sent four times (markup and payload, twice each).
          <section key={index} aria-labelledby={`f${index}`}>
            <h2 id={`f${index}`}>{item.name}</h2>
            <address>
              {item.addressLine1}
              {item.addressLine2 ? <>, {item.addressLine2}</> : null}
              <br />
              {item.city}, {item.stateShort ?? item.state} {item.zip}
              <br />
              <PhoneLink phone={item.phone} label={t('footer.sales', {}, 'Sales:')} />
              {item.servicePhone && item.hasServiceDepartment ? (
                <>
                  <br />
                  <PhoneLink phone={item.servicePhone} label={t('footer.service', {}, 'Service:')} />
                </>
              ) : null}
            </address>
            {/* Days and hours straight in the list, laid out in two columns by the stylesheet: a wrapper per row
                would be sent twice for every row of every store. Positional children: the rows never reorder. */}
            {createElement(
              'dl',
              null,
              ...summarizeHours(item.salesHours, closed, lang).flatMap((row) => [
                createElement('dt', null, row.days),
                createElement('dd', null, row.hours),
              ]),
            )}
          </section>
        ))}
        {links.length > 0 || socials.length > 0 ? (
          <div className={styles.navs}>
            <NavLinkList label={t('footer.menu', {}, 'Footer')} links={links} />
            <NavLinkList
              label={t('footer.social', {}, 'Social media')}
              newTabHint={t('nav.newTab')}
              links={socials}
              listClassName={styles.socials}
            />
          </div>
        ) : null}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('footer.rights', { year: new Date().getFullYear(), name: siteName })}</p>
      </div>
    </footer>
  );
}
