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
    // Unset class names are left out: an unset prop still travels in the page's payload as "$undefined".
    <nav aria-label={label} {...(navClassName ? { className: navClassName } : {})}>
      <ul {...(listClassName ? { className: listClassName } : {})}>
        {/* Index keys: a server-rendered list never reorders, and a short key is a shorter payload. */}
        {links.map((link, index) => (
          <li key={index}>
            <SmartLink href={link.href} className={linkClassName} newTabHint={newTabHint}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
