/** The click's button and modifiers (a MouseEvent). */
export type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>;
/** The clicked `<a>`: its resolved `href`, its `target` ('' when absent), whether it has `download`. */
export type ClickedLink = Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>;

/** Where the page is now. */
export type Here = Pick<URL, 'origin' | 'pathname' | 'search'>;

/** Files and endpoints the browser downloads or shows itself: no page of the app loads. */
const NOT_A_PAGE = /^\/(?:api|_next)\/|\.[a-z0-9]+$/i;

/**
 * The page a link click navigates to inside this site, or null when it does not (the page-load bar and
 * the new-build full load only act on these). Not: another button or a modifier (new tab or window), a target
 * other than _self, a download, another origin, the same page (a hash-only change or the current URL), a file.
 */
export function linkNavigation(click: LinkClick, link: ClickedLink, here: Here): URL | null {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (click.defaultPrevented || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(link.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || NOT_A_PAGE.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}
