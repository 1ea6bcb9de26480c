/**
 * Reviews as the browser receives them, in a compact form: a review's link is an index into the batch's list of
 * distinct links (reviews of one store on one platform share a long maps or profile URL), and the repeated
 * wording ("Rated 5 out of 5", "Read on Google") is left to templates the page sends once. A tab's batch is the
 * same whether it comes with the page (the first tab) or from the reviews route (the others, on demand).
 */
import { REVIEW_CATEGORIES } from '@dealer/schemas/constants';
import { formatShortDate } from '../format/date';
import { reviewTabs } from './review-tabs';

/** Reviews shown per category tab. */
export const REVIEWS_PER_TAB = 9;

/**
 * Reviews of the first tab the page itself carries (one row of cards on a wide screen); the rest of the tab comes
 * from the reviews route when the visitor asks for more.
 */
export const REVIEWS_FIRST_SCREEN = 3;

/** The review fields a card shows (the reviews query's projection). */
export interface ReviewSource<Photo> {
  _id: string;
  reviewerName: string | null;
  platform: string | null;
  rating: number | null;
  review: string | null;
  url: string | null;
  date: string | null;
  reviewerPhoto: Photo;
  categories: readonly string[] | null;
}

export interface ReviewItem<Avatar> {
  id: string;
  name: string | null;
  platform: string | null;
  /** mm/dd/yy, or null without a date. */
  date: string | null;
  rating: number | null;
  text: string | null;
  /** Position in the batch's `urls`, or null for a review without a link. */
  url: number | null;
  avatar: Avatar | null;
}

export interface ReviewBatch<Avatar> {
  /** Each distinct review link once. */
  urls: string[];
  reviews: ReviewItem<Avatar>[];
}

/** One tab per category with reviews, in the category order, each with its reviews (at most REVIEWS_PER_TAB). */
export function reviewTabLists<R extends Pick<ReviewSource<unknown>, 'categories'>>(
  reviews: readonly R[],
): { category: string; reviews: R[] }[] {
  const { reviews: listed, tabs } = reviewTabs({
    reviews,
    categories: REVIEW_CATEGORIES,
    perTab: REVIEWS_PER_TAB,
    categoriesOf: (review) => review.categories,
  });
  return tabs.map((tab) => ({ category: tab.category, reviews: tab.items.flatMap((at) => listed[at] ?? []) }));
}

/** The compact batch of a list of reviews; `avatar` turns a reviewer photo into what the card's image needs. */
export function reviewBatch<Photo, Avatar>(
  reviews: readonly ReviewSource<Photo>[],
  avatar: (photo: Photo) => Avatar | null,
): ReviewBatch<Avatar> {
  const urls: string[] = [];
  const urlIndex = (url: string | null): number | null => {
    if (!url) return null;
    const at = urls.indexOf(url);
    return at >= 0 ? at : urls.push(url) - 1;
  };
  return {
    urls,
    reviews: reviews.map((review) => ({
      id: review._id,
      name: review.reviewerName,
      platform: review.platform,
      date: review.date ? formatShortDate(review.date) : null,
      rating: review.rating,
      text: review.review,
      url: urlIndex(review.url),
      avatar: avatar(review.reviewerPhoto),
    })),
  };
}
