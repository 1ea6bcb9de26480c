import { cache } from 'react';
import { getSiteContext } from '@/server/site/context';
import { NotFoundView } from './not-found-view';

/**
 * The 404 screen both layouts' not-found boundaries show (the root layout's and the site layout's), as one element
 * per request: every page's payload carries each boundary's screen, and the same element is written once and
 * referenced the second time.
 */
export const layoutNotFoundScreen = cache(async () => <NotFoundView site={await getSiteContext()} />);
