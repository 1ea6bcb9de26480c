import { chatTrackEvent, type ChatUserData } from './chat-event';

describe('chat event → ConversationStarted', () => {
  test.each<[string, unknown, ChatUserData | null]>([
    [
      'name and phone value',
      { event: 'ConversationStarted', customer_name: 'Jane Doe', customer_phone_value: '(630) 555-0100' },
      { fn: 'Jane', ln: 'Doe', ph: '(630) 555-0100' },
    ],
    [
      'customer_phone when there is no phone value',
      { event: 'ConversationStarted', customer_name: 'Jane', customer_phone: '+1 630 555 0100' },
      { fn: 'Jane', ph: '+1 630 555 0100' },
    ],
    [
      'the phone value wins over customer_phone',
      { event: 'ConversationStarted', customer_phone_value: '6305550100', customer_phone: '630-555-0199' },
      { ph: '6305550100' },
    ],
    [
      'an empty phone value falls back to customer_phone',
      { event: 'ConversationStarted', customer_phone_value: '  ', customer_phone: 6305550100 },
      { ph: '6305550100' },
    ],
    [
      'a middle name is dropped, spaces trimmed',
      { event: 'ConversationStarted', customer_name: '  Mary  Ann   Smith ' },
      { fn: 'Mary', ln: 'Smith' },
    ],
    ['no contact data', { event: 'ConversationStarted' }, {}],
    [
      'non-text fields are ignored',
      { event: 'ConversationStarted', customer_name: { first: 'x' }, customer_phone: null },
      {},
    ],
    ['another chat event', { event: 'ConversationEnded', customer_name: 'Jane Doe' }, null],
    ['no event name', { customer_name: 'Jane Doe' }, null],
    ['a string detail', 'ConversationStarted', null],
    ['no detail', null, null],
  ])('%s', (_label, detail, userData) => {
    const event = chatTrackEvent(detail);
    if (userData === null) {
      expect(event).toBeNull();
      return;
    }
    expect(event).toEqual({ name: 'ConversationStarted', value: 10, userData });
  });

  test('over-long values are cut to 100 characters', () => {
    const event = chatTrackEvent({ event: 'ConversationStarted', customer_name: 'J'.repeat(500) });
    expect(event?.userData.fn).toHaveLength(100);
  });
});
