import type { PopupValue } from '@dealer/schemas/describe';
import { popupBadge } from './popup-badge';

const pages = (...entries: string[]) => ({ _type: 'popupRulePages', pages: entries });
const timer = (seconds: number) => ({ _type: 'popupRuleTimer', seconds });

describe('popupBadge', () => {
  test.each<[string, PopupValue, { label: string; color: string; title: RegExp }]>([
    ['no conditions', {}, { label: 'Never shows', color: 'danger', title: /add a condition/ }],
    [
      'a broken timer only',
      { conditions: [{ rules: [timer(0)] }] },
      { label: 'Never shows', color: 'danger', title: /more than 0 seconds/ },
    ],
    [
      'on service pages after 8 s',
      { conditions: [{ rules: [pages('/service'), timer(8)] }] },
      { label: 'Shows on /service (and below)', color: 'success', title: /^Shows when .* 8 seconds\.$/ },
    ],
    [
      'anywhere for leads',
      { conditions: [{ rules: [{ _type: 'popupRuleIsLead', isLead: true }] }] },
      { label: 'Shows on any page', color: 'success', title: /already sent a form/ },
    ],
    [
      'one broken condition beside a good one',
      { conditions: [{ rules: [timer(0)] }, { rules: [pages('vehicle')] }] },
      { label: 'Shows on “vehicle” pages', color: 'warning', title: /never \(the time/ },
    ],
  ])('%s', (_, popup, expected) => {
    const badge = popupBadge(popup);
    expect(badge.label).toBe(expected.label);
    expect(badge.color).toBe(expected.color);
    expect(badge.title).toMatch(expected.title);
  });
});
