'use client';

import { useEffect } from 'react';

/**
 * ClickToCall on a tap on any tel: link, listening from hydration on rather than from when the lazily loaded tracking
 * island arrives: a visitor who calls the moment the page appears is counted too (the event waits in the island's
 * queue until it loads). The conversion tables are fetched with the first tap, not with every page.
 */
declare global {
  interface Window {
    /** True while taps on tel: links are counted (the browser suites wait for it before they tap). */
    __dealerCallTracking?: boolean;
  }
}

export function ClickToCallListener() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      if (link) void import('@/lib/tracking/fire-conversion').then((module) => module.fireClickToCall());
    };
    document.addEventListener('click', onClick);
    window.__dealerCallTracking = true;
    return () => {
      window.__dealerCallTracking = false;
      document.removeEventListener('click', onClick);
    };
  }, []);
  return null;
}
