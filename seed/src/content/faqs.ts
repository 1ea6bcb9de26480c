/** Frequently asked questions by topic. The sell-car dataset carries the general and sell topics. */
import type { FaqTopic } from '@dealer/schemas/constants';
import { pathFor } from '@dealer/schemas/routes';
import { richText, type RichInput } from '../portable-text';
import type { FaqDoc } from '../types';
import type { SeedContext } from './context';
import { docId } from '../keys';

interface FaqSpec {
  id: string;
  question: string;
  answer: RichInput[];
}

function faqs(ctx: SeedContext): Record<FaqTopic, FaqSpec[]> {
  const sellCar = ctx.variant === 'sell-car';
  return {
    general: [
      {
        id: 'hours',
        question: 'What are your hours?',
        answer: [
          sellCar
            ? 'Our buying centers are open 9 AM to 6 PM Monday through Friday and 9 AM to 5 PM on Saturday; Schaumburg stays open until 7 PM on Thursdays. We are closed on Sundays.'
            : 'Sales hours are 9 AM to 6 PM on weekdays and 9 AM to 5 PM on Saturdays, with later evenings at some stores. Service opens at 7:30 AM on weekdays. All stores are closed on Sundays.',
          `See each store’s hours on our [contact page](${pathFor('contact')}).`,
        ],
      },
      {
        id: 'locations',
        question: sellCar ? 'Where are you located?' : 'How many locations do you have?',
        answer: [
          sellCar
            ? 'We have two buying centers in the western and north-western suburbs of Chicago: Naperville and Schaumburg.'
            : 'Four stores across the Chicago area: Aurora, Joliet, Elgin and Orland Park. Aurora, Joliet and Orland Park have full service departments.',
        ],
      },
      {
        id: 'spanish',
        question: '¿Hablan español?',
        answer: [
          'Yes. Several members of our team speak Spanish, and our website is available in Spanish from the language menu.',
        ],
      },
    ],
    sell: [
      {
        id: 'how-fast',
        question: 'How fast will I get an offer?',
        answer: [
          'Your instant cash offer appears in under 60 seconds after you answer the condition questions. The whole process, both offers included, takes about two minutes.',
        ],
      },
      {
        id: 'valid',
        question: 'How long is my offer valid?',
        answer: ['Offers are valid for 7 days, as long as the vehicle matches the details you provided.'],
      },
      {
        id: 'beat',
        question: 'Will you beat another offer?',
        answer: [
          'Yes. Our instant cash offer beats any condition-verified offer by $300. Bring the written offer from a licensed dealer or vehicle buyer, made after an in-person inspection, and we will beat it.',
        ],
      },
      {
        id: 'profit-sharing',
        question: 'What is the profit-sharing offer?',
        answer: [
          `You receive an upfront check when you hand over the keys and a second check after we sell your car. The split is 68% up front and 32% after the sale. [Learn how it works](${pathFor('profitSharingOffer')}).`,
        ],
      },
      {
        id: 'loan',
        question: 'Can I sell a car I still owe money on?',
        answer: [
          'Yes. We pay your lender directly. If our offer is more than the payoff, we pay you the difference; if it is less, you can pay the difference at the time of sale.',
        ],
      },
      {
        id: 'bring-in',
        question: 'Why do I need to bring my car in?',
        answer: [
          'Some vehicles need an in-person inspection before a firm offer, for example cars with hail or rust damage, frame damage or a salvage title, transmission problems, or cars that do not run.',
        ],
      },
    ],
    warranty: [
      {
        id: 'lifetime-engine',
        question: 'What is the lifetime engine warranty?',
        answer: [
          'Used vehicles with fewer than 85,000 miles at the time of sale come with our lifetime engine warranty at no extra cost. It covers the internally lubricated engine parts for as long as you own the car and follow the maintenance schedule.',
        ],
      },
      {
        id: 'inspection',
        question: 'What is the 75-point inspection?',
        answer: [
          'Every used vehicle we sell passes a 75-point inspection of the engine, transmission, brakes, suspension, tires, electrical systems, interior and safety equipment, plus a road test.',
        ],
      },
      {
        id: 'keep-active',
        question: 'How do I keep the warranty active?',
        answer: [
          'Follow the maintenance schedule in the owner’s manual, including an oil change every 3,000 to 5,000 miles, and keep your receipts. Service at our stores is recorded automatically.',
        ],
      },
      {
        id: 'protection-plans',
        question: 'Do you offer extended protection plans?',
        answer: [
          `Yes. Plans cover major components beyond the engine, along with roadside assistance and rental reimbursement. See [vehicle protection plans](${pathFor('protectionPlans')}).`,
        ],
      },
    ],
    service: [
      {
        id: 'oil',
        question: 'How often should I change my oil?',
        answer: [
          'We recommend an oil change every 3,000 to 5,000 miles, depending on your engine, the oil used and how you drive. Short trips, towing and cold winters call for the shorter interval.',
        ],
      },
      {
        id: 'appointment',
        question: 'Do I need an appointment?',
        answer: [
          `Appointments are recommended and easy to [book online](${pathFor('serviceSchedule')}). Quick services such as oil changes and battery tests can often be done while you wait.`,
        ],
      },
      {
        id: 'makes',
        question: 'Do you service all makes and models?',
        answer: [
          'Yes. Our technicians service all major makes, domestic and imported, including hybrids and electric vehicles.',
        ],
      },
      {
        id: 'lounge',
        question: 'Can I wait while my car is serviced?',
        answer: [
          'Yes. Our customer lounge has Wi-Fi, coffee and workspaces. For longer repairs we offer a shuttle within 10 miles.',
        ],
      },
    ],
    financing: [
      {
        id: 'pre-approval',
        question: 'How fast can I get pre-approved?',
        answer: ['Pre-approval takes under 60 seconds online and does not affect your credit score.'],
      },
      {
        id: 'decision',
        question: 'How long does a full credit decision take?',
        answer: [
          'Most full credit applications receive a decision within 24 to 48 hours, often sooner during business hours.',
        ],
      },
      {
        id: 'bad-credit',
        question: 'Can I get financing with bad credit?',
        answer: [
          `Yes. We work with lenders who specialize in every credit situation, including past bankruptcies and first-time buyers. See [bad-credit auto financing](${pathFor('badCreditFinancing')}).`,
        ],
      },
      {
        id: 'down-payment',
        question: 'How much should I put down?',
        answer: [
          'Many buyers put down 10 percent or $1,000, but it is not always required. A larger down payment lowers your monthly payment and total interest.',
        ],
      },
    ],
    inventory: [
      {
        id: 'hold',
        question: 'Can I put a vehicle on hold?',
        answer: ['Yes. Call the store or schedule a test drive online and we will hold the vehicle for 24 hours.'],
      },
      {
        id: 'private',
        question: 'What is the private inventory?',
        answer: [
          'Some vehicles are listed privately before they reach the public site. Save your details once to unlock them.',
        ],
      },
      {
        id: 'test-drive',
        question: 'Can I test drive before buying?',
        answer: [
          'Of course. Choose a day and time on any vehicle page and we will have the car ready when you arrive.',
        ],
      },
      {
        id: 'price',
        question: 'Are your prices negotiable?',
        answer: [
          'Our prices are set from live market data, so the price you see is the price you pay before tax, title, license and the documentary fee.',
        ],
      },
    ],
  };
}

export function buildFaqs(ctx: SeedContext): FaqDoc[] {
  const all = faqs(ctx);
  const topics: FaqTopic[] =
    ctx.variant === 'sell-car'
      ? ['general', 'sell']
      : ['general', 'sell', 'warranty', 'service', 'financing', 'inventory'];
  return topics.flatMap((topic) =>
    all[topic].map((spec, index): FaqDoc => {
      const id = docId('faq', `${topic}-${spec.id}`);
      return {
        _id: id,
        _type: 'faq',
        question: spec.question,
        answer: richText(`${id}/answer`, spec.answer),
        topic,
        orderRank: index + 1,
      };
    }),
  );
}
