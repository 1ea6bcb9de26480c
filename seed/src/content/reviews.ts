/** Sample customer reviews (review data are static samples), tagged Sale, Service and/or Finance. */
import type { ReviewCategory, ReviewPlatform } from '@dealer/schemas/constants';
import { slugify } from '@dealer/schemas/routes';
import { dateFromReference } from '../dates';
import { portraitImage } from '../images/library';
import type { ReviewDoc } from '../types';
import type { SeedContext } from './context';
import { docId } from '../keys';

interface ReviewSpec {
  name: string;
  platform: ReviewPlatform;
  rating: number;
  text: string;
  categories: ReviewCategory[];
  daysAgo: number;
  photo?: boolean;
}

const SELL_CAR_REVIEWS: ReviewSpec[] = [
  {
    name: 'Karen M.',
    platform: 'Google',
    rating: 5,
    daysAgo: 4,
    categories: ['Sale', 'Service'],
    photo: true,
    text: 'Got my instant offer online during lunch, drove over after work and left with a check in under an hour. The offer did not change at inspection, which I honestly expected it would.',
  },
  {
    name: 'Derrick W.',
    platform: 'Google',
    rating: 5,
    daysAgo: 11,
    categories: ['Sale', 'Finance'],
    text: 'I still owed about $9,000 on my Equinox. They called my lender, paid it off and handed me the difference. Zero hassle on my end.',
  },
  {
    name: 'Priscilla A.',
    platform: 'Facebook',
    rating: 5,
    daysAgo: 17,
    categories: ['Sale'],
    photo: true,
    text: 'Took the profit-sharing offer on my 2012 Accord. The first check came the day I dropped it off and the second one three weeks later. Way more than the trade-in number I was quoted elsewhere.',
  },
  {
    name: 'Tom H.',
    platform: 'Google',
    rating: 5,
    daysAgo: 23,
    categories: ['Sale', 'Service'],
    text: 'Brought in another dealer’s written offer and they beat it by $300 on the spot, exactly as advertised. Friendly, quick and no pressure.',
  },
  {
    name: 'Yolanda R.',
    platform: 'Google',
    rating: 4,
    daysAgo: 30,
    categories: ['Sale', 'Service'],
    text: 'Offer was fair and the staff was great. Took a little longer than expected because my title was in a drawer somewhere, but Aisha helped me sort out a duplicate.',
  },
  {
    name: 'Steve K.',
    platform: 'DealerRater',
    rating: 5,
    daysAgo: 38,
    categories: ['Sale', 'Finance'],
    text: 'Sold my truck with a loan still on it. They explained the payoff in plain numbers and the equity check was ready before I left.',
  },
  {
    name: 'Angela D.',
    platform: 'Google',
    rating: 5,
    daysAgo: 44,
    categories: ['Service'],
    photo: true,
    text: 'Connor answered every one of my questions by text before I even came in. It is rare to deal with a company that actually responds.',
  },
  {
    name: 'Brian L.',
    platform: 'Cars.com',
    rating: 5,
    daysAgo: 52,
    categories: ['Sale'],
    text: 'Two offers in two minutes is not marketing fluff. I compared both on my phone and picked the cash offer. Done in a day.',
  },
  {
    name: 'Fatima S.',
    platform: 'Google',
    rating: 5,
    daysAgo: 60,
    categories: ['Sale', 'Finance', 'Service'],
    text: 'My lease was ending and I wanted out early. They bought it directly from the leasing company and I walked away with money. Very professional.',
  },
  {
    name: 'Greg P.',
    platform: 'Facebook',
    rating: 5,
    daysAgo: 71,
    categories: ['Sale', 'Service'],
    text: 'My car had a check-engine light and they still made a solid offer. The inspection tech showed me exactly what the code was.',
  },
  {
    name: 'Lauren C.',
    platform: 'Google',
    rating: 5,
    daysAgo: 79,
    categories: ['Finance', 'Service'],
    text: 'They handled the payoff with my credit union and kept me posted the whole way. The lien release showed up a week later.',
  },
  {
    name: 'Mike J.',
    platform: 'Google',
    rating: 4,
    daysAgo: 88,
    categories: ['Sale'],
    text: 'Good offer on a high-mileage Civic that other places lowballed. Would have liked Sunday hours, but otherwise great.',
  },
  {
    name: 'Rosa V.',
    platform: 'DealerRater',
    rating: 5,
    daysAgo: 97,
    categories: ['Sale', 'Service'],
    photo: true,
    text: 'Hector explained everything in Spanish for my parents. They felt respected and got a fair price for their van.',
  },
  {
    name: 'Nathan B.',
    platform: 'Google',
    rating: 5,
    daysAgo: 110,
    categories: ['Finance', 'Sale'],
    text: 'Negative equity on my car made me nervous, but they laid out my options honestly. I paid the small difference and was done.',
  },
  {
    name: 'Olivia T.',
    platform: 'Cars.com',
    rating: 5,
    daysAgo: 123,
    categories: ['Finance', 'Service'],
    text: 'Out-of-state title and a lender in Texas, and they still made it painless. Worth the drive from Wheaton.',
  },
  {
    name: 'Victor N.',
    platform: 'Google',
    rating: 5,
    daysAgo: 140,
    categories: ['Sale', 'Finance'],
    text: 'The offer was valid for a week, so I shopped it around. Nobody came close. Came back on day six and they honored it without a fuss.',
  },
  {
    name: 'Gloria F.',
    platform: 'Google',
    rating: 5,
    daysAgo: 149,
    categories: ['Finance', 'Sale'],
    text: 'My loan was through a captive lender I had never heard from in years. They tracked down the payoff, handled the lien release and I just signed.',
  },
  {
    name: 'Heather G.',
    platform: 'Facebook',
    rating: 5,
    daysAgo: 158,
    categories: ['Finance'],
    text: 'Paid off my loan directly and the extra money hit my account two days later. Simple.',
  },
];

const DEALERSHIP_REVIEWS: ReviewSpec[] = [
  {
    name: 'Jessica F.',
    platform: 'Google',
    rating: 5,
    daysAgo: 3,
    categories: ['Sale'],
    photo: true,
    text: 'Devon found us a Highlander-sized SUV within budget and let us take it home overnight to test the car seats. No pressure at all.',
  },
  {
    name: 'Marcus T.',
    platform: 'Google',
    rating: 5,
    daysAgo: 8,
    categories: ['Service'],
    text: 'Oil change and tire rotation done in 45 minutes while I worked from the lounge. Karen sent photos of my brake pads so I could see why they recommended replacing them soon.',
  },
  {
    name: 'Brenda O.',
    platform: 'DealerRater',
    rating: 5,
    daysAgo: 12,
    categories: ['Finance', 'Sale'],
    text: 'After a bankruptcy two years ago I did not think I would get approved. Omar got me a reasonable rate and explained every line of the contract.',
  },
  {
    name: 'Alex R.',
    platform: 'Cars.com',
    rating: 5,
    daysAgo: 19,
    categories: ['Sale', 'Finance'],
    text: 'Pre-approved online in about a minute with no hit to my credit, picked the truck the next day. Easiest car purchase I have made.',
  },
  {
    name: 'Patricia L.',
    platform: 'Google',
    rating: 4,
    daysAgo: 26,
    categories: ['Service'],
    text: 'Service took longer than quoted because a part had to come from the warehouse, but they gave me a loaner and kept me updated by text.',
  },
  {
    name: 'Kevin S.',
    platform: 'Facebook',
    rating: 5,
    daysAgo: 31,
    categories: ['Sale'],
    photo: true,
    text: 'Traded in my Camry and drove home in a certified RAV4. The trade offer matched what I saw online, which never happens.',
  },
  {
    name: 'Diane W.',
    platform: 'Google',
    rating: 5,
    daysAgo: 37,
    categories: ['Service', 'Finance'],
    text: 'They found a repair still under my lifetime engine warranty and covered it without an argument. That warranty is the reason I bought here.',
  },
  {
    name: 'Carlos M.',
    platform: 'Google',
    rating: 5,
    daysAgo: 42,
    categories: ['Sale', 'Finance'],
    text: 'Sofia helped me as a first-time buyer with thin credit. She explained APR, term and down payment until it all made sense.',
  },
  {
    name: 'Emily H.',
    platform: 'DealerRater',
    rating: 5,
    daysAgo: 49,
    categories: ['Service'],
    text: 'Booked service online for 7:30 AM, dropped the car, got a text at noon that it was ready. Fair price, clean car.',
  },
  {
    name: 'Robert G.',
    platform: 'Cars.com',
    rating: 4,
    daysAgo: 55,
    categories: ['Sale'],
    text: 'Good selection of trucks at the Orland Park lot. Kyle knew towing specs cold. Paperwork took a bit, but overall a good experience.',
  },
  {
    name: 'Nicole B.',
    platform: 'Google',
    rating: 5,
    daysAgo: 63,
    categories: ['Finance'],
    text: 'Samantha beat my credit union’s rate and did not push any extras I did not want.',
  },
  {
    name: 'Tony D.',
    platform: 'Google',
    rating: 5,
    daysAgo: 70,
    categories: ['Service', 'Sale'],
    text: 'Bought my car here three years ago and still service it here. Same advisor every time, and she remembers my car.',
  },
  {
    name: 'Stephanie K.',
    platform: 'Facebook',
    rating: 5,
    daysAgo: 77,
    categories: ['Finance', 'Sale'],
    text: 'Full credit application online, approval the next morning, picked up the minivan that afternoon.',
  },
  {
    name: 'James P.',
    platform: 'Google',
    rating: 5,
    daysAgo: 85,
    categories: ['Service'],
    photo: true,
    text: 'Check-engine light diagnosed the same day. Ryan explained it was a sensor, not the catalytic converter I feared.',
  },
  {
    name: 'Linda C.',
    platform: 'DealerRater',
    rating: 5,
    daysAgo: 93,
    categories: ['Finance', 'Service'],
    text: 'They walked me through the protection plan options honestly and told me which one I did not need for a low-mileage car.',
  },
  {
    name: 'Eric V.',
    platform: 'Google',
    rating: 5,
    daysAgo: 104,
    categories: ['Sale'],
    text: 'Price on the website was the price at the desk. Test drive, paperwork and delivery in under two hours.',
  },
  {
    name: 'Sandra N.',
    platform: 'Cars.com',
    rating: 5,
    daysAgo: 118,
    categories: ['Service', 'Finance'],
    text: 'Used the service special for brakes and the coupon was applied without me asking. Honest shop.',
  },
  {
    name: 'Paul Z.',
    platform: 'Google',
    rating: 4,
    daysAgo: 131,
    categories: ['Finance'],
    text: 'Approval took a day longer than I hoped, but the rate was better than my bank offered.',
  },
  {
    name: 'Maria E.',
    platform: 'Google',
    rating: 5,
    daysAgo: 147,
    categories: ['Service'],
    text: 'Winter tire swap and battery test before the cold hit. Quick, friendly and reasonably priced.',
  },
  {
    name: 'Chris A.',
    platform: 'Facebook',
    rating: 5,
    daysAgo: 166,
    categories: ['Finance', 'Sale'],
    text: 'Used the payment calculator on the site, walked in with my numbers and they matched them. Refreshing.',
  },
];

function reviewUrl(ctx: SeedContext, platform: ReviewPlatform, index: number): string {
  const brandSlug = slugify(ctx.brand.name);
  switch (platform) {
    case 'Google':
      return ctx.stores[index % ctx.stores.length]?.ratings?.google?.url ?? ctx.brand.siteUrl;
    case 'Facebook':
      return `https://www.facebook.com/${ctx.brand.key}autos/reviews`;
    case 'DealerRater':
      return `https://www.dealerrater.com/dealer/${brandSlug}-review-${31400 + index}/`;
    case 'Cars.com':
      return `https://www.cars.com/dealers/${52800 + index}/${brandSlug}/reviews/`;
  }
}

export function buildReviews(ctx: SeedContext): ReviewDoc[] {
  const specs = ctx.variant === 'sell-car' ? SELL_CAR_REVIEWS : DEALERSHIP_REVIEWS;
  return specs.map((spec, index): ReviewDoc => ({
    _id: docId('review', `${ctx.variant === 'sell-car' ? 's' : 'd'}${String(index + 1).padStart(3, '0')}`),
    _type: 'review',
    reviewerName: spec.name,
    reviewerPhoto: spec.photo
      ? portraitImage(ctx.images, spec.name.replace('.', ''), `Photo of ${spec.name}`)
      : undefined,
    platform: spec.platform,
    rating: spec.rating,
    review: spec.text,
    categories: spec.categories,
    url: reviewUrl(ctx, spec.platform, index),
    date: dateFromReference(-spec.daysAgo),
  }));
}
