/**
 * The box of an element once its animations are over. Dialogs open with a scale/fade animation; a box read while it
 * runs is off by a few pixels. Two equal reads in a row do not prove it is over: on a loaded machine no frame may
 * have been drawn between them. So this waits on the Web Animations API for every running animation in the subtree.
 */
import type { Locator } from '@playwright/test';

export async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not laid out');
  return box;
}
