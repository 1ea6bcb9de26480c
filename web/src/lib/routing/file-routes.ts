/**
 * The files the app serves outside `/api`, `/media` and `/_next`: route handlers (robots.txt, the sitemap, the
 * vehicle feeds) and app/icon.svg. They are not pages, so proxy.ts neither rewrites them nor gives them a page
 * policy. Any other name with an extension (`/wp-login.php`, `/.env`, `/index.html`) names nothing here and gets
 * the site's 404 page like any unknown path (`/favicon.ico` redirects to the icon). Pure.
 */
const FILE_ROUTE = /^\/(?:robots\.txt|sitemap\.xml|icon\.svg|feeds\/google-vehicle-listings\.(?:xml|tsv))$/;

export const isFileRoute = (pathname: string): boolean => FILE_ROUTE.test(pathname);

/** A last path segment with an extension: a file name, never one of the site's pages. */
export const hasFileExtension = (pathname: string): boolean => /\.[a-z0-9]+$/i.test(pathname);

/** What browsers ask for by themselves, and the site's icon (app/icon.svg) it leads to. */
export const FAVICON = '/favicon.ico';
export const SITE_ICON = '/icon.svg';
