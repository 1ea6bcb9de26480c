import Link from 'next/link';
import type { ReactNode } from 'react';

interface SmartLinkProps {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
  prefetch?: boolean;
  /** The screen-reader note of a link opening a new tab, in the page's language (uiStrings `nav.newTab`). */
  newTabHint?: string;
}

export const NEW_TAB_HINT = '(opens in a new tab)';

export const isInternalHref = (href: string) => href.startsWith('/') && !href.startsWith('//');
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href) || href.startsWith('//');

/**
 * The props that are set. next/link is a client component: every prop it is given travels in the page's payload,
 * an unset one as `"prefetch":"$undefined"`, and a page has dozens of links.
 */
function setProps<T extends Record<string, unknown>>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Site paths go through next/link (client navigation); web links open in a new tab with a screen-reader note;
 * tel:, mailto: and anchors are plain links. Without an href the content renders as text.
 */
export function SmartLink({ href, children, className, prefetch, newTabHint = NEW_TAB_HINT, ...aria }: SmartLinkProps) {
  if (!href) return <span className={className}>{children}</span>;
  if (isInternalHref(href)) {
    return (
      <Link href={href} {...setProps({ className, prefetch, ...aria })}>
        {children}
      </Link>
    );
  }
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...setProps({ className, ...aria })}>
        {children}
        <span className="visually-hidden"> {newTabHint}</span>
      </a>
    );
  }
  return (
    <a href={href} {...setProps({ className, ...aria })}>
      {children}
    </a>
  );
}
