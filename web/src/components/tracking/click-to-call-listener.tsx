'use client';

import { useEffect } from 'react';
import { fireClickToCall } from '@/lib/tracking/fire-conversion';

/**
 * ClickToCall on a tap on any tel: link, listening from hydration on rather than from when the lazily loaded tracking
 * island arrives: a visitor who calls the moment the page appears is counted too (the event waits in the island's
 * queue until it loads).
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
      if (link) fireClickToCall();
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
