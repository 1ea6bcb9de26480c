import { SmartLink } from '../ui/smart-link';

export interface NavLinkItem {
  _key?: string | null;
  href: string;
  label: string | null;
}

/** A labelled <nav> of links (header menu, footer menu, socials); renders nothing without links. */
export function NavLinkList({
  label,
  links,
  navClassName,
  linkClassName,
  listClassName,
  newTabHint,
}: {
  label: string;
  /** See SmartLink. */
  newTabHint?: string;
  links: NavLinkItem[];
  navClassName?: string;
  listClassName?: string;
  linkClassName?: string;
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={navClassName}>
      <ul className={listClassName}>
        {links.map((link) => (
          <li key={link._key ?? link.href}>
            <SmartLink href={link.href} className={linkClassName} newTabHint={newTabHint}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
