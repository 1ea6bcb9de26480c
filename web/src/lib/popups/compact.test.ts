import { compactConditions } from './compact';
import { activePopups, emptyPopupStorage, nextTimerSeconds, type PopupDefinition, type PopupRule } from './index';

const timer = { _type: 'popupRuleTimer', pages: null, selector: null, seconds: 25 } as unknown as PopupRule;
const pages = { _type: 'popupRulePages', pages: ['home'], seconds: null, query: null } as unknown as PopupRule;
const lead = { _type: 'popupRuleIsLead', isLead: false, key: null } as unknown as PopupRule;

describe('compactConditions', () => {
  test.each<[string, Parameters<typeof compactConditions>[0], ReturnType<typeof compactConditions>]>([
    ['no conditions', null, null],
    ['a condition without rules', [{ rules: null }], [{ rules: null }]],
    ['null fields are left out', [{ rules: [timer] }], [{ rules: [{ _type: 'popupRuleTimer', seconds: 25 }] }]],
    [
      'false and lists are kept',
      [{ rules: [pages, lead] }],
      [
        {
          rules: [
            { _type: 'popupRulePages', pages: ['home'] },
            { _type: 'popupRuleIsLead', isLead: false },
          ],
        },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(compactConditions(input)).toEqual(expected);
  });

  test('the engine decides the same on compacted conditions', () => {
    const full = [{ popupId: 'p', conditions: [{ rules: [pages, lead, timer] }] }];
    const compacted = full.map((popup) => ({ ...popup, conditions: compactConditions(popup.conditions) }));
    const context = {
      page: { routeName: 'home', path: '/', params: {} },
      isLead: false,
      adsValues: {},
      hasElement: () => false,
      wasClicked: () => false,
    };
    for (const secondsOnPage of [0, 30]) {
      const ids = (popups: readonly PopupDefinition[]) =>
        activePopups(popups, { ...context, secondsOnPage }, emptyPopupStorage()).map((popup) => popup.popupId);
      expect(ids(compacted)).toEqual(ids(full));
      expect(nextTimerSeconds(compacted, emptyPopupStorage(), secondsOnPage)).toBe(
        nextTimerSeconds(full, emptyPopupStorage(), secondsOnPage),
      );
    }
    expect(activePopups(compacted, { ...context, secondsOnPage: 30 }, emptyPopupStorage())).toHaveLength(1);
  });
});
