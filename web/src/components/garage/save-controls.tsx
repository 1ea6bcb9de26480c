'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { GARAGE_STORAGE_KEY } from '@/lib/garage/storage-key';
import { SAVE_BUTTON_SELECTOR } from './save-button-selector';
import type { SaveControlStrings } from '@/lib/garage/strings';

type Controller = ComponentType<{ strings: SaveControlStrings; pending: HTMLElement[] }>;

/** A browser that keeps a garage: its saved cars and searches are marked as soon as the page is interactive. */
function keepsGarage(): boolean {
  try {
    return window.localStorage.getItem(GARAGE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The one island behind every Save control of a page (a result list's cards, a vehicle page, "Save this search"):
 * the controls are the server's markup (save-vehicle-control.tsx, save-search-control.tsx), so a list's twenty
 * cards hydrate nothing. This first-load part only waits: the controller and the garage code
 * (save-controls-controller.tsx) are fetched when the browser keeps a garage, when another tab starts one, or at the
 * first press, which is queued and carried out once they are in (docs/garage.md#the-save-controls).
 */
export function SaveControls({ strings }: { strings: SaveControlStrings }) {
  const [Loaded, setLoaded] = useState<Controller | null>(null);
  // The presses made while the controller loads: one queue for the island's life, which the controller empties.
  const [pending] = useState<HTMLElement[]>(() => []);

  useEffect(() => {
    if (Loaded) return;
    let stopped = false;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      void import('./save-controls-controller').then(
        (module) => {
          if (!stopped) setLoaded(() => module.SaveControlsController);
        },
        () => {
          // Offline, or a chunk of an older build: tried again at the next press.
          loading = false;
        },
      );
    };
    if (keepsGarage()) load();
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(SAVE_BUTTON_SELECTOR) : null;
      if (!button) return;
      pending.push(button);
      load();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === GARAGE_STORAGE_KEY || event.key === null) load();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('storage', onStorage);
    return () => {
      stopped = true;
      document.removeEventListener('click', onClick);
      window.removeEventListener('storage', onStorage);
    };
  }, [Loaded, pending]);

  return Loaded ? <Loaded strings={strings} pending={pending} /> : null;
}
