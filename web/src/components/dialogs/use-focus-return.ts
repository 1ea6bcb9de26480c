'use client';

import { useCallback, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * The page's main content (its one <main> landmark, the skip link's target), focusable by script; else the body.
 * Found by its element, not the skip link's id: importing that module here would cost the consent banner's
 * first-load chunk a module wrapper.
 */
export function mainContent(): HTMLElement {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return document.body;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}

export interface FocusReturn {
  /** Spread on the dialog element: they note where the focus came from when it entered. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  /** Where the focus goes back: where it came from while that is still on the page, else the main content. */
  returnTarget: () => HTMLElement;
  /** Gives the focus back, when it is inside the dialog (or was lost from it to nothing); else leaves it alone. */
  giveFocusBack: () => void;
}

/**
 * The focus rules of a dialog that does not trap focus (a banner): it notes the page element the visitor left when
 * the focus entered it, and when it closes with the focus inside gives the focus back there (else to where the focus
 * was when it opened, else to the main content), never to <body>.
 */
export function useFocusReturn(content: RefObject<HTMLElement | null>, openedFrom: Element | null): FocusReturn {
  const cameFrom = useRef<Element | null>(null);
  const focusInside = useRef(false);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!focusInside.current) cameFrom.current = null;
    focusInside.current = true;
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Focus lost to nothing (the focused element went away) still counts as inside.
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) {
      focusInside.current = false;
    }
  }, []);
  const returnTarget = useCallback((): HTMLElement => {
    const usable = (element: Element | null): element is HTMLElement =>
      element instanceof HTMLElement &&
      element.isConnected &&
      element !== document.body &&
      !content.current?.contains(element);
    if (usable(cameFrom.current)) return cameFrom.current;
    if (usable(openedFrom)) return openedFrom;
    return mainContent();
  }, [content, openedFrom]);
  const giveFocusBack = useCallback(() => {
    if (!focusInside.current) return;
    focusInside.current = false;
    returnTarget().focus({ preventScroll: true });
  }, [returnTarget]);
  return { onFocus, onBlur, returnTarget, giveFocusBack };
}
