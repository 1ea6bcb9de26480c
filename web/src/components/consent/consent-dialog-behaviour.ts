'use client';

import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

// Hidden inputs (a server action's form carries some) take no focus: the loop's ends are real controls.
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"])';

/**
 * Elements anywhere on the page that reopen the consent UI: an editor's menu link to `#cookie-settings` (e.g. in
 * the footer menu) or any element with `data-cookie-settings`.
 */
const OPEN_TRIGGER = 'a[href="#cookie-settings"], [data-cookie-settings]';

/**
 * Calls `onOpen` with the element when the visitor activates a cookie-settings link anywhere on the page (`onOpen`
 * must be stable: a new function re-attaches the listener).
 */
export function useSettingsLinks(onOpen: (trigger: HTMLElement) => void): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>(OPEN_TRIGGER) : null;
      if (!trigger) return;
      event.preventDefault();
      onOpen(trigger);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [onOpen]);
}

/**
 * While `active`, a focused element scrolled into view stays above the element (the non-modal banner over the
 * bottom of the page): the page's scroll padding follows its height. The height is observed, not measured: reading
 * it as the banner hydrates would force a layout of the whole page in the middle of hydration.
 */
export function useScrollPaddingAbove(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight;
      root.style.scrollPaddingBottom = `${Math.ceil(height) + 16}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [ref, active]);
}

/**
 * Tab and Shift+Tab wrap around inside `dialog`: the one Tab loop of the modal consent dialog, used both by the
 * parse-time script (SHOW_MODAL_SCRIPT carries this function's own source) and by the hydrated dialog
 * (keepTabInside). The native <dialog> already makes the page inert; this keeps focus from leaving for the browser's
 * own UI, so the dialog stays a loop as a keyboard user expects. Self-contained on purpose: its source runs as an
 * inline script, where nothing of this module (constants, helpers) exists.
 */
export function wrapTabInside(dialog: HTMLElement, event: KeyboardEvent, focusable: string): void {
  // An earlier listener (the parse-time one runs before React's) already wrapped this keystroke.
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const items = dialog.querySelectorAll<HTMLElement>(focusable);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Run as the page is parsed, right after the server-rendered modal dialog: makes it modal (top layer, the page
 * inert) before the page is first styled, and installs the Tab loop (wrapTabInside), so the dialog is a loop for a
 * keyboard user before the page's scripts arrive (they load after the first paint, docs/caching.md). Done after
 * hydration instead, it restyled the whole page in one long task on every first visit. An inline script: the page's
 * policy allows it by the hash of the HTML as sent (docs/caching.md).
 */
export const SHOW_MODAL_SCRIPT =
  "(function(){var d=document.currentScript&&document.currentScript.previousElementSibling;if(d&&d.open&&typeof d.showModal=='function'){d.close();d.showModal();" +
  `var w=${wrapTabInside.toString()};d.addEventListener('keydown',function(e){w(d,e,${JSON.stringify(FOCUSABLE)})})}})()`;

/** Whether the dialog is already modal (SHOW_MODAL_SCRIPT ran); false where `:modal` is unknown. */
export function isModalOpen(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    return false;
  }
}

/** The hydrated dialog's keydown handler: the same Tab loop as the parse-time script's (wrapTabInside). */
export function keepTabInside(event: ReactKeyboardEvent<HTMLElement>): void {
  wrapTabInside(event.currentTarget, event.nativeEvent, FOCUSABLE);
}
