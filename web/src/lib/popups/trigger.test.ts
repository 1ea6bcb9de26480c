import { isRenderablePopup, joinPopup, popupTrigger } from './trigger';

const conditions = [{ rules: [{ _type: 'popupRuleTimer' as const, seconds: 5 }] }];

describe('popupTrigger: what every page carries', () => {
  test.each([
    [
      'id and conditions only',
      { popupId: 'a', conditions, title: 'Hello', html: '<p>x</p>' },
      { popupId: 'a', conditions },
    ],
    ['no conditions', { popupId: 'b', conditions: null }, { popupId: 'b', conditions: null }],
  ])('%s', (_name, popup, expected) => {
    expect(popupTrigger(popup)).toEqual(expected);
  });
});

describe('joinPopup: the content back with its trigger’s conditions', () => {
  const contents = [
    { popupId: 'a', title: 'A' },
    { popupId: 'b', title: 'B' },
  ];
  test.each([
    ['the content of that id', 'b', { popupId: 'b', title: 'B', conditions }],
    ['no content for the id', 'zzz', null],
  ])('%s', (_name, popupId, expected) => {
    expect(joinPopup({ popupId, conditions }, contents)).toEqual(expected);
  });
});

describe('isRenderablePopup', () => {
  const component = (type: string, componentName: string | null, html: string | null) => ({
    type,
    componentName,
    html,
  });
  test.each([
    ['a known component', 'p', component('component', 'userLead', null), true],
    ['an unknown component', 'p', component('component', 'spinWheel', null), false],
    ['HTML with text', 'p', component('html', null, '<p>Hi</p>'), true],
    ['HTML that is blank', 'p', component('html', null, '  '), false],
    ['no id', null, component('component', 'userLead', null), false],
    ['no component', 'p', null, false],
  ])('%s', (_name, popupId, comp, expected) => {
    expect(isRenderablePopup({ popupId, component: comp })).toBe(expected);
  });
});
