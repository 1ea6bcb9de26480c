import { REVIEW_CATEGORIES } from '@dealer/schemas/constants';
import { reviewAvatar } from '@/components/sections/review-avatar';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/http/page-cache-control';
import { reviewBatch, reviewTabLists } from '@/lib/reviews/review-batch';
import { loadReviews } from '@/server/pages/reviews';

/**
 * One review tab's reviews (`?category=Service`), for the home page's reviews section: the page carries its first
 * tab, and the browser asks here when the visitor opens another. The same for every visitor (names, texts, links;
 * the labels come with the page in its language), so shared caches may keep it as they keep pages
 * (docs/caching.md). A category without reviews answers an empty list.
 */
export async function GET(request: Request): Promise<Response> {
  const category = new URL(request.url).searchParams.get('category');
  if (category === null || !(REVIEW_CATEGORIES as readonly string[]).includes(category)) {
    return Response.json(
      { errors: { category: `Choose a review category: ${REVIEW_CATEGORIES.join(', ')}` } },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const tab = reviewTabLists(await loadReviews()).find((list) => list.category === category);
  return Response.json(reviewBatch(tab?.reviews ?? [], reviewAvatar), {
    headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
  });
}

export const dynamic = 'force-dynamic';
