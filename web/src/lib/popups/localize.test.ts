import { localizePopup, replacePopups } from './localize';

const popup = {
  popupId: 'unlock-inventory',
  component: { title: 'Unlock Vehicle Inventory', html: null },
  button: { text: 'Unlock inventory', hoverText: null },
};
const spanish: Record<string, string> = {
  'popup.unlock-inventory.title': 'Desbloquear inventario de vehículos',
  'popup.unlock-inventory.button': 'Desbloquear inventario',
  'popup.unlock-inventory.hoverText': 'Vea ofertas privadas',
};
const t = (key: string, _values: undefined, fallback: string) => spanish[key] ?? fallback;

test.each([
  ['translated', popup, 'Desbloquear inventario de vehículos', 'Desbloquear inventario'],
  ['another popup keeps its texts', { ...popup, popupId: 'other' }, 'Unlock Vehicle Inventory', 'Unlock inventory'],
])('localizePopup: %s', (_name, input, title, button) => {
  const result = localizePopup(input, t);
  expect(result.component?.title).toBe(title);
  expect(result.button?.text).toBe(button);
  // An absent hover text stays absent (no launcher tooltip appears from a translation alone).
  expect(result.button?.hoverText).toBeNull();
});

test('localizePopup keeps absent parts absent', () => {
  expect(localizePopup({ popupId: 'x', component: null, button: null }, t)).toEqual({
    popupId: 'x',
    component: null,
    button: null,
  });
});

describe('replacePopups (experiment popups replace the list)', () => {
  const site = [{ popupId: 'a' }, { popupId: 'b' }, { popupId: 'c' }];
  test.each<[string, string[] | null, string[]]>([
    ['no experiment list', null, ['a', 'b', 'c']],
    ['a subset in the experiment’s order', ['c', 'a'], ['c', 'a']],
    ['unknown ids skipped', ['z', 'b'], ['b']],
    ['an empty list removes every popup', [], []],
  ])('%s', (_name, ids, expected) => {
    expect(replacePopups(site, ids).map((popup) => popup.popupId)).toEqual(expected);
  });
});
