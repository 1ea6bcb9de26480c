/**
 * The queue stubs of Meta's and Google's loader snippets, without inline scripts: calls are queued on `window` until
 * the real library (loaded with next/script once consent allows) drains them.
 */
type TagFunction = (...args: unknown[]) => void;

interface FbqStub {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: FbqStub;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: FbqStub;
    _fbq?: FbqStub;
    dataLayer?: unknown[];
    gtag?: TagFunction;
  }
}

export const META_PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
export const gaSrc = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

export function ensureFbq(pixelId: string): TagFunction {
  if (!window.fbq) {
    const stub = function (this: unknown, ...args: unknown[]) {
      if (stub.callMethod) stub.callMethod(...args);
      else stub.queue.push(args);
    } as FbqStub;
    stub.queue = [];
    stub.push = stub;
    stub.loaded = true;
    stub.version = '2.0';
    window.fbq = stub;
    window._fbq ??= stub;
    stub('init', pixelId);
  }
  const fbq = window.fbq;
  return (...args) => fbq(...args);
}

export function ensureGtag(measurementId: string, consentMode: Record<string, string>): TagFunction {
  if (!window.gtag) {
    window.dataLayer ??= [];
    const layer = window.dataLayer;
    // gtag.js reads the `arguments` objects, not arrays.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object itself
      layer.push(arguments);
    };
    window.gtag('consent', 'default', consentMode);
    window.gtag('js', new Date());
    window.gtag('config', measurementId, { send_page_view: false });
  }
  const gtag = window.gtag;
  return (...args) => gtag(...args);
}
