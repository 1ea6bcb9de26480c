'use client';

/**
 * What the Save controls' island (save-controls.tsx) fetches only when needed: when the browser keeps a garage,
 * or at the first press. Reads and changes the garage (garage-store.ts), marks the page's Save buttons, and fires
 * the tracking events (their code fetched only when something is saved).
 */
import { compareHref } from '@/lib/garage/compare';
import {
  isCarSaved,
  isSearchSaved,
  removeCar,
  removeSearch,
  saveCar,
  saveSearch,
  type GarageState,
} from '@/lib/garage/storage';
import type { GarageAnswer } from '@/lib/garage/facts';
import { readGarage, subscribeGarage, updateGarage } from './garage-store';
import { SAVE_BUTTON_SELECTOR } from './save-control-markup';
import type { SaveOutcome } from './save-status';

export { SaveStatusMessage } from './save-status';

/** Calls `onChange` with the garage now and after every change; returns the unsubscribe. */
export function watchGarage(onChange: (garage: GarageState) => void): () => void {
  const notify = () => onChange(readGarage());
  const stop = subscribeGarage(notify);
  notify();
  return stop;
}

const isSaved = (garage: GarageState, button: HTMLElement) => {
  const { saveVin, saveSearch: href } = button.dataset;
  if (saveVin) return isCarSaved(garage, saveVin);
  return href ? isSearchSaved(garage, href) : false;
};

/** Each Save button under `root` pressed exactly when its car or search is in the garage (a filled heart too). */
export function markSaved(root: ParentNode, garage: GarageState): void {
  for (const button of root.querySelectorAll<HTMLElement>(SAVE_BUTTON_SELECTOR)) {
    const saved = isSaved(garage, button);
    // Written only when it changes: the island re-marks on every change of the page's markup.
    if (button.getAttribute('aria-pressed') !== String(saved)) button.setAttribute('aria-pressed', String(saved));
    const mark = button.querySelector('[data-save-mark]');
    const symbol = saved ? '♥' : '♡';
    if (mark && mark.textContent !== symbol) mark.textContent = symbol;
  }
}

/** The comparison of a just-saved car with the others in the garage, once there are others. */
export function compareLink(garage: GarageState, vin: string): string | null {
  if (!isCarSaved(garage, vin)) return null;
  const others = garage.cars.filter((car) => car.vin !== vin).map((car) => car.vin);
  return others.length > 0 ? compareHref([vin, ...others]) : null;
}

/** The matches of a search now, from the garage API (what the shopper has seen when saving it). */
async function currentMatches(href: string): Promise<{ vins: string[]; count: number } | null> {
  try {
    const response = await fetch('/api/garage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ vins: [], searches: [href] }),
    });
    if (!response.ok) return null;
    const answer = (await response.json()) as GarageAnswer;
    return answer.searches[0] ?? null;
  } catch {
    return null;
  }
}

function pressCar(vin: string, price: number | null, title: string): SaveOutcome {
  if (isCarSaved(readGarage(), vin)) return updateGarage((state) => removeCar(state, vin)) ? 'removed' : 'refused';
  const kept = updateGarage((state) => saveCar(state, { vin, price, savedAt: new Date().toISOString() }));
  if (kept)
    void import('@/lib/tracking/fire-conversion').then((module) =>
      module.fireVehicleSaved({ vin, price, name: title }),
    );
  return kept ? 'saved' : 'refused';
}

async function pressSearch(button: HTMLElement, href: string): Promise<SaveOutcome> {
  if (isSearchSaved(readGarage(), href))
    return updateGarage((state) => removeSearch(state, href)) ? 'removed' : 'refused';
  // Refused at once without consent: no request for a list that could not be kept.
  if (!updateGarage((state) => state)) return 'refused';
  const pageVins = (button.dataset.saveVins ?? '').split(',').filter(Boolean);
  button.setAttribute('aria-busy', 'true');
  const matches = (await currentMatches(href)) ?? { vins: pageVins, count: Number(button.dataset.saveTotal) || 0 };
  button.removeAttribute('aria-busy');
  const label = button.dataset.saveLabel ?? '';
  const kept = updateGarage((state) =>
    saveSearch(state, { href, label, vins: matches.vins, count: matches.count, savedAt: new Date().toISOString() }),
  );
  if (kept) void import('@/lib/tracking/fire-conversion').then((module) => module.fireSearchSaved(href));
  return kept ? 'saved' : 'refused';
}

/** A press on a Save button: saves or removes its car or search; null while a search is still being saved. */
export async function press(button: HTMLElement): Promise<SaveOutcome | null> {
  const { saveVin, savePrice, saveTitle, saveSearch: href } = button.dataset;
  if (saveVin) return pressCar(saveVin, savePrice ? Number(savePrice) : null, saveTitle ?? '');
  if (!href || button.getAttribute('aria-busy') === 'true') return null;
  return pressSearch(button, href);
}
