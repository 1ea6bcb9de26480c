'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { GarageState } from '@/lib/garage/storage';
import type { SaveControlStrings } from '@/lib/garage/strings';
import * as actions from './save-controls-actions';
import { SAVE_BUTTON_SELECTOR } from './save-control-markup';
import type { SaveOutcome } from './save-status';

/** The message element of the control a button belongs to. */
const statusOf = (button: Element): HTMLElement | null =>
  button.closest('[data-save-control]')?.querySelector<HTMLElement>('[data-save-status]') ?? null;

interface Pressed {
  button: HTMLElement;
  status: HTMLElement;
  outcome: SaveOutcome;
}

/**
 * The Save controls' island once it is needed (save-controls.tsx loads it): listens for presses on the document,
 * marks the saved cars and searches (`aria-pressed` and a filled heart) and fills the pressed control's live
 * message. `pending` holds the presses made while it loaded; they are carried out first.
 */
export function SaveControlsController({ strings, pending }: { strings: SaveControlStrings; pending: HTMLElement[] }) {
  const [garage, setGarage] = useState<GarageState | null>(null);
  const [pressed, setPressed] = useState<Pressed[]>([]);

  useEffect(() => {
    let stopped = false;
    const stopWatching = actions.watchGarage(setGarage);
    const press = (button: HTMLElement) => {
      const status = statusOf(button);
      if (!status) return;
      void actions.press(button).then((outcome) => {
        if (!outcome || stopped) return;
        // In place: each message keeps its position (its portal's key) across presses.
        setPressed((list) =>
          list.some((entry) => entry.button === button)
            ? list.map((entry) => (entry.button === button ? { ...entry, outcome } : entry))
            : [...list, { button, status, outcome }],
        );
      });
    };
    for (const button of pending.splice(0)) press(button);
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(SAVE_BUTTON_SELECTOR) : null;
      if (button) press(button);
    };
    document.addEventListener('click', onClick);
    return () => {
      stopped = true;
      stopWatching();
      document.removeEventListener('click', onClick);
    };
  }, [pending]);

  // The buttons follow the garage, including cards drawn after the page (a visitor's own results).
  useEffect(() => {
    if (!garage) return;
    const mark = () => actions.markSaved(document, garage);
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [garage]);

  if (!garage) return null;
  const { SaveStatusMessage, compareLink } = actions;
  return pressed.map(({ button, status, outcome }, index) => {
    const vin = button.dataset.saveVin;
    return createPortal(
      <SaveStatusMessage
        outcome={outcome}
        strings={strings}
        savedText={strings[vin ? 'garage.save.saved' : 'garage.search.saved']}
        removedText={strings[vin ? 'garage.save.removed' : 'garage.search.removed']}
        compareHref={vin ? compareLink(garage, vin) : null}
      />,
      status,
      String(index),
    );
  });
}
