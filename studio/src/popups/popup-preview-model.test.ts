import { popupHtmlDocument, popupPreviewModel, type PopupDocumentValue } from './popup-preview-model';

describe('popupHtmlDocument', () => {
  test.each<[string, string | undefined, RegExp]>([
    ['<p>Hi</p>', undefined, /<div style=""><p>Hi<\/p><\/div>/],
    ['<p>Hi</p>', 'color: red', /<div style="color: red">/],
    ['x', 'a"b<c', /<div style="a&quot;b&lt;c">/],
    ['<script>alert(1)</script>', undefined, /Content-Security-Policy" content="default-src 'none';/],
  ])('%s with style %p', (html, style, expected) => {
    expect(popupHtmlDocument(html, style)).toMatch(expected);
  });
});

describe('popupPreviewModel', () => {
  test.each<[string, PopupDocumentValue, Partial<ReturnType<typeof popupPreviewModel>>]>([
    [
      'an empty document gets safe defaults',
      {},
      {
        kind: 'dialog',
        position: 'default position',
        heading: null,
        html: null,
        formLabel: 'No form chosen',
        closable: true,
        modal: true,
        when: [],
      },
    ],
    [
      'a built-in form',
      {
        component: { type: 'component', componentName: 'userLead', title: ' Get pre-approved ' },
        button: { text: 'Need help?' },
      },
      { heading: 'Get pre-approved', formLabel: 'Lead form (name, e-mail, phone)', launcher: 'Need help?', html: null },
    ],
    [
      'HTML content in a drawer without dimming',
      {
        component: { type: 'html', html: '<b>Sale</b>' },
        settings: { componentKind: 'drawer', position: 'bottom', positionDesktop: 'bottom-right' },
        background: { modal: false },
        closeButton: false,
      },
      { kind: 'drawer', position: 'bottom, desktop: bottom-right', formLabel: null, modal: false, closable: false },
    ],
    [
      'after submit',
      { submitted: { email: 'UNLOCK_PRICE', redirect: '/thanks', timeoutClose: 5 } },
      {
        afterSubmit:
          'After submit, the lead is sent as UNLOCK_PRICE, the visitor goes to /thanks, the popup closes after 5 s.',
      },
    ],
    [
      'conditions in words',
      { conditions: [{ rules: [{ _type: 'popupRuleTimer', seconds: 10 }] }, { rules: [] }] },
      { when: ['the visitor has been on the page for 10 seconds', 'never (the condition has no rules)'] },
    ],
  ])('%s', (_, popup, expected) => {
    expect(popupPreviewModel(popup)).toMatchObject(expected);
  });

  test('HTML content goes into the sandboxed document', () => {
    expect(popupPreviewModel({ component: { type: 'html', html: '<i>x</i>' } }).html).toContain('<i>x</i>');
  });
});
