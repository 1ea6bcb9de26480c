/**
 * The top page-load bar's timing. A navigation that ends within the throttle never shows the bar; a
 * slower one shows it creeping towards 90 % over the duration (a CSS animation of that length); on completion it
 * fills, stays for the hide delay, fades out, and after the reset delay it is back to empty.
 */
export const LOAD_BAR_THROTTLE_MS = 200;
export const LOAD_BAR_DURATION_MS = 2000;
export const LOAD_BAR_HIDE_MS = 500;
export const LOAD_BAR_RESET_MS = 400;
/**
 * A started navigation that never completes (a link whose own handler cancelled it) must not leave the bar (and
 * the dimmed page) on screen: after this long it finishes as if the page had arrived.
 */
export const LOAD_BAR_GIVE_UP_MS = 10_000;

/** idle: nothing drawn; loading: creeping; done: full; hiding: fading out. */
export type LoadBarPhase = 'idle' | 'loading' | 'done' | 'hiding';

export interface LoadBar {
  /** A navigation started. Ignored while one is already pending or loading. */
  start(): void;
  /** The navigation completed (the new URL rendered). */
  finish(): void;
  /** Back to idle at once (unmount, a page restored from the back/forward cache). */
  reset(): void;
}

/** Drives the phases with timers (injectable for tests); `onPhase` hears every change. */
export function createLoadBar(
  onPhase: (phase: LoadBarPhase) => void,
  // Wrapped, not the bare functions: browsers throw "Illegal invocation" when setTimeout is called as a method of
  // another object (`timers.set(…)`); Node and jsdom do not, so only a browser would notice.
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = {
    set: ((run: () => void, ms: number) => setTimeout(run, ms)) as typeof setTimeout,
    clear: (id) => clearTimeout(id),
  },
): LoadBar {
  let phase: LoadBarPhase = 'idle';
  let pending = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const to = (next: LoadBarPhase) => {
    if (next !== phase) onPhase((phase = next));
  };
  const later = (ms: number, run: () => void) => {
    timers.clear(timer);
    timer = timers.set(run, ms);
  };
  const reset = () => {
    timers.clear(timer);
    pending = false;
    to('idle');
  };
  const finish = () => {
    // Completed within the throttle: never shown. Already done or fading: let it run out.
    if (pending) return reset();
    if (phase !== 'loading') return;
    to('done');
    later(LOAD_BAR_HIDE_MS, () => {
      to('hiding');
      later(LOAD_BAR_RESET_MS, reset);
    });
  };
  return {
    start() {
      if (pending || phase === 'loading') return;
      reset();
      pending = true;
      later(LOAD_BAR_THROTTLE_MS, () => {
        pending = false;
        to('loading');
        later(LOAD_BAR_GIVE_UP_MS, finish);
      });
    },
    finish,
    reset,
  };
}
