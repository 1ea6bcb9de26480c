/**
 * One valid submission per form type, as a client would post it (`POST /api/leads` body minus `form`). Used by the
 * operator's `npm run leads:test-send` receipt and by tests; every sample passes its form's schema.
 */
import type { LeadFormType } from '@dealer/schemas/constants';

import type { LeadFormInput } from './schemas';

const visitor = {
  firstName: 'Test',
  lastName: 'Lead',
  email: 'test.lead@example.com',
  phone: '+1 (630) 555-0100',
} as const;

const vehicle = {
  vin: '1HGCV1F34LA000001',
  year: 2020,
  make: 'Honda',
  model: 'Accord',
  trim: 'Sport',
  stockNumber: 'A1001',
  miles: 42000,
  price: 21995,
  condition: 'used',
  bodystyle: 'Sedan',
  transmission: 'Automatic',
  exteriorcolor: 'Blue',
  fuelType: 'Gasoline',
  doors: 4,
};

/**
 * A test drive is refused outside the next two weeks' sales hours, so its sample day is the second weekday (Tuesday to
 * Friday) from today: a 10:30 slot there is open at every seeded store, whatever the day the sample is sent.
 */
function comingWeekday(today: Date): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2));
  while (day.getUTCDay() < 2 || day.getUTCDay() > 5) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export const SAMPLE_LEADS: { [F in LeadFormType]: LeadFormInput<F> } = {
  DEFAULT: { ...visitor, message: 'Test lead from the operator tool.' },
  UNLOCK_INVENTORY: { ...visitor },
  UNLOCK_PRICE: { ...visitor, vehicle, downPayment: 2000, tradingIn: false, creditScore: 'Good' },
  SCHEDULE_TEST_DRIVE: { ...visitor, vehicle, day: comingWeekday(new Date()), time: '10:30' },
  SELL_OR_TRADE: {
    ...visitor,
    make: 'Toyota',
    model: 'Camry',
    year: 2017,
    mileage: 68000,
    vin: '4T1BF1FK5HU000001',
    offerKind: 'cashNow',
    price: 14300,
    message: 'Two keys, no accidents.',
  },
  CONTACT_SALES: { ...visitor, inquiryType: 1, message: 'Is the Accord still available?' },
  CONTACT_DEALERSHIP: { ...visitor, inquiryType: 7, message: 'What are your hours on holidays?' },
  CONTACT_FINANCE: { ...visitor, inquiryType: 2, message: 'Do you work with first-time buyers?' },
  CONTACT_SERVICE: { ...visitor, message: 'How long does an oil change take?' },
  CAREERS: { ...visitor, position: 'Vehicle Buyer', message: 'Five years of buying experience.' },
  SERVICE: {
    ...visitor,
    appointmentDate: '2030-06-15',
    appointmentTime: '08:00',
    services: ['Oil change'],
    year: 2019,
    make: 'Ford',
    model: 'Escape',
    mileage: 51000,
  },
  APPLY_FINANCING: { ...visitor, vehicle, downPayment: 1500, monthlyIncome: 4200, creditScore: 'Okay' },
  FULL_CREDIT_APP: {
    ...visitor,
    dateOfBirth: '1985-04-12',
    ssn: '123-45-6789',
    residences: [
      {
        housingStatus: 'rent',
        monthlyRent: 1400,
        yearsAtAddress: 3,
        monthsAtAddress: 2,
        fullAddress: '100 Main St',
        city: 'Naperville',
        state: 'IL',
        zipCode: '60540',
      },
    ],
    employments: [{ employer: 'Acme Co', jobTitle: 'Analyst', monthlyIncome: 5200, incomeType: 'employed', years: 4 }],
    vehicle,
    esignConsent: true,
  },
  STAFF_MEMBER: { ...visitor, staffMember: 'staff-slug', message: 'Thanks for the help last week!' },
  // The VIN must be a car in stock (the server prices the deal from it): senders put a real one in (test-send.ts).
  DEAL_SHEET: {
    ...visitor,
    vin: vehicle.vin,
    downPayment: 2500,
    creditBand: 'Good',
    termMonths: 60,
    tradeIn: 'estimate',
    tradeInEstimate: 6000,
    tradeInPayoff: 1500,
  },
};

/** A co-borrower for the credit application sample: the applicant's structure, SSN 987-65-4321. */
export const SAMPLE_CO_BORROWER = {
  firstName: 'Luis',
  lastName: 'Diaz',
  email: 'luis@example.com',
  phone: '(630) 555-0111',
  dateOfBirth: '1983-09-30',
  ssn: '987-65-4321',
  residences: SAMPLE_LEADS.FULL_CREDIT_APP.residences,
  employments: SAMPLE_LEADS.FULL_CREDIT_APP.employments,
};
