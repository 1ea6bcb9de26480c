'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { GARAGE_STORAGE_KEY } from '@/lib/garage/constants';
import type { GarageState } from '@/lib/garage/storage';
import type { SaveControlStrings } from '@/lib/garage/strings';
import { SAVE_BUTTON_SELECTOR, statusOf } from './save-control-markup';
import type { SaveOutcome } from './save-status';

type Actions = typeof import('./save-controls-actions');
let loading: Promise<Actions> | null = null;
/** The garage code, fetched once per page load and only when needed. */
const loadActions = () => (loading ??= import('./save-controls-actions'));

/** A browser that keeps a garage: its saved cars and searches are marked as soon as the page is interactive. */
function keepsGarage(): boolean {
  try {
    return window.localStorage.getItem(GARAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

interface Pressed {
  button: HTMLElement;
  status: HTMLElement;
  outcome: SaveOutcome;
}

/**
 * The one island behind every Save control of a page (a result list's cards, a vehicle page, "Save this search"):
 * the controls are the server's markup (save-vehicle-control.tsx, save-search-control.tsx), and this listens for
 * their presses on the document (a list's twenty cards hydrate nothing), marks the saved ones (`aria-pressed` and
 * a filled heart) and fills the pressed control's live message. The garage code is fetched only for a browser that
 * keeps a garage, when another tab starts one, or at the first press (docs/garage.md#the-save-controls).
 */
export function SaveControls({ strings }: { strings: SaveControlStrings }) {
  const [live, setLive] = useState<{ actions: Actions; garage: GarageState } | null>(null);
  const [pressed, setPressed] = useState<Pressed[]>([]);

  useEffect(() => {
    let stopped = false;
    let stopWatching: (() => void) | null = null;
    const watch = () =>
      loadActions().then((actions) => {
        if (stopped || stopWatching) return actions;
        stopWatching = actions.watchGarage((garage) => setLive({ actions, garage }));
        return actions;
      });
    if (keepsGarage()) void watch();
    const onStorage = (event: StorageEvent) => {
      if (event.key === GARAGE_STORAGE_KEY || event.key === null) void watch();
    };
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(SAVE_BUTTON_SELECTOR) : null;
      const status = button ? statusOf(button) : null;
      if (!button || !status) return;
      void watch()
        .then((actions) => actions.press(button))
        .then((outcome) => {
          if (!outcome || stopped) return;
          // In place: each message keeps its position (its portal's key) across presses.
          setPressed((list) =>
            list.some((entry) => entry.button === button)
              ? list.map((entry) => (entry.button === button ? { ...entry, outcome } : entry))
              : [...list, { button, status, outcome }],
          );
        });
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('click', onClick);
    return () => {
      stopped = true;
      stopWatching?.();
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('click', onClick);
    };
  }, []);

  // The buttons follow the garage, including cards drawn after the page (a visitor's own results).
  useEffect(() => {
    if (!live) return;
    const mark = () => live.actions.markSaved(document, live.garage);
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [live]);

  if (!live) return null;
  const { SaveStatusMessage, compareLink } = live.actions;
  return pressed.map(({ button, status, outcome }, index) => {
    const vin = button.dataset.saveVin;
    return createPortal(
      <SaveStatusMessage
        outcome={outcome}
        strings={strings}
        savedText={strings[vin ? 'garage.save.saved' : 'garage.search.saved']}
        removedText={strings[vin ? 'garage.save.removed' : 'garage.search.removed']}
        compareHref={vin ? compareLink(live.garage, vin) : null}
      />,
      status,
      String(index),
    );
  });
}
