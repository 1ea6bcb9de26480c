'use client';

import { useEffect, useState } from 'react';
import { Tabs } from '../ui/tabs';
import { ReviewList, type ReviewCards, type ReviewClasses, type ReviewStrings } from './review-list';

interface ReviewTabsProps {
  label: string;
  /** Per tab: its category and its label in the site's language. */
  tabs: { category: string; label: string }[];
  /** The first tab's first reviews; the others are asked for when the visitor opens their tab. */
  first: ReviewCards;
  /** How many reviews the first tab has in all: a button loads the rest. */
  firstTotal: number;
  strings: ReviewStrings;
  classes: ReviewClasses;
}

/** Where a tab's reviews come from on demand (app/api/reviews/route.ts). */
export const reviewsUrl = (category: string) => `/api/reviews?category=${encodeURIComponent(category)}`;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; batch: ReviewCards };

/** Another tab's reviews, asked for when its panel is first shown; a failure offers to try again. */
function LoadedReviewList({
  category,
  strings,
  classes,
}: {
  category: string;
  strings: ReviewStrings;
  classes: ReviewClasses;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch(reviewsUrl(category), { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`reviews answered ${response.status}`);
        setLoaded({ state: 'done', batch: (await response.json()) as ReviewCards });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [category, attempt]);

  if (loaded.state === 'done') return <ReviewList batch={loaded.batch} strings={strings} classes={classes} />;
  if (loaded.state === 'loading') return <p role="status">{strings.loading}</p>;
  return (
    <p role="alert">
      {strings.loadFailed}{' '}
      <button
        type="button"
        onClick={() => {
          setLoaded({ state: 'loading' });
          setAttempt((count) => count + 1);
        }}
      >
        {strings.retry}
      </button>
    </p>
  );
}

/** The first tab: the reviews the page carries, and a button that loads the rest of the tab (focus moves there). */
function FirstReviewList({
  category,
  first,
  total,
  strings,
  classes,
}: {
  category: string;
  first: ReviewCards;
  total: number;
  strings: ReviewStrings;
  classes: ReviewClasses;
}) {
  const [batch, setBatch] = useState(first);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loadMore = () => {
    if (state === 'loading') return;
    setState('loading');
    fetch(reviewsUrl(category))
      .then(async (response) => {
        if (!response.ok) throw new Error(`reviews answered ${response.status}`);
        setBatch((await response.json()) as ReviewCards);
        setState('idle');
      })
      .catch(() => setState('failed'));
  };
  const loadedMore = batch !== first;
  return (
    <>
      <ReviewList
        batch={batch}
        strings={strings}
        classes={classes}
        focusAt={loadedMore ? first.reviews.length : undefined}
      />
      {!loadedMore && batch.reviews.length < total ? (
        <p className={classes.more}>
          <button type="button" onClick={loadMore} aria-disabled={state === 'loading'}>
            {state === 'loading' ? strings.loading : strings.more}
          </button>
          {state === 'failed' ? <span role="alert"> {strings.loadFailed}</span> : null}
        </p>
      ) : null}
    </>
  );
}

/**
 * The reviews' category tabs. The page carries the first screenful of the first tab (in its markup and, compactly,
 * in its payload); the rest of that tab, and another tab's reviews, are fetched when the visitor asks for them, and
 * stay once loaded.
 */
export function ReviewTabs({ label, tabs, first, firstTotal, strings, classes }: ReviewTabsProps) {
  const firstList = (
    <FirstReviewList
      category={tabs[0]?.category ?? ''}
      first={first}
      total={firstTotal}
      strings={strings}
      classes={classes}
    />
  );
  if (tabs.length === 1) return firstList;
  return (
    <Tabs
      label={label}
      lazyPanels
      tabs={tabs.map((tab) => ({ id: tab.category, label: tab.label }))}
      panels={tabs.map((tab, index) =>
        index === 0 ? (
          firstList
        ) : (
          <LoadedReviewList key={tab.category} category={tab.category} strings={strings} classes={classes} />
        ),
      )}
    />
  );
}
