/**
 * Car-research articles, their categories and authors. Both datasets share the set; links point only at pages
 * both variants enable (sell/trade, offers, contact, company, car research, legal) or at public sites.
 */
import type { BodyStyleValue } from '@dealer/schemas/constants';
import { ARTICLE_PATH_PREFIXES, pathFor } from '@dealer/schemas/routes';
import { dateTimeFromReference } from '../dates';
import { coverImage, illustrationImage, portraitImage, vehiclePhoto } from '../images/library';
import type { SymbolName } from '../images/symbols';
import { docId, ref, slug } from '../keys';
import { richText, type RichInput } from '../portable-text';
import type { ArticleCategoryDoc, ArticleDoc, AuthorDoc, SeedImage } from '../types';
import type { SeedContext } from './context';

type CategorySlug = (typeof ARTICLE_PATH_PREFIXES)[number];

interface CategorySpec {
  slug: CategorySlug;
  title: string;
  description: string;
  color: string;
  symbol: SymbolName;
}

export const CATEGORIES: CategorySpec[] = [
  {
    slug: 'car-research',
    title: 'Car Research',
    description: 'Model comparisons, buying guides and the numbers behind them.',
    color: '#0f766e',
    symbol: 'magnifier',
  },
  {
    slug: 'staff-reviews',
    title: 'Staff Reviews',
    description: 'Our team drives the cars we buy and sell, and reports back honestly.',
    color: '#b45309',
    symbol: 'star',
  },
  {
    slug: 'car-advice-education',
    title: 'Car Advice & Education',
    description: 'Practical guides to selling, trading, financing and caring for a car.',
    color: '#1d4ed8',
    symbol: 'bulb',
  },
  {
    slug: 'faqs',
    title: 'FAQs',
    description: 'Short answers to the questions customers ask us most.',
    color: '#7c3aed',
    symbol: 'question',
  },
  {
    slug: 'news',
    title: 'News',
    description: 'What is new at our stores and in the used-car market.',
    color: '#be123c',
    symbol: 'newspaper',
  },
  {
    slug: 'community-outreach',
    title: 'Community Outreach',
    description: 'Drives, workshops and volunteer days in the neighborhoods we serve.',
    color: '#15803d',
    symbol: 'heart',
  },
];

interface AuthorSpec {
  slug: string;
  name: string;
  role: string;
  bio: string;
}

export const AUTHORS: AuthorSpec[] = [
  {
    slug: 'jenna-park',
    name: 'Jenna Park',
    role: 'Senior Car Research Editor',
    bio: 'Jenna has compared new and used cars for more than a decade. She keeps a spreadsheet of ownership costs for every car she has driven and is happiest on a long test loop with a notebook on the passenger seat.',
  },
  {
    slug: 'luis-ortega',
    name: 'Luis Ortega',
    role: 'Service Manager',
    bio: 'Luis is an ASE-certified master technician who moved from the service bay into management. He writes about maintenance in plain language and answers readers’ questions about noises, lights and fluids.',
  },
  {
    slug: 'samantha-reed',
    name: 'Samantha Reed',
    role: 'Finance Manager',
    bio: 'Samantha helps customers with loans, payoffs and credit questions. She believes a good car deal starts with understanding the monthly budget, not the sticker.',
  },
  {
    slug: 'marcus-bell',
    name: 'Marcus Bell',
    role: 'Staff Reviewer and Vehicle Buyer',
    bio: 'Marcus appraises hundreds of cars a year and drives many of them home for a weekend. His reviews focus on what it is like to live with a car once the new-car smell is gone.',
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    role: 'Community Relations Lead',
    bio: 'Priya organizes our drives, workshops and volunteer days, and writes about the people and organizations we partner with across the western and southern suburbs.',
  },
];

interface ArticleSpec {
  slug: string;
  title: string;
  category: CategorySlug;
  author: string;
  /** Days before the reference date. */
  daysAgo: number;
  excerpt: string;
  helpCenter?: boolean;
  bodyStyle: BodyStyleValue;
  body: (figure: (caption: string) => RichInput) => RichInput[];
}

const VALUE = pathFor('sellTradeVehicle');
const ICO = pathFor('instantCashOffer');
const PROFIT = pathFor('profitSharingOffer');
const HOW = pathFor('valueHowItWorks');
const CONTACT = pathFor('contact');
const TEAM = pathFor('team');
const CAREERS = pathFor('careers');
const RESEARCH = pathFor('carResearch');

const sellCta = {
  title: 'See what your car is worth',
  text: 'Answer a few questions and get two offers in about two minutes. No obligation, and each offer is valid for 7 days.',
  label: 'Value my car',
  href: VALUE,
};

export const ARTICLES: ArticleSpec[] = [
  // ---------------------------------------------------------------- Car Research
  {
    slug: 'best-used-suvs-for-chicago-winters',
    title: 'The Best Used SUVs for Chicago Winters',
    category: 'car-research',
    author: 'jenna-park',
    daysAgo: 24,
    bodyStyle: 'suvs',
    excerpt:
      'All-wheel drive helps, but tires, ground clearance and heated everything matter just as much. These used SUVs handle lake-effect snow without a luxury price.',
    body: (figure) => [
      'Every November the same question lands in our inbox: which used SUV will get me through a Chicago winter? All-wheel drive is only part of the answer. Winter tires, sensible ground clearance and a cabin that warms up quickly make a bigger difference on an icy Monday commute.',
      { h2: 'What to look for' },
      {
        ul: [
          '**All-wheel or four-wheel drive** for getting moving on unplowed side streets.',
          '**At least 7.5 inches of ground clearance** so you are not plowing snow with the front bumper.',
          '**Heated seats, mirrors and a heated steering wheel**, which are easy to find on mid-level trims from 2018 onward.',
          '**A remote starter**, the feature owners tell us they would never give up.',
        ],
      },
      figure('A compact SUV with all-wheel drive is the sweet spot for most suburban commuters.'),
      { h2: 'Our short list' },
      'The Toyota RAV4 and Honda CR-V remain the safest bets: reliable, efficient and easy to resell. The Subaru Forester adds standard all-wheel drive on every trim. If you need a third row, a Kia Telluride or a Ford Explorer with four-wheel drive carries seven people and their boots.',
      { h3: 'Do not forget the tires' },
      'A front-wheel-drive sedan on winter tires often stops shorter than an SUV on worn all-seasons. Budget for a set of winter tires on their own wheels, and swap them in when the temperature stays below 45°F.',
      `Thinking of moving out of your current car first? [See what it is worth](${VALUE}) before you shop.`,
    ],
  },
  {
    slug: 'hybrid-vs-gas-used-car-costs',
    title: 'Hybrid or Gas? Comparing the Real Cost of a Used Car',
    category: 'car-research',
    author: 'jenna-park',
    daysAgo: 41,
    bodyStyle: 'sedans',
    excerpt:
      'A used hybrid usually costs more up front and less at the pump. We ran the numbers on five years of ownership to see when it pays off.',
    body: (figure) => [
      'Hybrids have gone from novelty to mainstream, and the used market is now full of them. The question is no longer whether a hybrid is reliable, but whether the higher purchase price pays for itself.',
      { h2: 'Five-year ownership estimate' },
      'We compared two versions of the same midsize sedan, both five years old with about 60,000 miles, driven 12,000 miles a year with regular gas at $3.60 a gallon.',
      {
        table: [
          ['Cost', 'Gas model', 'Hybrid model'],
          ['Typical purchase price', '$21,500', '$24,000'],
          ['Combined fuel economy', '32 mpg', '48 mpg'],
          ['Fuel over five years', '$6,750', '$4,500'],
          ['Brake service', '$600', '$300'],
          ['Five-year total', '$28,850', '$28,800'],
        ],
      },
      'The two options come out nearly even over five years, and the hybrid pulls ahead every year after that. Drivers with long highway commutes see a smaller gain; drivers in stop-and-go traffic see a bigger one, because that is where hybrids save the most fuel.',
      figure('Hybrid sedans save the most in stop-and-go suburban traffic.'),
      { h2: 'What about the battery?' },
      'Hybrid batteries commonly last well beyond 150,000 miles. Ask for the service history and check whether any battery warranty remains. A healthy hybrid should start in electric mode and move away silently at parking-lot speeds.',
      {
        ul: [
          'Choose a hybrid if you drive mostly in town or keep cars for many years.',
          'Choose gas if you drive mostly on the highway or plan to sell within three years.',
        ],
      },
    ],
  },
  {
    slug: 'used-ev-battery-health-guide',
    title: 'Buying a Used EV: How to Judge Battery Health',
    category: 'car-research',
    author: 'marcus-bell',
    daysAgo: 63,
    bodyStyle: 'hatchbacks',
    excerpt:
      'Range is the first thing to fade on an electric car. Here is how to check a used EV’s battery before you commit.',
    body: (figure) => [
      'On a used electric car, the battery is the engine, the fuel tank and the biggest single repair bill rolled into one. Fortunately it is also easy to check if you know where to look.',
      { h2: 'Four checks that take ten minutes' },
      {
        ol: [
          'Charge to 100 percent (or ask us to) and note the estimated range. Compare it with the original EPA rating for that model year.',
          'Look at the battery health screen or the service app. Many EVs show capacity directly.',
          'Ask how the car was charged. Mostly Level 2 home charging is gentler than daily fast charging.',
          'Confirm how many years and miles remain on the battery warranty, which is commonly eight years or 100,000 miles.',
        ],
      },
      figure('Range estimates vary with temperature; compare them on a mild day.'),
      { h2: 'Winter range' },
      'Expect 20 to 30 percent less range on a January day in Illinois. A car with a heat pump loses less. Preconditioning the cabin while plugged in helps a lot.',
      'A battery that keeps 85 to 90 percent of its original capacity after five years is normal and healthy. Anything under 75 percent deserves a lower price or a pass.',
    ],
  },
  {
    slug: 'midsize-pickup-comparison',
    title: 'Midsize Pickup Comparison: Tacoma, Ranger, Frontier and Gladiator',
    category: 'car-research',
    author: 'marcus-bell',
    daysAgo: 88,
    bodyStyle: 'trucks',
    excerpt:
      'Four midsize trucks, four personalities. We compare towing, comfort and resale so you can pick the one that fits your weekends.',
    body: (figure) => [
      'Midsize pickups fit in a suburban garage, tow a small camper and hold their value remarkably well. Choosing between them comes down to how you will use the bed and how much you value comfort on the highway.',
      {
        table: [
          ['Truck', 'Max towing', 'Strength', 'Trade-off'],
          ['Toyota Tacoma', 'About 6,500 lb', 'Resale value and reliability', 'Firm ride on older models'],
          ['Ford Ranger', 'About 7,500 lb', 'Towing and turbo torque', 'Plain interior on lower trims'],
          ['Nissan Frontier', 'About 6,700 lb', 'Strong V6 and value price', 'Fewer high-end options'],
          ['Jeep Gladiator', 'About 7,700 lb', 'Removable roof and off-road ability', 'Wind noise and fuel economy'],
        ],
      },
      figure('A midsize pickup fits a suburban garage and still tows a small camper.'),
      { h2: 'Which one would we buy?' },
      'For a daily driver that occasionally hauls mulch, the Ranger is the easiest to live with. For a truck you plan to keep for fifteen years, the Tacoma’s resale record is hard to beat. The Gladiator is the pick for anyone who wants summer weekends with the roof off.',
      { h2: 'Selling a truck?' },
      `Trucks are in steady demand year round. Our [instant cash offer](${ICO}) beats any condition-verified offer by $300, so it is worth getting a number before you list it yourself.`,
    ],
  },
  {
    slug: 'three-row-suv-or-minivan',
    title: 'Three-Row SUV or Minivan? How Families Can Decide',
    category: 'car-research',
    author: 'jenna-park',
    daysAgo: 112,
    bodyStyle: 'minivans',
    excerpt: 'Sliding doors or all-wheel drive? We lay out the practical differences for families shopping used.',
    body: (figure) => [
      'Parents of young children tend to arrive at our lots firmly in one camp. The minivan camp talks about sliding doors and parking-lot dings. The SUV camp talks about towing and winter traction. Both are right, for different families.',
      { h2: 'Where minivans win' },
      {
        ul: [
          'Sliding doors that will not hit the car next to you.',
          'A low floor that makes car seats easier to install.',
          'More usable space behind the third row.',
          'Better fuel economy, especially with a hybrid powertrain.',
        ],
      },
      { h2: 'Where three-row SUVs win' },
      {
        ul: [
          'Available four-wheel drive and more ground clearance.',
          'Higher towing ratings for a boat or camper.',
          'A look some drivers simply prefer.',
        ],
      },
      figure('Minivans still offer the most usable space per dollar.'),
      'If your third row will be used every day, drive a minivan before you decide. If it is for the occasional carpool, a three-row SUV is a reasonable compromise.',
    ],
  },
  {
    slug: 'certified-pre-owned-explained',
    title: 'Certified Pre-Owned Explained: What the Label Really Covers',
    category: 'car-research',
    author: 'samantha-reed',
    daysAgo: 140,
    helpCenter: true,
    bodyStyle: 'sedans',
    excerpt: 'Certified pre-owned cars cost a little more than other used cars. Here is what the extra money buys.',
    body: (figure) => [
      'A certified pre-owned vehicle is a used car that meets a manufacturer’s age and mileage limits, passes a detailed inspection and comes with extra warranty coverage backed by that manufacturer.',
      { h2: 'What is usually included' },
      {
        ul: [
          'An extended powertrain warranty, often to seven years or 100,000 miles from the original sale.',
          'A multi-point inspection with worn parts replaced.',
          'A vehicle history report with no major accidents.',
          'Roadside assistance for the length of the warranty.',
        ],
      },
      figure('Certified cars carry manufacturer-backed coverage on top of the inspection.'),
      { h2: 'Is it worth it?' },
      'Certification usually adds one to two thousand dollars to the price. It makes the most sense on cars with expensive electronics or turbocharged engines, where a single repair could cost more than the premium.',
      'Every used car we retail also passes our own 75-point inspection, and vehicles under 85,000 miles qualify for our lifetime engine warranty, certified or not.',
    ],
  },
  {
    slug: 'safe-first-cars-for-teen-drivers',
    title: 'Safe, Affordable First Cars for Teen Drivers',
    category: 'car-research',
    author: 'jenna-park',
    daysAgo: 201,
    bodyStyle: 'hatchbacks',
    excerpt: 'Modest power, modern safety tech and a price under $20,000: our guidelines for a teenager’s first car.',
    body: (figure) => [
      'A first car should be boring in the best possible way: predictable, easy to see out of and cheap to insure. We help a lot of families shop for one, and the same guidelines come up every time.',
      { h2: 'Our guidelines' },
      {
        ol: [
          'Choose a midsize sedan, small SUV or hatchback, not a tiny car and not a powerful one.',
          'Look for automatic emergency braking and blind-spot monitoring, common on 2018 and newer models.',
          'Favor four-cylinder engines. They are plenty quick and cheaper to insure.',
          'Set a budget that includes insurance, which can cost more than the car payment.',
        ],
      },
      figure('A compact hatchback is easy to park and inexpensive to insure.'),
      'Good candidates include the Honda Civic, Toyota Corolla, Mazda3 and Subaru Impreza. All are widely available used for under $20,000 and earn strong crash-test results.',
      `Have questions about a specific car? [Contact our team](${CONTACT}) and we will pull the safety ratings for you.`,
    ],
  },
  // ---------------------------------------------------------------- Staff Reviews
  {
    slug: 'staff-review-toyota-rav4-hybrid',
    title: 'Staff Review: Living With a Toyota RAV4 Hybrid',
    category: 'staff-reviews',
    author: 'marcus-bell',
    daysAgo: 18,
    bodyStyle: 'suvs',
    excerpt: 'Two weeks, 900 miles and one surprise snowstorm in a four-year-old RAV4 Hybrid.',
    body: (figure) => [
      'I took a four-year-old RAV4 Hybrid XLE home for two weeks of school runs, a weekend trip to Galena and an unexpected early snowfall. It returned 39 mpg overall without any effort on my part.',
      { h2: 'What I liked' },
      {
        ul: [
          'Quiet electric-only starts in parking lots and drive-throughs.',
          'Standard all-wheel drive that sent power to the rear wheels when the snow started.',
          'Physical knobs for climate control, easy to use with gloves on.',
        ],
      },
      { h2: 'What I did not' },
      { ul: ['A coarse engine note when merging onto the tollway.', 'Rear seats that do not slide or recline far.'] },
      figure('The RAV4 Hybrid pairs all-wheel drive with close to 40 mpg.'),
      { quote: '“It is the car I recommend to friends who want one vehicle that does everything reasonably well.”' },
      '**Verdict:** an easy recommendation, and one of the fastest-selling used vehicles on our lots.',
    ],
  },
  {
    slug: 'staff-review-ford-f-150-xlt',
    title: 'Staff Review: Ford F-150 XLT After a Month of Hauling',
    category: 'staff-reviews',
    author: 'marcus-bell',
    daysAgo: 52,
    bodyStyle: 'trucks',
    excerpt: 'Lumber, a rented trailer and a lot of highway miles: a month with a three-year-old F-150 XLT.',
    body: (figure) => [
      'The F-150 is the best-selling vehicle in the country for a reason, and a month of chores confirmed it. Our three-year-old XLT with the 3.5-liter EcoBoost handled a 5,000-pound trailer with little drama.',
      { h2: 'Highlights' },
      {
        ul: [
          'Pro Trailer Backup Assist made reversing a borrowed trailer almost easy.',
          'The tailgate step and bed lighting are small touches you use every day.',
          'Highway fuel economy around 22 mpg when not towing.',
        ],
      },
      figure('Half-ton pickups remain the most requested vehicles at our stores.'),
      { h2: 'Things to check on a used F-150' },
      'Look for a complete service history, confirm recall work has been done on the NHTSA site, and check the bed for signs of heavy commercial use. A spray-in bed liner is a plus.',
      `See the latest recall information at [nhtsa.gov/recalls](https://www.nhtsa.gov/recalls).`,
    ],
  },
  {
    slug: 'staff-review-honda-odyssey-road-trip',
    title: 'Staff Review: Honda Odyssey on a Family Road Trip',
    category: 'staff-reviews',
    author: 'jenna-park',
    daysAgo: 96,
    bodyStyle: 'minivans',
    excerpt: 'Two adults, three kids, a dog and 1,100 miles to Michigan and back in a used Odyssey EX-L.',
    body: (figure) => [
      'Nothing tests a minivan like a summer road trip. Our 2021 Odyssey EX-L carried five people, a golden retriever and a week of luggage without anyone touching the third-row floor.',
      { h2: 'The good' },
      {
        ul: [
          'Magic Slide second-row seats made third-row access painless.',
          'A smooth, quiet V6 that averaged 27 mpg on the highway.',
          'Enough cup holders to end every argument.',
        ],
      },
      { h2: 'The less good' },
      { ul: ['The infotainment screen feels dated next to newer rivals.', 'No all-wheel drive option.'] },
      figure('The Odyssey’s sliding second row makes the third row easy to reach.'),
      '**Verdict:** still one of the best family vehicles you can buy used, and a strong performer on resale.',
    ],
  },
  {
    slug: 'staff-review-mid-engine-corvette',
    title: 'Staff Review: A Weekend With the Mid-Engine Corvette',
    category: 'staff-reviews',
    author: 'marcus-bell',
    daysAgo: 158,
    bodyStyle: 'coupes',
    excerpt:
      'Supercar looks, a usable trunk and a surprisingly comfortable ride. Our buyer spent a weekend with a Stingray.',
    body: (figure) => [
      'When a low-mileage Stingray 2LT came through our appraisal lane, I volunteered to make sure it was ready for its next owner. Purely professional reasons.',
      { h2: 'Everyday supercar' },
      'With the magnetic ride suspension in Tour mode, the Corvette rides better than some sport sedans. The front trunk swallows a carry-on, and the rear trunk holds golf clubs or the removable roof panel.',
      figure('The mid-engine layout changed the Corvette’s proportions and its handling.'),
      { h2: 'Buying one used' },
      {
        ul: [
          'Check the front-lift system if equipped; it saves the nose on steep driveways.',
          'Look at tire wear. Performance tires on staggered wheels are not cheap.',
          'Expect strong resale. Clean examples rarely sit for long.',
        ],
      },
      'Because of their value and specialized condition checks, we inspect Corvettes in person before making a final offer.',
    ],
  },
  {
    slug: 'staff-review-used-tesla-model-3',
    title: 'Staff Review: A Used Tesla Model 3 as a Daily Commuter',
    category: 'staff-reviews',
    author: 'jenna-park',
    daysAgo: 230,
    bodyStyle: 'sedans',
    excerpt: 'A five-year-old Model 3 Long Range, a 38-mile commute and an Illinois January.',
    body: (figure) => [
      'Our five-year-old Model 3 Long Range still showed 91 percent of its original battery capacity. On a daily 38-mile commute it needed a charge twice a week, even in January.',
      { h2: 'What stood out' },
      {
        ul: [
          'Instant, quiet acceleration onto the highway.',
          'Low running costs: no oil changes and minimal brake wear.',
          'Over-the-air updates that kept adding features.',
        ],
      },
      { h2: 'What to know' },
      {
        ul: [
          'Cold mornings cut range by about a quarter unless the car is preconditioned.',
          'Nearly every control lives on the center screen.',
          'Tire wear is faster than on a comparable gas sedan.',
        ],
      },
      figure('Electric sedans have become common on the used market.'),
      'Teslas need a closer in-person look when we buy them, so our offers on them include an inspection appointment.',
    ],
  },
  // ---------------------------------------------------------------- Car Advice & Education
  {
    slug: 'how-to-sell-your-car-fast',
    title: 'How to Sell Your Car Fast Without Leaving Money on the Table',
    category: 'car-advice-education',
    author: 'marcus-bell',
    daysAgo: 9,
    helpCenter: true,
    bodyStyle: 'suvs',
    excerpt:
      'Selling a car can take an afternoon or a month. A few steps make the difference between a quick sale and a good one.',
    body: (figure) => [
      'Most people sell a car once every five to seven years, so it is easy to forget how the process works. The good news: you can sell quickly and still get a fair price if you prepare.',
      { h2: 'Five steps to a fast, fair sale' },
      {
        ol: [
          '**Gather your paperwork:** title or loan payoff details, registration and both keys.',
          '**Know your number:** get an online offer so you have a floor before you negotiate anywhere.',
          '**Clean it:** a vacuum and a car wash can add more than they cost.',
          '**Be honest about condition:** accurate answers mean your offer will not change at inspection.',
          '**Compare at least two offers:** and read what each one requires of you.',
        ],
      },
      figure('A clean car with both keys and its paperwork sells fastest.'),
      { h2: 'Two offers in two minutes' },
      `Our online tool gives you an [instant cash offer](${ICO}) and a [profit-sharing offer](${PROFIT}) side by side. The instant offer arrives in under 60 seconds, and both are valid for 7 days.`,
      { cta: sellCta },
    ],
  },
  {
    slug: 'instant-cash-offer-vs-private-sale',
    title: 'Instant Cash Offer vs. Private Sale: Which Pays More?',
    category: 'car-advice-education',
    author: 'marcus-bell',
    daysAgo: 33,
    helpCenter: true,
    bodyStyle: 'sedans',
    excerpt: 'A private sale can bring a higher price, but it comes with costs that rarely show up in the comparison.',
    body: (figure) => [
      'Private buyers often pay more than a dealer, at least on paper. Once you count the time, the risk and the extra costs, the gap is usually smaller than it looks.',
      {
        table: [
          ['', 'Private sale', 'Instant cash offer'],
          ['Time to sell', 'Days to weeks', 'Same day'],
          ['Listing and photos', 'Your job', 'Not needed'],
          ['Test drives with strangers', 'Yes', 'No'],
          ['Loan payoff paperwork', 'Your job', 'We handle it'],
          ['Payment risk', 'Checks can bounce', 'Guaranteed payment'],
          ['Price', 'Negotiated', 'Beats any condition-verified offer by $300'],
        ],
      },
      figure('An instant offer trades a little price for a lot of time and certainty.'),
      { h2: 'When a private sale makes sense' },
      'If your car is rare, highly modified or worth much more to an enthusiast than to the general market, a private sale can be worth the effort. For most daily drivers, the convenience of an instant offer wins.',
      { h2: 'Or get paid twice' },
      `Our [profit-sharing offer](${PROFIT}) pays you an upfront check and a second check after we sell the car, which can land close to a private-sale price without the hassle.`,
      { cta: sellCta },
    ],
  },
  {
    slug: 'how-a-profit-sharing-offer-works',
    title: 'How a Profit-Sharing Offer Works, Step by Step',
    category: 'car-advice-education',
    author: 'samantha-reed',
    daysAgo: 47,
    helpCenter: true,
    bodyStyle: 'wagons',
    excerpt: 'An upfront check now and a second check after the car sells. Here is exactly how both are calculated.',
    body: (figure) => [
      'A profit-sharing offer is for sellers who are happy to wait a little longer in exchange for more money. Instead of one payment, you receive two.',
      { h2: 'The two checks' },
      {
        ol: [
          '**Reserve check (68%):** paid when you hand over the keys and the title.',
          '**Profit-share check (32%):** paid after the car sells, based on the actual sale price.',
        ],
      },
      { h2: 'What is deducted before the split' },
      {
        table: [
          ['Cost', 'How it is calculated', 'Example on a $10,000 sale'],
          ['Reconditioning', 'At least $560: a $260 baseline plus $300 warranty, about 2% of the price', '$560'],
          ['Advertising', 'The greater of $995 or 5% of the sale price', '$995'],
          ['Total', '', '$1,555'],
        ],
      },
      figure('The second check depends on the final sale price.'),
      'Profit sharing is offered on vehicles ten model years old or older, where the retail market often pays more than wholesale buyers expect.',
      `Read the full terms on our [profit-sharing page](${PROFIT}), or compare it with the [instant cash offer](${ICO}).`,
      {
        cta: {
          title: 'Compare both offers',
          text: 'See your instant cash offer and your profit-sharing offer side by side.',
          label: 'Get my offers',
          href: VALUE,
        },
      },
    ],
  },
  {
    slug: 'documents-needed-to-sell-a-car-in-illinois',
    title: 'Documents You Need to Sell a Car in Illinois',
    category: 'car-advice-education',
    author: 'samantha-reed',
    daysAgo: 75,
    helpCenter: true,
    bodyStyle: 'sedans',
    excerpt: 'Title, payoff letter, registration, keys: a checklist for a smooth sale or trade.',
    body: (figure) => [
      'Bringing the right paperwork turns a sale into a twenty-minute visit. Here is what we ask for.',
      { h2: 'Checklist' },
      {
        ul: [
          'The **title**, signed by every owner listed on it. If there is a lien, bring your lender’s name and account number instead.',
          'A valid **driver’s license** for each titled owner.',
          'Current **registration**.',
          '**All keys and fobs.** A missing key lowers the offer slightly.',
          'The **owner’s manual** and service records, if you have them.',
        ],
      },
      figure('Bring the title, your license and every key you have.'),
      { h2: 'Lost your title?' },
      'You can request a duplicate from the Illinois Secretary of State. It usually arrives by mail within a few weeks. See [ilsos.gov](https://www.ilsos.gov) for the current form and fee.',
      `Questions about your situation? [Reach out](${CONTACT}) and we will walk you through it.`,
    ],
  },
  {
    slug: 'trading-in-a-car-you-still-owe-money-on',
    title: 'Trading In a Car You Still Owe Money On',
    category: 'car-advice-education',
    author: 'samantha-reed',
    daysAgo: 101,
    helpCenter: true,
    bodyStyle: 'suvs',
    excerpt: 'Positive equity, negative equity and payoff letters, explained without jargon.',
    body: (figure) => [
      'Most cars we buy still have a loan on them. That is normal, and we handle the payoff directly with your lender.',
      { h2: 'How it works' },
      {
        ol: [
          'We ask for your lender and account number and request a 10-day payoff amount.',
          'If our offer is more than the payoff, you have **positive equity** and we pay you the difference.',
          'If the payoff is more than the offer, you have **negative equity** and can pay the difference or roll it into your next purchase.',
        ],
      },
      figure('We pay your lender directly and send any remaining equity to you.'),
      { h2: 'Tips' },
      {
        ul: [
          'Keep making payments until the payoff is confirmed.',
          'Check for prepaid add-ons, such as service contracts, that may be refundable.',
          'Ask your insurer when to cancel coverage; not before the sale is complete.',
        ],
      },
      { cta: sellCta },
    ],
  },
  {
    slug: 'how-condition-affects-your-offer',
    title: 'How Condition Affects Your Offer: Keys, Tires, Paint and More',
    category: 'car-advice-education',
    author: 'marcus-bell',
    daysAgo: 128,
    helpCenter: true,
    bodyStyle: 'sedans',
    excerpt: 'Our offer starts from market data, then adjusts for condition. Here are the adjustments, in dollars.',
    body: (figure) => [
      'Two cars of the same year, model and mileage can be worth very different amounts. Our condition questions exist so that the offer you see online is the offer you receive.',
      { h2: 'Typical adjustments on cars worth $15,000 or more' },
      {
        table: [
          ['Condition', 'Adjustment'],
          ['Only one key', '$150'],
          ['Smoked in', '$500'],
          ['Interior tears, stains or burns', '$100 per area, up to $300'],
          ['Panels needing touch-up paint', '$200 per panel, up to $600'],
          ['Panels needing body work', '$500 per panel, up to $1,500'],
          ['One or two tires to replace', '$500'],
          ['Three or four tires to replace', '$1,000'],
          ['Check-engine light on', '$1,500'],
        ],
      },
      'On cars worth less than $15,000 we use percentages instead, so a small flaw does not wipe out the value of an older car. Accident history and damage on a history report are always percentages.',
      figure('Answer the condition questions honestly and your offer will not change.'),
      { h2: 'When we need to see the car' },
      'Frame damage, a salvage or rebuilt title, hail or rust damage, transmission problems and cars that do not run all need an in-person look before we can make a firm offer.',
      `Start with your [vehicle details](${VALUE}) to see both offers.`,
    ],
  },
  {
    slug: 'winter-car-care-checklist',
    title: 'A Winter Car Care Checklist for Northern Illinois',
    category: 'car-advice-education',
    author: 'luis-ortega',
    daysAgo: 14,
    bodyStyle: 'suvs',
    excerpt: 'Battery, tires, wipers and washer fluid: what to check before the first hard freeze.',
    body: (figure) => [
      'Cold weather finds every weak part on a car. A half-hour check in October saves a tow truck in January.',
      { h2: 'The checklist' },
      {
        ul: [
          '**Battery:** have it load-tested if it is more than four years old.',
          '**Tires:** at least 4/32 inch of tread, or switch to winter tires.',
          '**Wipers and fluid:** fresh blades and a washer fluid rated to -20°F.',
          '**Coolant:** check the mix protects below zero.',
          '**Emergency kit:** blanket, scraper, jumper cables, phone charger and a small shovel.',
        ],
      },
      figure('Tires and batteries cause most winter breakdowns.'),
      { h2: 'Salt and rust' },
      'Road salt is hard on brake lines and underbodies. Wash the car, including the underside, every couple of weeks during salt season.',
    ],
  },
  {
    slug: 'how-often-should-you-change-your-oil',
    title: 'How Often Should You Really Change Your Oil?',
    category: 'car-advice-education',
    author: 'luis-ortega',
    daysAgo: 58,
    helpCenter: true,
    bodyStyle: 'sedans',
    excerpt:
      'Every 3,000 miles is outdated for many cars, and 10,000 is too long for others. Here is how to find the right interval.',
    body: (figure) => [
      'The old 3,000-mile rule came from an era of conventional oil and looser engine tolerances. Today the right interval depends on your engine, your oil and how you drive.',
      { h2: 'Our general guidance' },
      'For most vehicles we recommend an oil change every **3,000 to 5,000 miles**, closer to 3,000 for older engines, turbocharged engines and severe driving, and closer to 5,000 for newer engines running full synthetic oil.',
      { h3: 'What counts as severe driving?' },
      {
        ul: [
          'Lots of short trips under five miles.',
          'Stop-and-go traffic or long idling.',
          'Towing or carrying heavy loads.',
          'Very cold winters or dusty roads.',
        ],
      },
      figure('Fresh oil protects turbocharged engines in particular.'),
      'Many cars now calculate oil life for you. Follow the reminder, but never go longer than the owner’s manual allows, and check the level between changes.',
    ],
  },
  {
    slug: 'how-to-read-a-vehicle-history-report',
    title: 'How to Read a Vehicle History Report',
    category: 'car-advice-education',
    author: 'jenna-park',
    daysAgo: 165,
    bodyStyle: 'hatchbacks',
    excerpt: 'Owners, accidents, title brands and service records: what the report shows and what it misses.',
    body: (figure) => [
      'A vehicle history report compiles records tied to a car’s VIN: registrations, title events, reported accidents and service visits. It is a useful starting point, not a guarantee.',
      { h2: 'What to look at first' },
      {
        ol: [
          '**Title brands:** salvage, rebuilt, flood or lemon brands are deal-changers.',
          '**Accidents:** note the severity and whether airbags deployed.',
          '**Ownership:** one or two long-term owners is a good sign.',
          '**Odometer readings:** they should increase steadily.',
          '**Service records:** regular oil changes suggest a cared-for car.',
        ],
      },
      figure('The VIN ties every record in the report to one car.'),
      { h2: 'What it can miss' },
      'Accidents repaired without an insurance claim often do not appear. That is why we inspect every car as well, and why an independent inspection is always a good idea on a private sale.',
    ],
  },
  {
    slug: 'improving-your-credit-before-a-car-loan',
    title: 'Improving Your Credit Before a Car Loan',
    category: 'car-advice-education',
    author: 'samantha-reed',
    daysAgo: 190,
    bodyStyle: 'sedans',
    excerpt: 'A few months of preparation can lower your rate by several points. Start here.',
    body: (figure) => [
      'Your credit score is the single biggest factor in your interest rate. The difference between a fair and a good score can be thousands of dollars over a five-year loan.',
      { h2: 'Steps that move the needle' },
      {
        ol: [
          'Pull your free reports at [annualcreditreport.com](https://www.annualcreditreport.com) and dispute errors.',
          'Pay every bill on time; payment history matters most.',
          'Bring credit-card balances below 30 percent of their limits.',
          'Avoid opening new accounts in the months before you apply.',
        ],
      },
      figure('Lower card balances are the quickest way to lift a score.'),
      { h2: 'Shopping for the loan' },
      'Multiple auto-loan inquiries within a short window generally count as one for scoring purposes, so compare offers within about two weeks. A pre-approval that uses a soft inquiry does not affect your score at all.',
    ],
  },
  // ---------------------------------------------------------------- FAQs
  {
    slug: 'what-does-the-75-point-inspection-check',
    title: 'What Does the 75-Point Inspection Check?',
    category: 'faqs',
    author: 'luis-ortega',
    daysAgo: 30,
    helpCenter: true,
    bodyStyle: 'suvs',
    excerpt: 'Every used car we retail passes a 75-point inspection. Here is what our technicians look at.',
    body: (figure) => [
      'Our technicians follow the same 75-point checklist on every used vehicle before it goes on sale.',
      {
        table: [
          ['Area', 'Examples of what we check'],
          ['Engine and drivetrain', 'Leaks, belts, hoses, mounts, transmission shifting'],
          ['Brakes and suspension', 'Pad and rotor thickness, shocks, ball joints'],
          ['Tires and wheels', 'Tread depth, age, alignment, damage'],
          ['Electrical', 'Battery, charging, lights, infotainment, sensors'],
          ['Interior and safety', 'Seat belts, airbags lights, heating and cooling'],
          ['Road test', 'Noises, vibration, steering, driver-assist systems'],
        ],
      },
      figure('Technicians road-test every vehicle as part of the inspection.'),
      'Anything that does not meet our standard is repaired or replaced before sale, or the car goes to auction instead of our lot.',
    ],
  },
  {
    slug: 'lifetime-engine-warranty-questions',
    title: 'Lifetime Engine Warranty: Your Questions Answered',
    category: 'faqs',
    author: 'samantha-reed',
    daysAgo: 70,
    helpCenter: true,
    bodyStyle: 'sedans',
    excerpt: 'Which cars qualify, what is covered and how to keep the coverage active.',
    body: (figure) => [
      { h3: 'Which vehicles qualify?' },
      'Used vehicles with fewer than 85,000 miles at the time of sale qualify for our lifetime engine warranty at no extra cost.',
      { h3: 'What is covered?' },
      'The internally lubricated parts of the engine, such as pistons, crankshaft, camshafts, timing chain and the engine block and heads if damaged by a covered part.',
      { h3: 'How do I keep it active?' },
      'Keep up with the maintenance schedule, including oil changes every 3,000 to 5,000 miles, and keep your receipts.',
      figure('Coverage stays active for as long as you own the car and follow the maintenance schedule.'),
      { h3: 'Is it transferable?' },
      'Coverage applies to the original buyer for as long as they own the vehicle.',
    ],
  },
  {
    slug: 'how-long-is-my-offer-valid',
    title: 'How Long Is My Offer Valid?',
    category: 'faqs',
    author: 'marcus-bell',
    daysAgo: 45,
    helpCenter: true,
    bodyStyle: 'sedans',
    excerpt: 'Both online offers are valid for 7 days, as long as the car matches your answers.',
    body: (figure) => [
      'Both the instant cash offer and the profit-sharing offer are valid for **7 days** from the moment you receive them.',
      'The offer stays the same as long as the car matches the details you gave us: mileage within a reasonable margin, the condition answers and the equipment.',
      figure('Bring the car in within 7 days to lock in your offer.'),
      { h3: 'What if my offer expires?' },
      `Just [value your car again](${VALUE}). Prices move with the market, so the new offer may be higher or lower.`,
    ],
  },
  {
    slug: 'can-i-sell-a-car-that-does-not-run',
    title: 'Can I Sell a Car That Doesn’t Run?',
    category: 'faqs',
    author: 'marcus-bell',
    daysAgo: 83,
    helpCenter: true,
    bodyStyle: 'sedans',
    excerpt: 'Yes. Some cars need an in-person look before we can make a firm offer; here is when.',
    body: (figure) => [
      'Yes, we buy cars that do not run. Because we cannot price them from answers alone, we ask you to bring them in (or arrange a tow) for an inspection first.',
      { h2: 'Cars we always inspect in person' },
      {
        ul: [
          'Cars that do not start or drive, or have transmission problems.',
          'Frame damage, or a salvage or rebuilt title.',
          'Hail or rust damage.',
          'Vehicles with 160,000 miles or more.',
          'Vehicles 15 or more years old, or less than a year old.',
          'Cash offers above $60,000.',
          'Certain models, including Corvette, Tesla, Porsche, Land Rover, Jaguar, Jeep Wrangler and Jeep Gladiator.',
        ],
      },
      figure('Some vehicles need a quick in-person look before we can make a firm offer.'),
      `[Contact us](${CONTACT}) to book a time.`,
    ],
  },
  {
    slug: 'do-i-need-an-appointment',
    title: 'Do I Need an Appointment to Sell or Trade?',
    category: 'faqs',
    author: 'marcus-bell',
    daysAgo: 150,
    helpCenter: true,
    bodyStyle: 'suvs',
    excerpt: 'Walk-ins are welcome during open hours; an appointment gets you in and out faster.',
    body: (figure) => [
      'No appointment is needed. Drive in during sales hours and a buyer will inspect your car while you wait, usually in about 30 minutes.',
      'If you already have an online offer, booking a time means the paperwork is ready when you arrive.',
      figure('Most visits take less than an hour from arrival to payment.'),
      `Find hours and directions on our [contact page](${CONTACT}).`,
    ],
  },
  // ---------------------------------------------------------------- News
  {
    slug: 'online-offer-in-under-60-seconds',
    title: 'Our Online Offer Now Takes Under 60 Seconds',
    category: 'news',
    author: 'jenna-park',
    daysAgo: 6,
    bodyStyle: 'sedans',
    excerpt:
      'A faster valuation tool gives you both offers in about two minutes, with the instant offer in under a minute.',
    body: (figure) => [
      'We rebuilt our valuation tool this fall. Enter a plate or VIN, answer a short set of condition questions, and the instant cash offer appears in under 60 seconds.',
      { h2: 'What changed' },
      {
        ul: [
          'Plate lookup for every state, not just Illinois.',
          'Fewer questions for cars in good condition.',
          'Both offers on one screen so you can compare them.',
        ],
      },
      figure('The new tool shows both offers side by side.'),
      `[Try it now](${VALUE}) or read [how it works](${HOW}).`,
    ],
  },
  {
    slug: 'used-car-prices-what-sellers-should-know',
    title: 'Used-Car Prices Heading Into 2027: What Sellers Should Know',
    category: 'news',
    author: 'jenna-park',
    daysAgo: 21,
    bodyStyle: 'trucks',
    excerpt: 'Prices have settled after several wild years, but demand for clean, low-mileage cars is still strong.',
    body: (figure) => [
      'After years of big swings, used-car prices have settled into a steadier pattern. Clean, low-mileage vehicles and trucks continue to command strong prices; older sedans have softened.',
      { h2: 'What it means for you' },
      {
        ul: [
          'Trucks, hybrids and three-row SUVs remain in high demand.',
          'Values typically dip in winter for convertibles and sports cars.',
          'An offer valid for 7 days lets you shop around without pressure.',
        ],
      },
      figure('Demand for trucks and hybrids remains strong.'),
      `Curious where your car stands? [Get your offers](${VALUE}).`,
    ],
  },
  {
    slug: 'fast-chargers-at-our-stores',
    title: 'Fast Chargers Now Available at Our Stores',
    category: 'news',
    author: 'luis-ortega',
    daysAgo: 77,
    bodyStyle: 'hatchbacks',
    excerpt: 'Selling or shopping an EV? Charge while you visit.',
    body: (figure) => [
      'We have added DC fast chargers at our stores. Customers can charge free of charge while they visit, and the chargers let us test electric vehicles at a full state of charge.',
      figure('DC fast chargers are free for customers during visits.'),
      `Hours and locations are on our [contact page](${CONTACT}).`,
    ],
  },
  // ---------------------------------------------------------------- Community Outreach
  {
    slug: 'winter-coat-drive-results',
    title: 'Our Winter Coat Drive Collected 1,200 Coats',
    category: 'community-outreach',
    author: 'priya-raman',
    daysAgo: 330,
    bodyStyle: 'minivans',
    excerpt: 'Thank you to every customer and neighbor who dropped off a coat this season.',
    body: (figure) => [
      'For six weeks, our stores doubled as drop-off points for gently used winter coats. Customers, neighbors and our own staff filled the bins again and again.',
      { h2: 'By the numbers' },
      {
        ul: [
          '1,200 coats collected.',
          '300 pairs of gloves and 250 hats.',
          'Four partner shelters and school districts supplied.',
        ],
      },
      figure('Our team loaded donations for delivery to partner shelters.'),
      `We will run the drive again this winter. Want to help organize? See our [careers page](${CAREERS}) or [meet the team](${TEAM}).`,
    ],
  },
  {
    slug: 'teen-driver-safety-workshops',
    title: 'Free Teen Driver Safety Workshops This Spring',
    category: 'community-outreach',
    author: 'priya-raman',
    daysAgo: 250,
    bodyStyle: 'hatchbacks',
    excerpt:
      'Hands-on sessions for new drivers and their parents, covering tire changes, dashboard lights and winter driving.',
    body: (figure) => [
      'New drivers learn the rules of the road in class. Our workshops cover what happens when something goes wrong.',
      { h2: 'What we cover' },
      {
        ul: [
          'Changing a tire and checking tire pressure.',
          'What each dashboard warning light means.',
          'What to do after a minor accident.',
          'Winter driving and skid recovery basics.',
        ],
      },
      figure('Technicians lead hands-on sessions in the service bay.'),
      `Sessions are free and open to families in the area. [Contact us](${CONTACT}) to reserve a spot.`,
    ],
  },
  {
    slug: 'staff-volunteer-day-food-pantry',
    title: 'Staff Volunteer Day at a Local Food Pantry',
    category: 'community-outreach',
    author: 'priya-raman',
    daysAgo: 285,
    bodyStyle: 'commercial',
    excerpt: 'Forty team members spent a Saturday sorting and packing food for families in the western suburbs.',
    body: (figure) => [
      'Forty members of our team traded the showroom for a warehouse floor one Saturday, sorting donations and packing boxes for families across the western suburbs.',
      { quote: '“It was the best team meeting we have had all year.”' },
      figure('Volunteers packed more than 900 boxes in one day.'),
      `Read more about [our company](${pathFor('company')}) and the causes we support, or browse more [stories](${RESEARCH}).`,
    ],
  },
];

export const categoryDocId = (categorySlug: string) => docId('articleCategory', categorySlug);
export const authorDocId = (authorSlug: string) => docId('author', authorSlug);

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

export function buildArticleCategories(): ArticleCategoryDoc[] {
  return CATEGORIES.map((category, index) => ({
    _id: categoryDocId(category.slug),
    _type: 'articleCategory',
    title: category.title,
    slug: slug(category.slug),
    description: category.description,
    orderRank: index + 1,
  }));
}

export function buildAuthors(ctx: SeedContext): AuthorDoc[] {
  return AUTHORS.map((author) => ({
    _id: authorDocId(author.slug),
    _type: 'author',
    name: author.name,
    slug: slug(author.slug),
    role: author.role,
    image: portraitImage(ctx.images, author.name),
    bio: author.bio,
  }));
}

const FIGURE_PAINTS = [
  { base: 'red', hex: '#b3202a' },
  { base: 'blue', hex: '#1f4fa3' },
  { base: 'silver', hex: '#b6bcc3' },
  { base: 'white', hex: '#eef0ee' },
  { base: 'gray', hex: '#676e76' },
];

export function buildArticles(ctx: SeedContext): ArticleDoc[] {
  return ARTICLES.map((spec, index): ArticleDoc => {
    const category = CATEGORIES.find((candidate) => candidate.slug === spec.category);
    if (!category) throw new Error(`Unknown category ${spec.category}`);
    const id = docId('article', spec.slug);
    const mainImage = coverImage(ctx.images, spec.slug, category, spec.bodyStyle, `${spec.title}: illustration`);
    const paint = FIGURE_PAINTS[index % FIGURE_PAINTS.length] ?? { base: 'silver', hex: '#b6bcc3' };
    const figure = (caption: string): RichInput => {
      const image: SeedImage =
        spec.category === 'community-outreach' || spec.category === 'faqs'
          ? illustrationImage(ctx.images, `article-${category.slug}`, category.color, category.symbol, caption)
          : vehiclePhoto(ctx.images, spec.bodyStyle, paint, index % 2 === 0 ? 'side' : 'front', caption);
      return { image: { ...image, caption } };
    };
    return {
      _id: id,
      _type: 'article',
      title: spec.title,
      slug: slug(spec.slug),
      category: ref(categoryDocId(spec.category)),
      author: ref(authorDocId(spec.author)),
      publishedAt: dateTimeFromReference(-spec.daysAgo, 13, (index * 7) % 60),
      excerpt: spec.excerpt,
      mainImage,
      body: richText(`${id}/body`, spec.body(figure)),
      seo: { _type: 'seoFields', title: clip(spec.title, 65), description: clip(spec.excerpt, 160) },
      helpCenter: spec.helpCenter ?? false,
    };
  });
}
