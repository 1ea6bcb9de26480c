'use client';

import { lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { interpolate } from '@/lib/i18n/interpolate';

import { useHydrated } from '../ui/use-hydrated';
import { keyTarget, stepIndex } from './gallery-navigation';
import type { GalleryStrings } from './gallery-strings';
import { useSwipe } from './use-swipe';
import { GallerySteppers } from './gallery-steppers';
import styles from './vehicle-gallery.module.css';

/** Chakra and the full-screen view are fetched on the first press of the full-screen button, never with the page. */
const GalleryDialog = lazy(() => import('./gallery-dialog').then((module) => ({ default: module.GalleryDialog })));

export interface VehicleGalleryProps {
  /** The photos as the page shows them, server-rendered; the first is the page's LCP image, the rest lazy. */
  slides: ReactNode[];
  /** Small lazy versions for the thumbnail strip. */
  thumbs: ReactNode[];
  /** Full-width lazy versions for the full-screen view. */
  full: ReactNode[];
  /** The vehicle's title, for the full-screen view's heading. */
  title: string;
  strings: GalleryStrings;
}

/**
 * The vehicle page's photos: a scroll-snap strip that works without JavaScript (thumbnails are links to the
 * photos), enhanced once hydrated with previous/next buttons, arrow keys (Home/End too), swipes, the "3 / 12"
 * count and a full-screen view. Smooth scrolling only without a reduced-motion preference (vdp.module.css).
 */
export function VehicleGallery({ slides, thumbs, full, title, strings }: VehicleGalleryProps) {
  const hydrated = useHydrated();
  const total = slides.length;
  const [index, setIndex] = useState(0);
  const [dialog, setDialog] = useState<{ open: boolean; opener: HTMLElement | null } | null>(null);
  const strip = useRef<HTMLUListElement | null>(null);
  // The photo a programmatic scroll is heading for: scroll events on the way there do not move the count.
  const heading = useRef<number | null>(null);

  const show = useCallback(
    (target: number, behavior: ScrollBehavior = 'auto') => {
      const next = stepIndex(target, 0, total);
      setIndex(next);
      const element = strip.current;
      if (!element) return;
      const left = next * element.clientWidth;
      if (Math.abs(element.scrollLeft - left) < 1) return;
      heading.current = next;
      element.scrollTo({ left, behavior });
    },
    [total],
  );

  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    const at = Math.round(element.scrollLeft / element.clientWidth);
    if (heading.current !== null) {
      if (at === heading.current) heading.current = null;
      return;
    }
    setIndex(stepIndex(at, 0, total));
  };

  const swipe = useSwipe((step) => show(stepIndex(index, step, total)));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = keyTarget(event.key, index, total);
    if (target === null) return;
    event.preventDefault();
    show(target);
  };

  const count = interpolate(strings['vdp.gallery.count'], { current: index + 1, total });

  return (
    <section
      aria-label={strings['vdp.gallery.label']}
      aria-roledescription="carousel"
      className={styles.gallery}
      data-gallery-ready={hydrated ? '' : undefined}
      onKeyDown={hydrated ? onKeyDown : undefined}
    >
      <div className={styles.viewport}>
        <ul
          ref={strip}
          className={styles.strip}
          // Keyboard users reach the photos (and scroll them without JavaScript) through this focus stop.
          tabIndex={0}
          aria-label={strings['vdp.gallery.hint']}
          onScroll={hydrated ? onScroll : undefined}
          onDragStart={(event) => event.preventDefault()}
          {...(hydrated ? swipe : {})}
        >
          {slides.map((slide, position) => (
            <li
              key={position}
              id={`photo-${position + 1}`}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={interpolate(strings['vdp.gallery.slide'], { current: position + 1, total })}
              data-current={hydrated && position === index ? '' : undefined}
            >
              {slide}
            </li>
          ))}
        </ul>
        {hydrated && total > 1 ? <GallerySteppers index={index} total={total} strings={strings} onStep={show} /> : null}
        {hydrated ? (
          <button
            type="button"
            className={`${styles.galleryTool} ${styles.expand}`}
            aria-label={strings['vdp.gallery.fullscreen']}
            aria-haspopup="dialog"
            onClick={(event) => setDialog({ open: true, opener: event.currentTarget })}
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
              <path
                d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
      {/* Only with JavaScript: without it nothing would keep the count in step with the scrolled strip. */}
      <p className={styles.galleryCount} aria-live="polite" data-testid="gallery-count">
        {hydrated ? count : null}
      </p>
      {total > 1 ? (
        <ul className={styles.thumbs} aria-label={strings['vdp.gallery.thumbs']}>
          {thumbs.map((thumb, position) => {
            const label = interpolate(strings['vdp.gallery.thumb'], { current: position + 1, total });
            return (
              <li key={position}>
                {hydrated ? (
                  <button
                    type="button"
                    className={styles.thumb}
                    aria-label={label}
                    aria-current={position === index ? 'true' : undefined}
                    onClick={() => show(position)}
                  >
                    {thumb}
                  </button>
                ) : (
                  <a href={`#photo-${position + 1}`} className={styles.thumb} aria-label={label}>
                    {thumb}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <GalleryDialog
            open={dialog.open}
            opener={dialog.opener}
            onClose={() => setDialog((current) => (current ? { ...current, open: false } : current))}
            index={index}
            onIndexChange={(next) => show(next)}
            photos={full}
            title={title}
            strings={strings}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
