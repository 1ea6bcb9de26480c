import 'server-only';
import { fetchContent } from '@/content';
import { reviewsQuery } from '@/content/queries';

/** Every published review, newest first (the reviews section and the reviews route read the same list). */
export const loadReviews = () => fetchContent({ query: reviewsQuery, params: {}, tags: ['review'] });
