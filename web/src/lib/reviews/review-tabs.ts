/**
 * The home page's reviews by category tab: each tab holds at most `perTab` reviews of its category, in the given
 * order; a category without reviews has no tab. A review in several categories is listed once and referenced by
 * position from each tab, so the page sends its text once.
 */
export interface ReviewTabsInput<T> {
  reviews: readonly T[];
  categories: readonly string[];
  perTab: number;
  categoriesOf: (review: T) => readonly string[] | null | undefined;
}

export interface ReviewTabs<T> {
  /** Every review some tab shows, each once, in first-use order. */
  reviews: T[];
  /** One entry per category with reviews: positions into `reviews`. */
  tabs: { category: string; items: number[] }[];
}

export function reviewTabs<T>({ reviews, categories, perTab, categoriesOf }: ReviewTabsInput<T>): ReviewTabs<T> {
  const listed: T[] = [];
  const position = new Map<T, number>();
  const tabs = categories
    .map((category) => {
      const members = reviews.filter((review) => categoriesOf(review)?.includes(category)).slice(0, perTab);
      const items = members.map((review) => {
        let at = position.get(review);
        if (at === undefined) {
          at = listed.push(review) - 1;
          position.set(review, at);
        }
        return at;
      });
      return { category, items };
    })
    .filter((tab) => tab.items.length > 0);
  return { reviews: listed, tabs };
}
