/** Pure rules of the photo gallery's navigation: which photo a key, a swipe or a button leads to. */

/** A drag shorter than this (CSS pixels) is a click or a wobble, not a swipe. */
export const SWIPE_MIN_DISTANCE = 40;

/** The photo `delta` steps from `index`, wrapping at both ends (next after the last is the first). */
export function stepIndex(index: number, delta: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + delta) % total) + total) % total;
}

/**
 * A finished drag as a step: -1 (to the previous photo: the finger moved right), 1 (next: moved left) or 0 (too
 * short, or more vertical than horizontal, which is the page scrolling).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The photo a key leads to, or null for keys the gallery leaves alone. */
export function keyTarget(key: string, index: number, total: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return stepIndex(index, 1, total);
    case 'ArrowLeft':
      return stepIndex(index, -1, total);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, total - 1);
    default:
      return null;
  }
}
