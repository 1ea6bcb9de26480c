/**
 * Parsed form values → the lead payload (user, vehicle, sellVehicle, url, comments), plus the
 * form-specific answers as labelled details. The payload is what the lead row stores and what both mail formats
 * render. Credit data never enters it (FULL_CREDIT_APP's go to `sensitive`; only the SSN's last four are shown).
 */
import type { LeadFormType } from '@dealer/schemas/constants';

import type { AdfVehicleInterest } from './adf';
import { contactFormType, CONTACT_INQUIRY_LABELS } from './contact-inquiries';
import { leadReference } from './reference';
import type { LeadAddress, VehicleOfInterest } from './schemas/common';
import { splitCreditApplication } from './schemas/full-credit-app';
import { dealLeadDetails, dealTradeInVehicle, type DealLeadFacts } from '../deal/deal-lead';
import type { LeadFormValues } from './schemas';

export interface LeadPayloadAddress {
  type?: 'home' | 'work' | 'delivery';
  street?: string;
  apartment?: string;
  city?: string;
  regioncode?: string;
  postalcode?: string;
}

export interface LeadPayloadUser {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  comments?: string;
  address?: LeadPayloadAddress;
}

export interface LeadPayloadVehicle {
  vin?: string;
  stockNumber?: string;
  year?: number;
  make?: string;
  model?: string;
  trim?: string;
  doors?: number;
  bodystyle?: string;
  transmission?: string;
  fuelType?: string;
  exteriorColor?: string;
  condition?: string;
  interest?: AdfVehicleInterest;
  price?: number;
  miles?: number;
  url?: string;
  comments?: string;
  /** A deal sheet's financing of this car (ADF `<finance>`), in dollars. */
  finance?: LeadPayloadFinance;
}

export interface LeadPayloadFinance {
  downPayment: number;
  monthly: number;
  amountFinanced: number;
}

export interface LeadPayloadSellVehicle {
  year?: number;
  make?: string;
  model?: string;
  miles?: number;
  vin?: string;
  trim?: string;
  exteriorColor?: string;
  /** The sell flow's offer amount (ADF `<price type="offer">`); a deal sheet's trade-in value. */
  offerPrice?: number;
  /** ADF interest: `sell` (the sell flow, the default) or `trade-in` (a deal sheet's trade-in). */
  interest?: 'sell' | 'trade-in';
  /** ADF price type of `offerPrice`: `offer` (default) or `appraisal` (the shopper's own estimate). */
  priceType?: 'offer' | 'appraisal';
  /** ADF price source, e.g. "Shopper estimate". */
  priceSource?: string;
}

/** A form-specific answer (position, test-drive day …), shown in text mails and ADF customer comments. */
export interface LeadDetail {
  label: string;
  value: string;
}

export interface LeadPayload {
  /** The routed form type (contact inquiries pick one of the CONTACT_* keys). */
  formType: LeadFormType;
  user: LeadPayloadUser;
  vehicle?: LeadPayloadVehicle;
  sellVehicle?: LeadPayloadSellVehicle;
  details: LeadDetail[];
  url?: string;
  comments?: string;
}

/** What the lead service knows before the payload is built: the lead's id (made up front) and when it came in. */
export interface LeadContext {
  leadId?: string;
  receivedAt?: Date;
  /** DEAL_SHEET: the deal the server worked out from the car, its store and the offer (server/deal). */
  deal?: DealLeadFacts;
}

export interface BuiltLead {
  payload: LeadPayload;
  /** FULL_CREDIT_APP only: encrypted at rest, never mailed. */
  sensitive?: Record<string, unknown>;
  /** STAFF_MEMBER only: the slug of the team member to copy. */
  staffMemberSlug?: string;
}

/** Human names of the form types, for text mails and operator output. */
export const LEAD_FORM_LABELS: Readonly<Record<LeadFormType, string>> = {
  DEFAULT: 'Website lead',
  UNLOCK_INVENTORY: 'Unlock inventory',
  UNLOCK_PRICE: 'Unlock price',
  SCHEDULE_TEST_DRIVE: 'Schedule a test drive',
  SELL_OR_TRADE: 'Sell or trade',
  CONTACT_SALES: 'Contact: sales',
  CONTACT_DEALERSHIP: 'Contact: dealership',
  CONTACT_FINANCE: 'Contact: finance',
  CONTACT_SERVICE: 'Contact: service',
  CAREERS: 'Careers',
  SERVICE: 'Service appointment',
  APPLY_FINANCING: 'Apply for financing',
  FULL_CREDIT_APP: 'Full credit application',
  STAFF_MEMBER: 'Connect with a staff member',
  DEAL_SHEET: 'Deal sheet',
};

function user(
  values: { firstName: string; lastName: string; email: string; phone: string; message?: string },
  address?: LeadAddress,
): LeadPayloadUser {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    comments: values.message,
    address: address
      ? {
          type: 'home',
          street: address.address,
          apartment: address.apartment,
          city: address.city,
          regioncode: address.state,
          postalcode: address.zipCode,
        }
      : undefined,
  };
}

function vehicleOf(
  vehicle: VehicleOfInterest | undefined,
  interest?: AdfVehicleInterest,
): LeadPayloadVehicle | undefined {
  if (!vehicle) return undefined;
  return {
    vin: vehicle.vin,
    stockNumber: vehicle.stockNumber,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    doors: vehicle.doors,
    bodystyle: vehicle.bodystyle,
    transmission: vehicle.transmission,
    fuelType: vehicle.fuelType,
    exteriorColor: vehicle.exteriorcolor,
    condition: vehicle.condition,
    interest,
    price: vehicle.price,
    miles: vehicle.miles,
    url: vehicle.url,
  };
}

function money(value: number): string {
  return `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** Only details that have a value. */
function details(entries: Array<[string, string | number | boolean | undefined | null]>): LeadDetail[] {
  return entries
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([label, value]) => ({
      label,
      value: typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value),
    }))
    .filter((detail) => detail.value.trim() !== '');
}

type Builders = { [F in LeadFormType]: (values: LeadFormValues<F>, context: LeadContext) => BuiltLead };

/** `***-**-6789 (last four)`: all the mail may show of an SSN (the rest stays encrypted; docs/leads.md#credit-data). */
export function maskedSsn(ssn: string): string {
  return `***-**-${ssn.replace(/\D/g, '').slice(-4)} (last four)`;
}

const contactBuilder = (values: LeadFormValues<'CONTACT_SALES'>): BuiltLead => ({
  payload: {
    formType: contactFormType(values.inquiryType),
    user: user(values),
    details: details([['Inquiry', CONTACT_INQUIRY_LABELS[values.inquiryType]]]),
    url: values.url,
  },
});

const builders: Builders = {
  DEFAULT: (values) => ({
    payload: {
      // A popup's configured template routes and labels its compact form (schemas/common.ts, POPUP_TEMPLATE_TYPES).
      formType: values.template ?? 'DEFAULT',
      user: user(values),
      vehicle: vehicleOf(values.vehicle),
      details: details(Object.entries(values.emailData ?? {})),
      url: values.url,
    },
  }),
  UNLOCK_INVENTORY: (values) => ({
    payload: {
      formType: 'UNLOCK_INVENTORY',
      user: user(values),
      vehicle: vehicleOf(values.vehicle),
      details: details(Object.entries(values.emailData ?? {})),
      url: values.url,
    },
  }),
  UNLOCK_PRICE: (values) => ({
    payload: {
      formType: 'UNLOCK_PRICE',
      user: user(values),
      vehicle: vehicleOf(values.vehicle),
      details: details([
        ['Down payment', values.downPayment === undefined ? undefined : money(values.downPayment)],
        ['Trading in', values.tradingIn],
        ['Trade equity', values.tradeEquity === undefined ? undefined : money(values.tradeEquity)],
        ['Credit score', values.creditScore],
      ]),
      url: values.url,
    },
  }),
  SCHEDULE_TEST_DRIVE: (values) => ({
    payload: {
      formType: 'SCHEDULE_TEST_DRIVE',
      user: user(values),
      vehicle: vehicleOf(values.vehicle, 'test-drive'),
      details: details([
        ['Test drive day', values.day],
        ['Test drive time', values.time],
      ]),
      url: values.url,
    },
  }),
  SELL_OR_TRADE: (values) => ({
    payload: {
      formType: 'SELL_OR_TRADE',
      user: user(values, values.address),
      sellVehicle: {
        year: values.year,
        make: values.make,
        model: values.model,
        miles: values.mileage,
        vin: values.vin,
        trim: values.trim,
      },
      details: details([
        ['Sell or trade', values.tradeIn ? 'Trade toward a purchase' : 'Sell'],
        ['Exterior color', values.exteriorColor],
        [
          'Offer',
          values.offerKind === 'cashNow'
            ? 'Instant cash offer'
            : values.offerKind === 'moreCashLater'
              ? 'Profit-sharing offer'
              : undefined,
        ],
        ['Offer id', values.offerId],
        ['Price', values.price === undefined ? undefined : money(values.price)],
      ]),
      url: values.url,
    },
  }),
  CONTACT_SALES: contactBuilder,
  CONTACT_DEALERSHIP: contactBuilder,
  CONTACT_FINANCE: contactBuilder,
  CONTACT_SERVICE: (values) => ({
    payload: {
      formType: 'CONTACT_SERVICE',
      user: user(values),
      vehicle: vehicleOf(values.vehicle),
      details: [],
      url: values.url,
    },
  }),
  CAREERS: (values) => ({
    payload: {
      formType: 'CAREERS',
      user: user(values),
      details: details([['Position', values.position]]),
      url: values.url,
    },
  }),
  SERVICE: (values) => ({
    payload: {
      formType: 'SERVICE',
      user: user(values),
      vehicle: {
        year: values.year,
        make: values.make,
        model: values.model,
        miles: values.mileage,
        vin: values.vin,
        condition: 'used',
        interest: 'buy',
      },
      details: details([
        ['Appointment number', values.appointmentNumber],
        ['Appointment date', values.appointmentDate],
        ['Appointment time', values.appointmentTime],
        ['Services', values.services?.join(', ')],
        ['Offer', values.offer],
        ...((values.appointmentFor === 'business'
          ? [
              ['Business', values.businessName],
              ['Business contact', values.contactName],
              ['Contact title', values.contactTitle],
              ['Contact phone', values.contactPhone],
              ['Contact e-mail', values.contactEmail],
            ]
          : [['Business', values.businessName]]) satisfies Array<[string, string | undefined]>),
      ]),
      url: values.url,
    },
  }),
  APPLY_FINANCING: (values, { leadId }) => ({
    payload: {
      formType: 'APPLY_FINANCING',
      user: user(values),
      vehicle: vehicleOf(values.vehicle),
      details: details([
        // The short reference the visitor was shown on the confirmation.
        ['Reference number', leadId ? leadReference(leadId) : undefined],
        ['Down payment', values.downPayment === undefined ? undefined : money(values.downPayment)],
        ['Monthly income', values.monthlyIncome === undefined ? undefined : money(values.monthlyIncome)],
        ['Credit score', values.creditScore],
        ['Trading in', values.tradeIn],
      ]),
      url: values.url,
    },
  }),
  FULL_CREDIT_APP: (values, { leadId, receivedAt }) => {
    const { contact, sensitive } = splitCreditApplication(values);
    return {
      payload: {
        formType: 'FULL_CREDIT_APP',
        user: user(contact, contact.address),
        vehicle: vehicleOf(contact.vehicle),
        details: details([
          [
            'Co-borrower',
            contact.coBorrower
              ? `${contact.coBorrower.firstName} ${contact.coBorrower.lastName}, ${contact.coBorrower.email}, ${contact.coBorrower.phone}`
              : undefined,
          ],
          ['SSN', maskedSsn(values.ssn)],
          ['Co-borrower SSN', values.coBorrower ? maskedSsn(values.coBorrower.ssn) : undefined],
          ['E-signature consent', `accepted${receivedAt ? ` ${receivedAt.toISOString()}` : ''}`],
          ['Application', 'Stored encrypted; reveal it with the credit-app reveal tool'],
          // The id the reveal tool needs: the receiver finds it in the mail itself.
          ['Reference', leadId ? `${leadId} (npm run credit-app:reveal -- ${leadId})` : undefined],
          // The short reference the visitor was shown on the confirmation.
          ['Reference number', leadId ? leadReference(leadId) : undefined],
        ]),
        url: contact.url,
      },
      sensitive: { ...sensitive },
    };
  },
  STAFF_MEMBER: (values) => ({
    payload: {
      formType: 'STAFF_MEMBER',
      user: user(values),
      details: details([['Staff member', values.staffMember]]),
      url: values.url,
    },
    staffMemberSlug: values.staffMember,
  }),
  // Without the server's facts (the submission digest), the lead is what the shopper sent: the car and their terms.
  DEAL_SHEET: (values, { deal }) => ({
    payload: {
      formType: 'DEAL_SHEET',
      user: user(values),
      vehicle: deal
        ? {
            ...deal.vehicle,
            interest: 'buy',
            finance: {
              downPayment: deal.sheet.downPaymentCents / 100,
              monthly: deal.sheet.monthlyPaymentCents / 100,
              amountFinanced: deal.sheet.amountFinancedCents / 100,
            },
          }
        : { vin: values.vin, interest: 'buy' },
      sellVehicle: deal ? dealTradeInVehicle(deal.tradeIn) : undefined,
      details: deal
        ? dealLeadDetails(deal)
        : details([
            ['Down payment', money(values.downPayment)],
            ['Credit', values.creditBand],
            ['Term', `${values.termMonths} months`],
            ['Trade-in', values.tradeIn],
            ['Offer id', values.offerId],
            ['Trade-in estimate', values.tradeInEstimate === undefined ? undefined : money(values.tradeInEstimate)],
            ['Owed on trade-in', values.tradeInPayoff === undefined ? undefined : money(values.tradeInPayoff)],
          ]),
      url: values.url,
    },
  }),
};

/** Builds the stored payload for a parsed submission of form `form`. */
export function buildLeadPayload<F extends LeadFormType>(
  form: F,
  values: LeadFormValues<F>,
  context: LeadContext = {},
): BuiltLead {
  const builder = builders[form] as (input: LeadFormValues<F>, context: LeadContext) => BuiltLead;
  return builder(values, context);
}
