import { linkNavigation } from '@/lib/navigation/link-click';

/**
 * Calls `handler` for every click on a link that navigates to another page of this site (lib/navigation/link-click),
 * before anything else hears the click: a capture listener on window runs ahead of React's and Next's handlers.
 * Returns the unsubscribe function.
 */
export function onLinkNavigation(handler: (url: URL, event: MouseEvent) => void): () => void {
  const listener = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const url = link instanceof HTMLAnchorElement && linkNavigation(event, link, window.location);
    if (url) handler(url, event);
  };
  window.addEventListener('click', listener, true);
  return () => window.removeEventListener('click', listener, true);
}
