/**
 * Popups. Conditions are OR-combined, the rules inside one condition AND-combined. Between them the popups of each
 * dataset use every rule kind (pages, items viewed, is-lead, ads value in all five modes, tag query, item clicked,
 * timer), and every one of them can open on its own site: the end-to-end suite opens each (web/e2e/popups.spec.ts).
 * The 'Unlock Vehicle Inventory' dialog opens on the visitor's third distinct vehicle page, so only the dealership
 * (the variant with an inventory) has it. Item-clicked popups open from the trigger buttons the site renders for them
 * (docs/popups.md#trigger-buttons).
 */
import { docId, withKeys } from '../keys';
import type { Keyed, PopupCondition, PopupDoc, PopupRule } from '../types';
import type { SeedContext } from './context';

const condition = (namespace: string, rules: PopupRule[]): PopupCondition => ({
  _type: 'popupCondition',
  rules: withKeys(`${namespace}/rules`, rules),
});

function conditions(popupId: string, groups: PopupRule[][]): Keyed<PopupCondition>[] {
  const namespace = `popup.${popupId}/conditions`;
  return withKeys(
    namespace,
    groups.map((rules, index) => condition(`${namespace}/${index}`, rules)),
  );
}

export const UNLOCK_INVENTORY_POPUP_ID = 'unlock-inventory';

function unlockInventory(): PopupDoc {
  return {
    _id: docId('popup', UNLOCK_INVENTORY_POPUP_ID),
    _type: 'popup',
    title: 'Unlock Vehicle Inventory (third vehicle page)',
    popupId: UNLOCK_INVENTORY_POPUP_ID,
    conditions: conditions(UNLOCK_INVENTORY_POPUP_ID, [
      [
        // Third distinct vehicle page: each new VIN counts once.
        {
          _type: 'popupRuleItemsViewed',
          name: 'vehicle',
          params: withKeys('popup.unlock-inventory/params', [
            { _type: 'popupRuleParam' as const, name: 'vin', value: 'true' },
          ]),
          minCount: 3,
        },
        { _type: 'popupRuleIsLead', isLead: false },
      ],
    ]),
    settings: {
      componentKind: 'dialog',
      position: 'center',
      positionMobile: 'bottom',
      positionDesktop: 'center',
      closeButton: true,
    },
    button: { icon: 'lock', text: 'Unlock inventory', hoverText: 'See private deals', className: 'popup-side-button' },
    component: { type: 'component', componentName: 'unlockInventory', title: 'Unlock Vehicle Inventory' },
    submitted: {
      email: 'UNLOCK_INVENTORY',
      // Extra e-mail data: tells the sales desk which campaign brought the lead.
      emailData: withKeys('popup.unlock-inventory/emailData', [
        { _type: 'popupEmailDatum' as const, key: 'Campaign', value: 'Private inventory unlock' },
      ]),
      track: 'UnlockInventory',
      close: true,
      timeoutClose: 3,
      innerComponent: 'thankYou',
    },
    background: { modal: true },
    closeButton: true,
  };
}

function dealershipPopups(): PopupDoc[] {
  return [
    unlockInventory(),
    {
      _id: docId('popup', 'finance-prequal'),
      _type: 'popup',
      title: 'Financing pre-qualification drawer',
      popupId: 'finance-prequal',
      conditions: conditions('finance-prequal', [
        [
          { _type: 'popupRulePages', pages: ['/auto-financing'] },
          { _type: 'popupRuleTimer', seconds: 20 },
        ],
        [{ _type: 'popupRuleAdsValue', key: 'utm_campaign', mode: 'equals', value: 'bad-credit' }],
      ]),
      settings: { componentKind: 'drawer', position: 'right', positionMobile: 'bottom', closeButton: true },
      component: { type: 'component', componentName: 'userLead', title: 'See your real rate in under 60 seconds' },
      submitted: {
        email: 'APPLY_FINANCING',
        track: 'Lead',
        redirect: '/auto-financing/apply-for-financing',
        close: true,
      },
      background: { modal: false },
      closeButton: true,
    },
    {
      _id: docId('popup', 'price-alert'),
      _type: 'popup',
      title: 'Price alert sign-up (on click)',
      popupId: 'price-alert',
      conditions: conditions('price-alert', [
        [{ _type: 'popupRuleItemClicked', selector: '[data-popup-trigger="price-alert"]' }],
      ]),
      settings: { componentKind: 'dialog', position: 'center', closeButton: true },
      component: { type: 'component', componentName: 'userLead', title: 'Get an alert when the price drops' },
      submitted: { email: 'CONTACT_SALES', track: 'Lead', close: false, timeoutClose: 5, innerComponent: 'thankYou' },
      background: { modal: true },
      closeButton: true,
    },
    {
      _id: docId('popup', 'phone-verification'),
      _type: 'popup',
      title: 'Phone verification for search-ad leads',
      popupId: 'phone-verification',
      conditions: conditions('phone-verification', [
        [
          { _type: 'popupRuleIsLead', isLead: true },
          { _type: 'popupRuleAdsValue', key: 'gclid', mode: 'present' },
          { _type: 'popupRuleItemsViewed', path: '/cars-for-sale', minCount: 2, maxCount: 10 },
        ],
      ]),
      settings: { componentKind: 'dialog', position: 'center', closeButton: true },
      component: {
        type: 'component',
        componentName: 'userLeadPhoneVerification',
        title: 'Verify your phone to see your price',
      },
      submitted: { track: 'PhoneVerified', close: true },
      background: { modal: true },
      closeButton: true,
    },
    {
      _id: docId('popup', 'trade-in-banner'),
      _type: 'popup',
      title: 'Trade-in banner on search pages (paid search)',
      popupId: 'trade-in-banner',
      conditions: conditions('trade-in-banner', [
        [
          { _type: 'popupRuleTagQuery', query: '[data-vehicle-card]' },
          { _type: 'popupRuleAdsValue', key: 'utm_source', mode: 'in', values: ['google', 'bing'] },
          { _type: 'popupRuleTimer', seconds: 8 },
        ],
      ]),
      settings: { componentKind: 'banner', position: 'bottom', closeButton: true },
      component: {
        type: 'html',
        title: 'Trading in?',
        html: '<p><strong>Trading in?</strong> Get two offers in two minutes. <a href="/sell-trade-my-car">Value your trade</a></p>',
        style: 'padding: 12px 16px; text-align: center;',
      },
      background: { modal: false },
      closeButton: true,
    },
    {
      _id: docId('popup', 'service-hours-banner'),
      _type: 'popup',
      title: 'Saturday service hours banner',
      popupId: 'service-hours-banner',
      conditions: conditions('service-hours-banner', [
        [
          { _type: 'popupRulePages', pages: ['service', 'serviceSchedule'] },
          { _type: 'popupRuleAdsValue', key: 'utm_medium', mode: 'not', values: ['email'] },
        ],
        [
          { _type: 'popupRuleAdsValue', key: 'fbclid', mode: 'absent' },
          { _type: 'popupRuleTimer', seconds: 45 },
          { _type: 'popupRulePages', pages: ['/service'] },
        ],
      ]),
      settings: { componentKind: 'banner', position: 'top', closeButton: true },
      component: {
        type: 'html',
        title: 'Saturday service',
        html: '<p>Saturday service runs 8 AM to 2 PM in Aurora and Joliet. <a href="/service/schedule">Book a time</a></p>',
      },
      background: { modal: false },
      closeButton: true,
    },
  ];
}

function sellCarPopups(): PopupDoc[] {
  return [
    {
      _id: docId('popup', 'offer-reminder'),
      _type: 'popup',
      title: 'Offer reminder drawer on sell pages',
      popupId: 'offer-reminder',
      conditions: conditions('offer-reminder', [
        [
          { _type: 'popupRulePages', pages: ['sellTrade', 'instantCashOffer', 'profitSharingOffer'] },
          { _type: 'popupRuleTimer', seconds: 25 },
          { _type: 'popupRuleIsLead', isLead: false },
        ],
      ]),
      settings: { componentKind: 'drawer', position: 'right', positionMobile: 'bottom', closeButton: true },
      button: {
        icon: 'cash',
        text: 'Get my offer',
        hoverText: '2 offers in 2 minutes',
        className: 'popup-side-button',
      },
      component: { type: 'component', componentName: 'userLead', title: 'Your two offers are two minutes away' },
      submitted: {
        email: 'SELL_OR_TRADE',
        track: 'SellTrade',
        redirect: '/sell-trade-my-car/your-vehicle',
        close: true,
      },
      background: { modal: false },
      closeButton: true,
    },
    {
      _id: docId('popup', 'article-reader'),
      _type: 'popup',
      title: 'Article readers: thinking of selling?',
      popupId: 'article-reader',
      conditions: conditions('article-reader', [
        [
          { _type: 'popupRuleItemsViewed', name: 'article', minCount: 2, maxCount: 6 },
          { _type: 'popupRuleTimer', seconds: 10 },
        ],
      ]),
      settings: { componentKind: 'dialog', position: 'bottom-right', closeButton: true },
      component: { type: 'component', componentName: 'userLead', title: 'Thinking of selling? See both offers' },
      submitted: { email: 'SELL_OR_TRADE', track: 'Lead', close: true },
      background: { modal: false },
      closeButton: true,
    },
    {
      _id: docId('popup', 'phone-verification'),
      _type: 'popup',
      title: 'Phone verification for social-ad leads',
      popupId: 'phone-verification',
      conditions: conditions('phone-verification', [
        [
          { _type: 'popupRuleIsLead', isLead: true },
          { _type: 'popupRuleAdsValue', key: 'utm_source', mode: 'in', values: ['google', 'facebook'] },
        ],
      ]),
      settings: { componentKind: 'dialog', position: 'center', closeButton: true },
      component: {
        type: 'component',
        componentName: 'userLeadPhoneVerification',
        title: 'Verify your phone to receive your offer',
      },
      submitted: { track: 'PhoneVerified', close: true },
      background: { modal: true },
      closeButton: true,
    },
    {
      _id: docId('popup', 'offer-help'),
      _type: 'popup',
      title: 'Questions about your offer (on click)',
      popupId: 'offer-help',
      conditions: conditions('offer-help', [
        [{ _type: 'popupRuleItemClicked', selector: '[data-popup-trigger="offer-help"]' }],
      ]),
      settings: { componentKind: 'dialog', position: 'center', closeButton: true },
      component: { type: 'component', componentName: 'userLead', title: 'Questions about your offer?' },
      submitted: {
        email: 'CONTACT_DEALERSHIP',
        track: 'Contact',
        close: false,
        timeoutClose: 4,
        innerComponent: 'thankYou',
      },
      background: { modal: true },
      closeButton: true,
    },
    {
      _id: docId('popup', 'late-hours-banner'),
      _type: 'popup',
      title: 'Thursday late hours banner',
      popupId: 'late-hours-banner',
      conditions: conditions('late-hours-banner', [
        [
          { _type: 'popupRuleTagQuery', query: '[data-store-hours]' },
          { _type: 'popupRuleAdsValue', key: 'gclid', mode: 'absent' },
        ],
        [
          { _type: 'popupRulePages', pages: ['/contact-us'] },
          { _type: 'popupRuleAdsValue', key: 'utm_campaign', mode: 'equals', value: 'late-hours' },
          { _type: 'popupRuleAdsValue', key: 'utm_medium', mode: 'not', values: ['email', 'sms'] },
          { _type: 'popupRuleAdsValue', key: 'fbclid', mode: 'present' },
        ],
      ]),
      settings: { componentKind: 'banner', position: 'top', closeButton: true },
      component: {
        type: 'html',
        title: 'Open late Thursdays',
        html: '<p>Our Schaumburg buying center is open until 7 PM on Thursdays. <a href="/contact-us">Get directions</a></p>',
      },
      background: { modal: false },
      closeButton: true,
    },
  ];
}

export function buildPopups(ctx: SeedContext): PopupDoc[] {
  return ctx.variant === 'sell-car' ? sellCarPopups() : dealershipPopups();
}
