'use client';

import { useEffect } from 'react';

/** Whether a click on this anchor would be a plain same-tab navigation the client router takes over. */
function isRouterNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  return anchor.origin === window.location.origin;
}

/**
 * Mounted only by the global 404 page. Next renders that page as its own document, outside the root layout, and its
 * client router cannot leave it: a next/link click changes the address but keeps showing the 404
 * (vercel/next.js#88341). So every same-origin link click on that page is stopped before the router sees it (window
 * capture runs before React's listeners on the document) and the browser follows the link as a full document load.
 */
export function FullLoadLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !isRouterNavigation(event, anchor)) return;
      // In-page anchors (skip link, #cookie-settings) stay as they are.
      if (anchor.pathname === window.location.pathname && anchor.search === window.location.search && anchor.hash)
        return;
      event.stopPropagation();
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, []);
  return null;
}
