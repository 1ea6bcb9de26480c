import type { PopupDefinition } from './types';
import { popupTriggerSelector, triggerButtonOf, wantedTriggerButtons } from './trigger-buttons';

const clickedOn = (popupId: string, selector: string): PopupDefinition => ({
  popupId,
  conditions: [{ rules: [{ _type: 'popupRuleItemClicked', selector }] }],
});

test.each<[string | null, string | null]>([
  ['[data-popup-trigger="price-alert"]', 'price-alert'],
  ["[data-popup-trigger='offer-help']", 'offer-help'],
  ['  [data-popup-trigger=price-alert] ', 'price-alert'],
  ['[data-popup-trigger="unknown"]', null],
  ['.cta-button', null],
  ['[data-popup-trigger="price-alert"] span', null],
  [null, null],
])('the selector %p names the trigger button %p', (selector, id) => {
  expect(triggerButtonOf(selector)).toBe(id);
});

test('every trigger button has the selector that finds it', () => {
  expect(triggerButtonOf(popupTriggerSelector('price-alert'))).toBe('price-alert');
  expect(triggerButtonOf(popupTriggerSelector('offer-help'))).toBe('offer-help');
});

test('the buttons worth showing: named by an item-clicked rule of a popup that can still show', () => {
  const popups: PopupDefinition[] = [
    clickedOn('offer-help', '[data-popup-trigger="offer-help"]'),
    clickedOn('price-alert', '[data-popup-trigger="price-alert"]'),
    clickedOn('other', '.cta-button'),
    { popupId: 'timer', conditions: [{ rules: [{ _type: 'popupRuleTimer', seconds: 5 }] }] },
  ];
  expect(wantedTriggerButtons(popups, [])).toEqual(['price-alert', 'offer-help']);
  expect(wantedTriggerButtons(popups, ['price-alert'])).toEqual(['offer-help']);
  expect(wantedTriggerButtons([], [])).toEqual([]);
});
