/**
 * One `page` document per static route (no `:` placeholder) whose page key the variant enables. Each page has a
 * title, SEO fields and sections of the types the content model offers (schemas/src/sections).
 */
import type { FaqTopic } from '@dealer/schemas/constants';
import { PAGE_ROUTE_NAMES } from '@dealer/schemas/constants';
import { pathFor, routes, type RouteName } from '@dealer/schemas/routes';
import type { HeroScene } from '../images/hero';
import { heroPicture, illustrationImage } from '../images/library';
import type { SymbolName } from '../images/symbols';
import { docId, withKeys } from '../keys';
import { richText, type RichInput } from '../portable-text';
import type {
  ComparisonRow,
  DepartmentTab,
  FeatureButton,
  HeroSlide,
  Keyed,
  OfferCard,
  PageDoc,
  PageRoute,
  SeedImage,
  Section,
  SpecialFilter,
  Stat,
  Step,
} from '../types';
import { defaultStore, type SeedContext } from './context';
import { pageTitleEs, seoTitleEs } from './page-titles';
import { enabledPagesFor, INVENTORY_FILTER_PATHS } from './settings';

type SectionInput = Section;

interface PageSpec {
  title: string;
  seoTitle?: string;
  description: string;
  sections: SectionInput[];
}

/** Helpers that add the nested `_type`s and `_key`s. */
class Sections {
  constructor(
    private readonly ctx: SeedContext,
    private readonly route: string,
  ) {}

  private ns(part: string) {
    return `page.${this.route}/${part}`;
  }

  art(name: string, icon: SymbolName, alt: string, color = this.ctx.brand.color): SeedImage {
    return illustrationImage(this.ctx.images, `${this.ctx.brand.key}-${name}`, color, icon, alt);
  }

  hero(slides: Omit<HeroSlide, '_type'>[]): Section {
    return {
      _type: 'heroSection',
      slides: withKeys(
        this.ns('hero'),
        slides.map((slide) => ({ _type: 'heroSlide' as const, ...slide })),
      ),
    };
  }

  buttons(buttons: Omit<FeatureButton, '_type'>[]): Section {
    return {
      _type: 'featureButtonsSection',
      buttons: withKeys(
        this.ns('buttons'),
        buttons.map((button) => ({ _type: 'featureButton' as const, ...button })),
      ),
    };
  }

  tabs(title: string, tabs: Omit<DepartmentTab, '_type'>[]): Section {
    return {
      _type: 'departmentTabsSection',
      title,
      tabs: withKeys(
        this.ns('tabs'),
        tabs.map((tab) => ({ _type: 'departmentTab' as const, ...tab })),
      ),
    };
  }

  filters(title: string, filters: Omit<SpecialFilter, '_type'>[]): Section {
    return {
      _type: 'specialFiltersSection',
      title,
      filters: withKeys(
        this.ns('filters'),
        filters.map((filter) => ({ _type: 'specialFilter' as const, ...filter })),
      ),
    };
  }

  steps(title: string, steps: [string, string][]): Section {
    const items: Step[] = steps.map(([stepTitle, text]) => ({ _type: 'step', title: stepTitle, text }));
    return { _type: 'stepsSection', title, steps: withKeys(this.ns(`steps-${title}`), items) };
  }

  comparison(title: string, columns: string[], rows: [string, ...string[]][], note?: string): Section {
    const items: ComparisonRow[] = rows.map(([label, ...values]) => ({ _type: 'comparisonRow', label, values }));
    return { _type: 'comparisonSection', title, columns, rows: withKeys(this.ns('comparison'), items), note };
  }

  cards(title: string, cards: Omit<OfferCard, '_type'>[]): Section {
    return {
      _type: 'offerCardsSection',
      title,
      cards: withKeys(
        this.ns('cards'),
        cards.map((card) => ({ _type: 'offerCard' as const, ...card })),
      ),
    };
  }

  stats(items: [string, string][]): Section {
    const stats: Stat[] = items.map(([value, label]) => ({ _type: 'stat', value, label }));
    return { _type: 'statsSection', items: withKeys(this.ns('stats'), stats) };
  }

  text(title: string, body: RichInput[]): Section {
    return { _type: 'richTextSection', title, body: richText(this.ns(`text-${title}`), body) };
  }

  faq(title: string, topic: FaqTopic): Section {
    return { _type: 'faqSection', title, topic };
  }
}

/** Hero pictures, registered only when a page uses them. */
function heroLibrary(ctx: SeedContext) {
  const picture = (name: string, scene: HeroScene, alt: string) => () =>
    heroPicture(ctx.images, `${ctx.brand.key}-${name}`, scene, alt);
  return {
    company: picture(
      'company',
      { sky: ['#b3d1ee', '#f1e6d6'], hills: '#58845a', car: ctx.brand.color, bodyStyle: 'wagons', accent: 'building' },
      'A station wagon in front of rolling hills',
    ),
    finance: picture(
      'finance',
      {
        sky: ['#97bfe6', '#e9efe4'],
        hills: '#4e7a55',
        car: '#b3202a',
        bodyStyle: 'sedans',
        accent: 'percent',
        flip: true,
      },
      'A red sedan on an open road',
    ),
    profit: picture(
      'profit',
      {
        sky: ['#9cc6ea', '#eaf2e0'],
        hills: '#4f7d56',
        car: '#1f4fa3',
        bodyStyle: 'sedans',
        accent: 'handshake',
        flip: true,
      },
      'A sedan on a country road',
    ),
    protection: picture(
      'protection',
      { sky: ['#8fb5de', '#eef1ea'], hills: '#557f5b', car: '#1f4fa3', bodyStyle: 'minivans', accent: 'shield' },
      'A minivan on a family road trip',
    ),
    sell: picture(
      'sell',
      { sky: ['#8db9e8', '#f6dcc0'], hills: '#5f8f5c', car: ctx.brand.color, bodyStyle: 'suvs', accent: 'cash' },
      'A car on a suburban road at sunset',
    ),
    service: picture(
      'service',
      { sky: ['#9ab8d6', '#e5e9ee'], hills: '#62806a', car: '#676e76', bodyStyle: 'hatchbacks', accent: 'wrench' },
      'A hatchback outside the service center',
    ),
    shop: picture(
      'shop',
      { sky: ['#7fb0e3', '#f5d7b0'], hills: '#5b8c5a', car: ctx.brand.color, bodyStyle: 'suvs' },
      'An SUV driving on a suburban road',
    ),
    trade: picture(
      'trade',
      { sky: ['#a7c7e7', '#f3e3cf'], hills: '#6b8e5a', car: '#3f5c47', bodyStyle: 'trucks', accent: 'key' },
      'A pickup truck on a highway',
    ),
  };
}

const SELL_VALUE = pathFor('sellTradeVehicle');

/** The cards comparing the two offers (sell-car home, sell/trade, how it works). */
function offerCards(s: Sections): Section {
  return s.cards('Two offers. You choose.', [
    {
      title: 'Instant Cash Offer',
      text: 'Sell today and get paid the same day. Our cash offer beats any condition-verified offer by $300.',
      bullets: [
        'Instant offer in under 60 seconds',
        'Beats any condition-verified offer by $300',
        'Valid for 7 days',
        'We pay off your loan directly',
      ],
      ctaLabel: 'Get my cash offer',
      ctaHref: pathFor('instantCashOffer'),
    },
    {
      title: 'Profit Sharing Offer',
      text: 'Get an upfront check now and a second check after your car sells, so you share in the retail price.',
      bullets: [
        '68% paid up front when you hand over the keys',
        '32% paid after your car sells',
        'We recondition, advertise and sell it for you',
        'For vehicles ten or more model years old',
      ],
      ctaLabel: 'See profit sharing',
      ctaHref: pathFor('profitSharingOffer'),
    },
  ]);
}

const TWO_OFFER_STEPS: [string, string][] = [
  ['Tell us about your car', 'Enter your plate or VIN and the mileage. We fill in the year, make, model and trim.'],
  ['Answer a few questions', 'A short set of condition questions: accidents, keys, tires, paint and warning lights.'],
  ['See two offers', 'Your instant cash offer appears in under 60 seconds, next to a profit-sharing offer.'],
  ['Get paid', 'Bring the car to a buying center within 7 days. We verify the condition and pay you the same day.'],
];

function sellPages(ctx: SeedContext): Partial<Record<RouteName, (s: Sections) => PageSpec>> {
  const hero = heroLibrary(ctx);
  const brand = ctx.brand.name;
  const store = defaultStore(ctx);
  return {
    sellTrade: (s) => ({
      title: 'Sell or Trade My Car',
      description:
        'Sell or trade your car with two offers in two minutes: an instant cash offer or a profit-sharing offer.',
      sections: [
        s.hero([
          {
            title: 'Sell or trade your car the easy way',
            subtitle: 'Two offers in two minutes, valid for 7 days. No obligation.',
            image: hero.trade(),
            ctaLabel: 'Value my car',
            ctaHref: SELL_VALUE,
          },
        ]),
        s.steps('2 offers in 2 minutes', TWO_OFFER_STEPS),
        s.comparison(
          'How we compare',
          [brand, 'Private sale', 'Trade-in elsewhere', 'Other instant offers'],
          [
            ['Time to get paid', 'Same day', 'Days to weeks', 'Only when you buy', 'Two to five days'],
            [
              'Price',
              'Beats any condition-verified offer by $300',
              'Negotiated with strangers',
              'Often below wholesale',
              'May change at pickup',
            ],
            ['Offer valid', '7 days', 'Not applicable', 'Same day', 'Three to seven days'],
            ['Loan payoff handled', 'Yes', 'No', 'Yes', 'Usually'],
            ['Must buy a car', 'No', 'No', 'Yes', 'No'],
            ['Share of the resale price', 'Yes, with profit sharing', 'Not applicable', 'No', 'No'],
            ['Test drives with strangers', 'No', 'Yes', 'No', 'No'],
          ],
          'Comparison reflects typical experiences in the Chicago area; other buyers’ terms vary.',
        ),
        offerCards(s),
        {
          _type: 'reviewsSection',
          title: 'Sellers like you',
          subtitle: 'Recent reviews from people who sold or traded with us',
        },
        s.faq('Selling questions', 'sell'),
      ],
    }),
    sellTradeVehicle: (s) => ({
      title: 'Value My Car',
      description:
        'Enter your plate or VIN, answer a few questions and get two offers for your car in about two minutes.',
      sections: [
        s.steps('How it works', TWO_OFFER_STEPS.slice(0, 3)),
        s.text('Good to know', [
          'Offers are valid for 7 days and assume the vehicle matches your answers. We verify the condition in person before payment.',
          `Your information is used to prepare your offers and contact you about them; see our [Privacy Policy](${pathFor('legal', { slug: 'privacy-policy' })}).`,
        ]),
      ],
    }),
    valueHowItWorks: (s) => ({
      title: 'How It Works',
      seoTitle: 'How Our Car Offers Work',
      description: 'How our instant cash offer and profit-sharing offer work, from plate lookup to payment.',
      sections: [
        s.hero([
          {
            title: 'Two offers in two minutes',
            subtitle: 'An instant cash offer in under 60 seconds, plus a profit-sharing offer that pays you twice.',
            image: hero.sell(),
            ctaLabel: 'Value my car',
            ctaHref: SELL_VALUE,
          },
        ]),
        s.steps('From plate to payment', TWO_OFFER_STEPS),
        offerCards(s),
        s.text('What affects your offer', [
          'Offers start from current market data for your year, make, model, trim and mileage, then adjust for the condition answers you give.',
          {
            ul: [
              'Accident history and damage on a history report',
              'Smoke, interior wear and missing keys',
              'Paint, body work and tires',
              'Warning lights and how the car runs',
            ],
          },
          'Some vehicles need an in-person look before we can make a firm offer, for example cars that do not run or have frame damage.',
        ]),
        s.faq('Frequently asked questions', 'sell'),
        {
          _type: 'calloutSection',
          variant: 'sell',
          eyebrow: 'Ready?',
          title: 'See what your car is worth',
          text: 'It takes about two minutes and there is no obligation.',
          ctaLabel: 'Value my car',
          ctaHref: SELL_VALUE,
          image: s.art('sell', 'cash', 'Cash offer illustration'),
        },
      ],
    }),
    instantCashOffer: (s) => ({
      title: 'Instant Cash Offer',
      seoTitle: 'Sell My Car: Instant Cash Offer',
      description:
        'An instant cash offer in under 60 seconds that beats any condition-verified offer by $300. Valid for 7 days.',
      sections: [
        s.hero([
          {
            title: 'An instant cash offer in under 60 seconds',
            subtitle: 'We beat any condition-verified offer by $300, and your offer is valid for 7 days.',
            image: hero.sell(),
            ctaLabel: 'Get my cash offer',
            ctaHref: SELL_VALUE,
          },
        ]),
        s.text('Why sell for cash', [
          'The instant cash offer is the fastest way to sell: answer a few questions online, bring the car in, and leave with payment the same day.',
          {
            ul: [
              '**Beats any condition-verified offer by $300.** Bring a written offer from a licensed dealer or buyer, made after an in-person inspection.',
              '**Instant offer in under 60 seconds.** No waiting for a call back.',
              '**Valid for 7 days.** Shop it around; we will honor it if the car matches your answers.',
              '**Loan payoff handled.** We pay your lender directly and send you any equity.',
            ],
          },
        ]),
        s.steps('Three steps to cash', [
          ['Get your offer online', 'Plate or VIN, mileage and a few condition questions.'],
          ['Visit a buying center', 'A quick inspection confirms the condition, usually in about 30 minutes.'],
          ['Get paid', 'Leave with a check or an electronic transfer the same day.'],
        ]),
        s.faq('Cash offer questions', 'sell'),
        {
          _type: 'calloutSection',
          variant: 'sell',
          eyebrow: 'Want more?',
          title: 'Compare it with profit sharing',
          text: 'If your car is ten or more model years old, a profit-sharing offer can pay more over time.',
          ctaLabel: 'See profit sharing',
          ctaHref: pathFor('profitSharingOffer'),
          image: s.art('profit', 'handshake', 'Profit sharing illustration'),
        },
      ],
    }),
    profitSharingOffer: (s) => ({
      title: 'Profit Sharing Offer',
      seoTitle: 'Sell My Car: Profit Sharing Offer',
      description:
        'Get an upfront check now and a second check after your car sells: 68% up front, 32% after the sale.',
      sections: [
        s.hero([
          {
            title: 'Get paid twice for your car',
            subtitle: 'An upfront check when you hand over the keys, and a second check after we sell it.',
            image: hero.profit(),
            ctaLabel: 'See my offers',
            ctaHref: SELL_VALUE,
          },
        ]),
        s.steps('How profit sharing works', [
          ['Accept your offer', 'Your profit-sharing offer appears next to your instant cash offer online.'],
          ['Get your reserve check', 'We pay 68% of your offer when you hand over the keys and title.'],
          [
            'We get the car ready',
            'Reconditioning (a minimum of $560: a $260 baseline plus $300 warranty, about 2% of the price) and advertising (the greater of $995 or 5%) are covered from the sale.',
          ],
          [
            'Get your profit-share check',
            'After the car sells, we send the remaining 32%, based on the actual sale price.',
          ],
        ]),
        s.text('The numbers', [
          'Profit sharing is designed for vehicles ten or more model years old, where retail buyers often pay more than wholesale buyers.',
          {
            table: [
              ['', 'When', 'Share'],
              ['Reserve check', 'When you hand over the keys', '68%'],
              ['Profit-share check', 'After the car sells', '32%'],
            ],
          },
          {
            table: [
              ['Cost', 'Amount'],
              ['Reconditioning', 'Minimum $560 ($260 baseline + $300 warranty), about 2% of the price'],
              ['Advertising', 'The greater of $995 or 5% of the sale price'],
            ],
          },
          {
            cta: {
              title: 'Compare both offers',
              text: 'See your profit-sharing and instant cash offers side by side.',
              label: 'Value my car',
              href: SELL_VALUE,
            },
          },
        ]),
        s.text('Disclaimer', [
          'The profit-share check is calculated from the actual sale price after reconditioning and advertising costs, which total a minimum of $1,500 plus 5% of the sale price. The second payment is not guaranteed to exceed any amount and depends on market conditions. Terms are set out in the written agreement you sign at the buying center.',
        ]),
        s.faq('Profit sharing questions', 'sell'),
      ],
    }),
    howItWorks: (s) =>
      ctx.variant === 'sell-car'
        ? {
            title: 'How Selling Works',
            description:
              'Selling your car takes three steps: get your offers online, visit a buying center, and get paid.',
            sections: [
              s.steps('Selling in three steps', [
                [
                  'Get two offers online',
                  'An instant cash offer in under 60 seconds and a profit-sharing offer, both valid for 7 days.',
                ],
                [
                  'Visit a buying center',
                  `Bring the car, the title or payoff details and both keys to ${store.city} or our other buying center.`,
                ],
                ['Get paid', 'We verify the condition, handle any loan payoff and pay you the same day.'],
              ]),
              offerCards(s),
              s.faq('Questions', 'sell'),
            ],
          }
        : {
            title: 'How Buying Works',
            description:
              'Shop online, get pre-approved in under 60 seconds, test drive and drive home: how buying a car with us works.',
            sections: [
              s.steps('Buying in four steps', [
                [
                  'Shop online',
                  'Every vehicle lists its price, history report and features. Save your details to unlock private inventory.',
                ],
                [
                  'Personalize your payment',
                  'Choose a down payment and term, value your trade and get pre-approved in under 60 seconds with no credit impact.',
                ],
                ['Test drive', 'Pick a day and time; the car will be ready when you arrive.'],
                [
                  'Drive home',
                  'Paperwork takes about an hour. Vehicles under 85,000 miles include our lifetime engine warranty.',
                ],
              ]),
              s.faq('Buying questions', 'inventory'),
              {
                _type: 'calloutSection',
                variant: 'financing',
                eyebrow: 'Financing',
                title: 'Know your rate before you visit',
                text: 'Pre-approval takes under 60 seconds and does not affect your credit score.',
                ctaLabel: 'Get pre-approved',
                ctaHref: pathFor('applyFinancing'),
                image: s.art('financing', 'percent', 'Financing illustration'),
              },
            ],
          },
  };
}

function sharedPages(ctx: SeedContext): Partial<Record<RouteName, (s: Sections) => PageSpec>> {
  const hero = heroLibrary(ctx);
  const brand = ctx.brand.name;
  const sellCar = ctx.variant === 'sell-car';
  const storeCount = ctx.stores.length;
  return {
    contact: (s) => ({
      title: 'Contact Us',
      description: `Call, message or visit ${brand}. Hours, directions and phone numbers for our ${storeCount} locations.`,
      sections: [
        {
          _type: 'leadFormSection',
          title: 'Send us a message',
          intro:
            'Tell us how we can help and someone from our team will get back to you, usually within one business day.',
          form: 'contact',
        },
        { _type: 'contactSection', title: 'Call or visit us' },
        { _type: 'locationsSection', title: sellCar ? 'Our buying centers' : 'Our locations' },
        s.faq('Common questions', 'general'),
      ],
    }),
    carResearch: (s) => ({
      title: 'Car Research',
      description: 'Buying guides, staff reviews and advice on selling, trading, financing and maintaining your car.',
      sections: [
        s.text('Research before you buy, sell or trade', [
          'Our buyers, technicians and finance team write about the cars we see every day: what holds value, what to check, and how to get a fair deal.',
        ]),
        { _type: 'articlesSection', title: 'Latest articles' },
      ],
    }),
    articleSearch: () => ({
      title: 'Search Articles',
      description: 'Search our car research, staff reviews, advice and FAQs.',
      sections: [{ _type: 'articlesSection', title: 'Recent articles' }],
    }),
    helpCenter: (s) => ({
      title: 'Help Center',
      description: 'Answers about offers, paperwork, loan payoffs, inspections and warranties.',
      sections: [
        s.text('How can we help?', [
          `Browse the guides below or [contact our team](${pathFor('contact')}). Most questions about selling are answered in the articles on offers, paperwork and loan payoffs.`,
        ]),
        { _type: 'articlesSection', title: 'Help articles' },
        s.faq('Frequently asked questions', sellCar ? 'sell' : 'general'),
      ],
    }),
    company: (s) => ({
      title: 'Our Company',
      seoTitle: `About ${brand}`,
      description: `Who we are: ${brand}, a family of ${storeCount} Chicago-area stores.`,
      sections: [
        s.hero([
          {
            title: sellCar ? 'We buy cars, simply and fairly' : 'Honest cars, honest prices since 1998',
            subtitle: sellCar
              ? 'Two buying centers in the Chicago suburbs, and one promise: a fair offer you can count on.'
              : 'Four stores across the Chicago area with one standard for every car we sell.',
            image: hero.company(),
          },
        ]),
        s.text(
          'Our story',
          sellCar
            ? [
                'We started with a simple observation: selling a car was harder than buying one. Private sales meant strangers and bounced checks; trade-ins meant lowball numbers. So we built a process around two clear offers, made in minutes and honored for a week.',
                'Today our buyers purchase thousands of vehicles a year from drivers across the western and north-western suburbs, and we sell them on to dealers and auctions across the Midwest.',
              ]
            : [
                'We opened our first lot in Aurora in 1998 with forty cars and a promise to price every one of them fairly. We have grown to four stores, but the promise has not changed.',
                'Every used vehicle passes our 75-point inspection, vehicles under 85,000 miles carry our lifetime engine warranty, and our service centers keep them running long after the sale.',
              ],
        ),
        s.stats(
          sellCar
            ? [
                ['2', 'Buying centers'],
                ['4.8', 'Google rating'],
                ['60 sec', 'Instant offer'],
                ['7 days', 'Offer guarantee'],
              ]
            : [
                ['4', 'Stores'],
                ['1998', 'Founded'],
                ['75', 'Inspection points'],
                ['3', 'Service centers'],
              ],
        ),
        { _type: 'teamSection', title: 'Meet some of our team' },
        {
          _type: 'calloutSection',
          variant: 'dealership',
          eyebrow: 'Careers',
          title: 'Join our team',
          text: 'We hire buyers, technicians and customer-experience specialists who like helping people.',
          ctaLabel: 'See open positions',
          ctaHref: pathFor('careers'),
          image: s.art('careers', 'people', 'Team illustration'),
        },
      ],
    }),
    team: (s) => ({
      title: 'Meet Our Team',
      description: `The buyers, advisors and technicians behind ${brand}.`,
      sections: [
        s.text('The people you will meet', [
          'Every visit is handled by a real person at one of our stores. Say hello, leave a review, or send a message straight to the team member who helped you.',
        ]),
        { _type: 'teamSection', title: 'Our team' },
      ],
    }),
    careers: (s) => ({
      title: 'Careers',
      seoTitle: `Careers at ${brand}`,
      description: `Open positions at ${brand}. Competitive pay, benefits and paid training.`,
      sections: [
        s.text('Why work with us', [
          {
            ul: [
              'Medical, dental and vision coverage from day one.',
              '401(k) with a company match.',
              'Paid training and certifications.',
              'Closed on Sundays.',
            ],
          },
          'Do not see the right role? Send us your résumé anyway using the form below.',
        ]),
        { _type: 'positionsSection', title: 'Open positions' },
        {
          _type: 'leadFormSection',
          title: 'Apply now',
          intro:
            'Pick a position, tell us a little about yourself and attach your résumé (PDF, DOC or DOCX, up to 5 MB).',
          form: 'careers',
        },
      ],
    }),
  };
}

/** The search pages' disclaimer block (every listing page carries it; editors change it per page). */
const INVENTORY_PRICING_DISCLAIMER =
  'Prices exclude tax, title, license, registration and a documentary fee. Estimated payments are for illustration only and depend on credit approval. Vehicles are subject to prior sale. Private-inventory prices show once you unlock them with your contact details.';

function dealershipPages(ctx: SeedContext): Partial<Record<RouteName, (s: Sections) => PageSpec>> {
  const hero = heroLibrary(ctx);
  const brand = ctx.brand.name;
  const warrantyCallout = (s: Sections): Section => ({
    _type: 'calloutSection',
    variant: 'warranty',
    eyebrow: 'Included',
    title: 'Lifetime engine warranty',
    text: 'Used vehicles under 85,000 miles come with our lifetime engine warranty at no extra cost, after passing our 75-point inspection.',
    ctaLabel: 'Protection plans',
    ctaHref: pathFor('protectionPlans'),
    image: s.art('warranty', 'shield', 'Shield with a check mark'),
  });
  const financingCallout = (s: Sections): Section => ({
    _type: 'calloutSection',
    variant: 'financing',
    eyebrow: 'Financing',
    title: 'Pre-approved in under 60 seconds',
    text: 'See your real rate with no impact on your credit score. Full applications usually get a decision within 24 to 48 hours.',
    ctaLabel: 'Get pre-approved',
    ctaHref: pathFor('applyFinancing'),
    image: s.art('financing', 'percent', 'Financing illustration'),
  });
  return {
    home: (s) => ({
      title: 'Home',
      seoTitle: `${brand} | Used Cars in the Chicago Area`,
      description: ctx.brand.description,
      sections: [
        s.hero([
          {
            title: 'Quality used cars, honest prices',
            subtitle: 'Inspected, warrantied and priced from live market data across four Chicago-area stores.',
            image: hero.shop(),
            ctaLabel: 'Shop cars',
            ctaHref: pathFor('carsForSale'),
          },
          {
            title: 'Pre-approved in under 60 seconds',
            subtitle: 'No impact on your credit score.',
            image: hero.finance(),
            ctaLabel: 'Get pre-approved',
            ctaHref: pathFor('applyFinancing'),
          },
          {
            title: 'Two offers for your car in two minutes',
            subtitle: 'Trade it in or just sell it to us. Offers valid for 7 days.',
            image: hero.trade(),
            ctaLabel: 'Value my car',
            ctaHref: pathFor('sellTrade'),
          },
        ]),
        s.buttons([
          { label: 'Shop Cars', description: 'Browse our inventory', href: pathFor('carsForSale'), icon: 'car' },
          {
            label: 'Get Pre-Approved',
            description: 'Under 60 seconds, no credit impact',
            href: pathFor('applyFinancing'),
            icon: 'percent',
          },
          {
            label: 'Value Your Trade',
            description: 'Two offers in two minutes',
            href: pathFor('sellTrade'),
            icon: 'cash',
          },
        ]),
        s.tabs('Everything in one place', [
          {
            department: 'finance',
            title: 'Financing for every credit story',
            text: 'Pre-approval in under 60 seconds with no credit impact, and more than twenty lenders competing for your loan.',
            ctaLabel: 'Explore financing',
            ctaHref: pathFor('financing'),
            image: s.art('tab-finance', 'percent', 'Financing'),
          },
          {
            department: 'shop',
            title: 'Hundreds of inspected used cars',
            text: 'Every used vehicle passes a 75-point inspection; those under 85,000 miles include a lifetime engine warranty.',
            ctaLabel: 'Shop cars',
            ctaHref: pathFor('carsForSale'),
            image: s.art('tab-shop', 'magnifier', 'Shopping'),
          },
          {
            department: 'sellTrade',
            title: 'Sell or trade in minutes',
            text: 'An instant cash offer that beats any condition-verified offer by $300, or a profit-sharing offer that pays you twice.',
            ctaLabel: 'Value my car',
            ctaHref: pathFor('sellTrade'),
            image: s.art('tab-sell', 'key', 'Car keys'),
          },
          {
            department: 'service',
            title: 'Service you can see',
            text: 'Certified technicians, photo updates by text and a comfortable lounge at three service centers.',
            ctaLabel: 'Schedule service',
            ctaHref: pathFor('serviceSchedule'),
            image: s.art('tab-service', 'wrench', 'Wrench'),
          },
        ]),
        s.filters('Browse special deals', [
          {
            label: 'Used under $20k',
            href: INVENTORY_FILTER_PATHS.under20k,
            image: s.art('filter-under-20k', 'cash', 'Cash'),
          },
          {
            label: 'Price drops',
            href: INVENTORY_FILTER_PATHS.priceDrops,
            image: s.art('filter-price-drop', 'tag', 'Price tag'),
          },
          {
            label: 'Premium upgrades',
            href: INVENTORY_FILTER_PATHS.premiumUpgrades,
            image: s.art('filter-premium', 'star', 'Star'),
          },
          {
            label: 'Lifetime warranty eligible',
            href: pathFor('usedCarsForSale'),
            image: s.art('filter-warranty', 'shield', 'Shield'),
          },
        ]),
        { _type: 'bodyStylesSection', title: 'Shop by body style' },
        {
          _type: 'reviewsSection',
          title: 'What our customers say',
          subtitle: 'Reviews for sales, service and financing',
        },
        { _type: 'promotionsSection', title: 'Current promotions' },
        s.faq('Frequently asked questions', 'general'),
        warrantyCallout(s),
        financingCallout(s),
        {
          _type: 'calloutSection',
          variant: 'dealership',
          eyebrow: 'Visit us',
          title: 'Four stores around Chicago',
          text: 'Aurora, Joliet, Elgin and Orland Park, open six days a week.',
          ctaLabel: 'Find a store',
          ctaHref: pathFor('contact'),
          image: s.art('dealership', 'building', 'Dealership building'),
        },
      ],
    }),
    financing: (s) => ({
      title: 'Auto Financing',
      description: 'Car loans for every credit story. Pre-approval in under 60 seconds with no credit impact.',
      sections: [
        s.hero([
          {
            title: 'Financing that fits your budget',
            subtitle: 'Pre-approval in under 60 seconds. No impact on your credit score.',
            image: hero.finance(),
            ctaLabel: 'Get pre-approved',
            ctaHref: pathFor('applyFinancing'),
          },
        ]),
        s.steps('How financing works', [
          ['Get pre-approved', 'A soft inquiry shows your real rate in under 60 seconds.'],
          ['Choose your car', 'Payments update on every vehicle page as you shop.'],
          ['Finish your application', 'Most full credit applications get a decision within 24 to 48 hours.'],
        ]),
        s.buttons([
          {
            label: 'Apply for Financing',
            description: 'Quick pre-approval',
            href: pathFor('applyFinancing'),
            icon: 'percent',
          },
          {
            label: 'Full Credit Application',
            description: 'Everything in one go',
            href: pathFor('fullCreditApplication'),
            icon: 'document',
          },
          {
            label: 'Bad Credit Financing',
            description: 'Options for every score',
            href: pathFor('badCreditFinancing'),
            icon: 'shield',
          },
        ]),
        s.faq('Financing questions', 'financing'),
        { _type: 'reviewsSection', title: 'Financing reviews', subtitle: 'What customers say about our finance team' },
      ],
    }),
    applyFinancing: (s) => ({
      title: 'Apply for Financing',
      description: 'Get pre-approved for a car loan in under 60 seconds with no impact on your credit score.',
      sections: [
        s.text('Pre-approval in under 60 seconds', [
          'Tell us a little about yourself and we will show your real rate and buying power. The check uses a soft inquiry, so it does not affect your credit score.',
          {
            ul: [
              'No obligation to buy.',
              'Rates from more than twenty lenders.',
              'Your payment shows on every vehicle as you shop.',
            ],
          },
        ]),
        s.faq('Financing questions', 'financing'),
      ],
    }),
    fullCreditApplication: (s) => ({
      title: 'Full Credit Application',
      description: 'Apply for financing in one step. Most applications receive a decision within 24 to 48 hours.',
      sections: [
        s.text('Why apply in full', [
          {
            ul: [
              '**One application, many lenders:** we shop your loan so you do not have to.',
              '**Decisions in 24 to 48 hours**, often the same day during business hours.',
              '**Co-borrowers welcome:** add a co-applicant to strengthen your application.',
              '**Encrypted and private:** your Social Security number is encrypted and never sent by e-mail.',
            ],
          },
        ]),
        s.steps('What you will need', [
          ['Identity', 'Your name, date of birth and Social Security number.'],
          ['Residence', 'Your address history for the last two years and your monthly housing payment.'],
          ['Employment', 'Your employer, job title, time on the job and monthly income.'],
        ]),
        s.faq('Financing questions', 'financing'),
      ],
    }),
    badCreditFinancing: (s) => ({
      title: 'Bad Credit Auto Financing',
      description: 'Car loans after bankruptcy, repossession or a low score. Lenders who say yes more often.',
      sections: [
        s.hero([
          {
            title: 'Bad credit? You still have options',
            subtitle: 'Our lenders specialize in rebuilding credit with an affordable car loan.',
            image: hero.finance(),
            ctaLabel: 'Get pre-approved',
            ctaHref: pathFor('applyFinancing'),
          },
        ]),
        s.text('How we help', [
          'A past bankruptcy, repossession or thin credit file does not have to mean a buy-here-pay-here lot. We work with lenders who report on-time payments to all three credit bureaus, so your car loan helps rebuild your score.',
          { ul: ['Approvals for scores below 600.', 'Down payments from $1,000 or 10%.', 'Terms up to 72 months.'] },
        ]),
        s.faq('Financing questions', 'financing'),
        financingCallout(s),
      ],
    }),
    betterThanBuyHerePayHere: (s) => ({
      title: 'Better Than Buy Here Pay Here',
      description: 'Real lenders, inspected cars and credit reporting: a better choice than a buy-here-pay-here lot.',
      sections: [
        s.text('A better way to finance with challenged credit', [
          'Buy-here-pay-here lots lend their own money, often at very high rates and without reporting your payments. We connect you with real lenders instead.',
        ]),
        s.comparison(
          'How we compare',
          [brand, 'Buy here pay here'],
          [
            ['Lenders', 'More than twenty banks and credit unions', 'The dealer itself'],
            ['Credit reporting', 'On-time payments reported to all three bureaus', 'Often not reported'],
            ['Vehicle inspection', '75-point inspection', 'Varies'],
            ['Engine warranty', 'Lifetime on vehicles under 85,000 miles', 'Rare'],
            ['Payment schedule', 'Monthly, online or automatic', 'Often weekly, in person'],
          ],
        ),
        financingCallout(s),
      ],
    }),
    service: (s) => ({
      title: 'Service',
      seoTitle: `Auto Service & Repair | ${brand}`,
      description: 'Oil changes, brakes, tires and repairs for all makes at three service centers. Book online.',
      sections: [
        s.hero([
          {
            title: 'Service you can see',
            subtitle: 'Certified technicians, photo updates by text and honest recommendations.',
            image: hero.service(),
            ctaLabel: 'Schedule service',
            ctaHref: pathFor('serviceSchedule'),
          },
        ]),
        { _type: 'servicesSection', title: 'Popular services' },
        s.text('Our customer lounge', [
          {
            ul: [
              'Free Wi-Fi and workspaces with power outlets.',
              'Fresh coffee and snacks.',
              'A kids’ corner.',
              'Shuttle rides within 10 miles during longer repairs.',
            ],
          },
        ]),
        { _type: 'offersListSection', title: 'Service specials', offerType: 'service' },
        { _type: 'teamSection', title: 'Our service team' },
        s.faq('Service questions', 'service'),
        warrantyCallout(s),
      ],
    }),
    serviceSchedule: (s) => ({
      title: 'Schedule Service',
      description: 'Book a service appointment online in a few clicks.',
      sections: [
        s.text('Book your visit', [
          'Choose your services, pick a time and tell us about your vehicle. You will receive a confirmation by text and e-mail.',
        ]),
        { _type: 'servicesSection', title: 'Choose a service' },
        s.faq('Service questions', 'service'),
      ],
    }),
    specialOffers: (s) => ({
      title: 'Special Offers',
      description: 'Current sales, service and dealer specials at our four stores.',
      sections: [
        // No offer type: every running offer, grouped by sales, dealer and service.
        { _type: 'offersListSection', title: 'Current offers' },
        { _type: 'promotionsSection', title: 'Promotions' },
        financingCallout(s),
      ],
    }),
    serviceOffers: () => ({
      title: 'Service Offers',
      description: 'Coupons and specials on oil changes, brakes, tires and more.',
      sections: [{ _type: 'offersListSection', title: 'Service specials', offerType: 'service' }],
    }),
    dealerOffers: () => ({
      title: 'Dealer Offers',
      description: 'Trade-in bonuses, referral rewards and more.',
      sections: [{ _type: 'offersListSection', title: 'Dealer specials', offerType: 'dealer' }],
    }),
    protectionPlans: (s) => ({
      title: 'Vehicle Protection Plans',
      description: 'A lifetime engine warranty on vehicles under 85,000 miles, plus optional protection plans.',
      sections: [
        s.hero([
          {
            title: 'Drive with peace of mind',
            subtitle: 'A lifetime engine warranty on used vehicles under 85,000 miles, at no extra cost.',
            image: hero.protection(),
          },
        ]),
        s.text('Coverage options', [
          'Every used vehicle we sell passes a 75-point inspection. Choose extra protection for the parts and situations that matter to you.',
          {
            table: [
              ['Plan', 'What it covers', 'Included?'],
              ['Lifetime engine warranty', 'Internally lubricated engine parts', 'Yes, under 85,000 miles'],
              ['Powertrain plus', 'Engine, transmission and drive axles', 'Optional'],
              ['Comprehensive', 'Most mechanical and electrical components', 'Optional'],
              ['Tire and wheel', 'Road-hazard damage to tires and wheels', 'Optional'],
              ['GAP protection', 'The gap between insurance payout and loan balance', 'Optional'],
            ],
          },
        ]),
        warrantyCallout(s),
        s.faq('Warranty questions', 'warranty'),
      ],
    }),
    carsForSale: (s) => ({
      title: 'Cars for Sale',
      seoTitle: 'Used Cars for Sale in the Chicago Area',
      description:
        'Shop inspected used, certified and new cars at four Chicago-area stores. Prices from live market data.',
      sections: [
        s.filters('Special deals', [
          {
            label: 'Used under $20k',
            href: INVENTORY_FILTER_PATHS.under20k,
            image: s.art('filter-under-20k', 'cash', 'Cash'),
          },
          {
            label: 'Price drops',
            href: INVENTORY_FILTER_PATHS.priceDrops,
            image: s.art('filter-price-drop', 'tag', 'Price tag'),
          },
          {
            label: 'Premium upgrades',
            href: INVENTORY_FILTER_PATHS.premiumUpgrades,
            image: s.art('filter-premium', 'star', 'Star'),
          },
        ]),
        { _type: 'bodyStylesSection', title: 'Shop by body style' },
        s.text('How we price our cars', [
          'We compare every car with thousands of similar vehicles for sale nearby and set one fair price, so there is no need to haggle.',
          'Every used vehicle passes our 75-point inspection, and vehicles under 85,000 miles carry a lifetime engine warranty.',
        ]),
        s.faq('Shopping questions', 'inventory'),
        s.text('Pricing disclaimer', [INVENTORY_PRICING_DISCLAIMER]),
      ],
    }),
    usedCarsForSale: (s) => ({
      title: 'Used Cars for Sale',
      description: 'Inspected used cars, trucks and SUVs. Lifetime engine warranty on vehicles under 85,000 miles.',
      sections: [
        s.text('Used cars you can trust', [
          'Every used vehicle passes a 75-point inspection before it reaches our lot. Vehicles under 85,000 miles come with a lifetime engine warranty.',
        ]),
        s.faq('Shopping questions', 'inventory'),
        s.text('Pricing disclaimer', [INVENTORY_PRICING_DISCLAIMER]),
      ],
    }),
    newCarsForSale: (s) => ({
      title: 'New Cars for Sale',
      description: 'A selection of new vehicles with full factory warranties.',
      sections: [
        s.text('New vehicles', [
          'Our stores also carry a selection of new vehicles from several brands, with full factory warranties and no dealer add-ons.',
        ]),
        s.faq('Shopping questions', 'inventory'),
        s.text('Pricing disclaimer', [INVENTORY_PRICING_DISCLAIMER]),
      ],
    }),
  };
}

function sellCarHome(ctx: SeedContext): Partial<Record<RouteName, (s: Sections) => PageSpec>> {
  const hero = heroLibrary(ctx);
  const brand = ctx.brand.name;
  return {
    // No department tabs here: the sell-car site has one department (Sell or Trade), and a tab strip with one tab is
    // noise. The tabs section shows only enabled departments, so an editor who enables more can add it.
    home: (s) => ({
      title: 'Home',
      seoTitle: `${brand} | Sell Your Car in 2 Minutes`,
      description: ctx.brand.description,
      sections: [
        s.hero([
          {
            title: 'Sell your car: 2 offers in 2 minutes',
            subtitle: 'An instant cash offer in under 60 seconds, or a profit-sharing offer that pays you twice.',
            image: hero.sell(),
            ctaLabel: 'Value my car',
            ctaHref: SELL_VALUE,
          },
          {
            title: 'We beat any condition-verified offer by $300',
            subtitle: 'Bring us a written offer and we will beat it. Offers valid for 7 days.',
            image: hero.profit(),
            ctaLabel: 'Get my cash offer',
            ctaHref: pathFor('instantCashOffer'),
          },
        ]),
        s.buttons([
          { label: 'Value My Car', description: 'Two offers in two minutes', href: SELL_VALUE, icon: 'car' },
          {
            label: 'Instant Cash Offer',
            description: 'Paid the same day',
            href: pathFor('instantCashOffer'),
            icon: 'cash',
          },
          {
            label: 'Profit Sharing Offer',
            description: 'Get paid twice',
            href: pathFor('profitSharingOffer'),
            icon: 'handshake',
          },
        ]),
        s.steps('2 offers in 2 minutes', TWO_OFFER_STEPS),
        {
          _type: 'ratingSection',
          title: 'Rated by sellers across the suburbs',
          text: 'Read what drivers say about selling their cars to us.',
        },
        offerCards(s),
        { _type: 'promotionsSection', title: 'Seller specials' },
        {
          _type: 'reviewsSection',
          title: 'What sellers say',
          subtitle: 'Recent reviews from Google, Facebook and more',
        },
        s.faq('Questions about selling', 'sell'),
        {
          _type: 'calloutSection',
          variant: 'sell',
          eyebrow: 'Trading in?',
          title: 'Use your offer as a trade-in',
          text: 'Buying your next car elsewhere? Take our offer to the dealer, or let us pay off your loan and send you the equity.',
          ctaLabel: 'Trade my car',
          ctaHref: pathFor('sellTrade'),
          image: s.art('trade', 'key', 'Car keys'),
        },
        {
          _type: 'calloutSection',
          variant: 'dealership',
          eyebrow: 'Visit us',
          title: 'Two buying centers',
          text: 'Naperville and Schaumburg, open six days a week. No appointment needed.',
          ctaLabel: 'Get directions',
          ctaHref: pathFor('contact'),
          image: s.art('dealership', 'pin', 'Map pin'),
        },
      ],
    }),
  };
}

/** The static route names a variant needs `page` documents for. */
export function pageRoutesFor(ctx: Pick<SeedContext, 'variant'>): PageRoute[] {
  const enabled = new Set<string>(enabledPagesFor(ctx));
  // PAGE_ROUTE_NAMES is the list the schema offers for `page.route`; its constant is typed as any route name.
  return (PAGE_ROUTE_NAMES as readonly PageRoute[]).filter((name) => enabled.has(routes[name].pageKey));
}

export function buildPages(ctx: SeedContext): PageDoc[] {
  const builders = {
    ...sharedPages(ctx),
    ...sellPages(ctx),
    ...(ctx.variant === 'sell-car' ? sellCarHome(ctx) : dealershipPages(ctx)),
  };
  return pageRoutesFor(ctx).map((route): PageDoc => {
    const build = builders[route];
    if (!build) throw new Error(`No page content for route "${route}" (${ctx.variant})`);
    const spec = build(new Sections(ctx, route));
    const sections: Keyed<Section>[] = withKeys(`page.${route}/sections`, spec.sections);
    return {
      _id: docId('page', route),
      _type: 'page',
      route,
      title: spec.title,
      titleEs: pageTitleEs(spec.title),
      seo: {
        _type: 'seoFields',
        title: spec.seoTitle ?? `${spec.title} | ${ctx.brand.name}`,
        titleEs: seoTitleEs(spec.seoTitle, spec.title, ctx.brand.name),
        description: spec.description,
      },
      sections,
    };
  });
}
