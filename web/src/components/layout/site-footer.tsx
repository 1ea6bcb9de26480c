import { summarizeHours } from '@/lib/hours/format';
import type { SiteContext } from '@/server/site/context';
import { SmartLink } from '../ui/smart-link';
import { PhoneLink } from './phone-link';
import { visibleLinks } from './site-header';
import styles from './site-footer.module.css';

export function SiteFooter({ site }: { site: SiteContext }) {
  const { settings, stores, store, enabledPages } = site;
  const siteName = settings?.siteName ?? store?.name ?? '';
  const links = visibleLinks(settings?.footerMenu, enabledPages);
  const socials = (store?.socials ?? []).filter((social) => social.url && social.platform);
  // The selected store first, then the others.
  const ordered = store ? [store, ...stores.filter((other) => other._id !== store._id)] : stores;

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        {ordered.map((item) => (
          <section key={item._id} className={styles.store} aria-labelledby={`store-${item._id}`}>
            <h2 id={`store-${item._id}`} className={styles.heading}>
              {item.name}
            </h2>
            <address className={styles.address}>
              {item.addressLine1}
              {item.addressLine2 ? <>, {item.addressLine2}</> : null}
              <br />
              {item.city}, {item.stateShort ?? item.state} {item.zip}
              <br />
              <PhoneLink phone={item.phone} label="Sales:" className={styles.link} />
              {item.servicePhone && item.hasServiceDepartment ? (
                <>
                  <br />
                  <PhoneLink phone={item.servicePhone} label="Service:" className={styles.link} />
                </>
              ) : null}
            </address>
            <dl className={styles.hours}>
              {summarizeHours(item.salesHours).map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        {links.length > 0 || socials.length > 0 ? (
          <div className={styles.navs}>
            {links.length > 0 ? (
              <nav aria-label="Footer">
                <ul className={styles.list}>
                  {links.map((link) => (
                    <li key={link._key ?? link.href}>
                      <SmartLink href={link.href} className={styles.link}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {socials.length > 0 ? (
              <nav aria-label="Social media">
                <ul className={styles.socials}>
                  {socials.map((social) => (
                    <li key={social._key ?? social.url}>
                      <SmartLink href={social.url} className={styles.link}>
                        {social.platform}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
