'use client';

import { Tabs } from '../ui/tabs';
import { ReviewList, type ReviewCard } from './review-list';

interface ReviewTabsProps {
  label: string;
  reviews: ReviewCard[];
  /** Per tab: its category, its label in the site's language and positions into `reviews`. */
  tabs: { category: string; label: string; items: number[] }[];
  /** The hidden "(opens in a new tab)" note in the site's language. */
  newTabHint?: string;
}

/**
 * The reviews' category tabs, built in the browser from one list of cards: a review in several categories is sent
 * once, and only the selected tab's cards are rendered.
 */
export function ReviewTabs({ label, reviews, tabs, newTabHint }: ReviewTabsProps) {
  const lists = tabs.map((tab) => tab.items.flatMap((at) => reviews[at] ?? []));
  if (tabs.length === 1) return <ReviewList reviews={lists[0] ?? []} newTabHint={newTabHint} />;
  return (
    <Tabs
      label={label}
      lazyPanels
      tabs={tabs.map((tab) => ({ id: tab.category, label: tab.label }))}
      panels={lists.map((list, index) => (
        <ReviewList key={tabs[index]?.category} reviews={list} newTabHint={newTabHint} />
      ))}
    />
  );
}
