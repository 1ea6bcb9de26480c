import type { DayHours } from '@/lib/hours/format';
import type { LeadToastGroup } from '@/lib/leads/toasts';

import type { PersonalizedTerms } from '@/lib/profile/personalized-terms';
import type { Language } from '@/lib/i18n/strings';
import type { LeadFormTexts } from '../forms/lead-form-texts';
import type { LeadMessageKey, LeadMessageStrings } from '../forms/lead-message-strings';
import type { VehicleDialogStrings } from './strings';

/** The vehicle-page flows: personalise price, schedule a test drive, unlock a private vehicle. */
export type VehicleDialogKind = 'price' | 'testDrive' | 'unlock';

/** Which lead toasts each flow shows: saving details on unlock grants private access, so price uses unlock's. */
export const DIALOG_TOASTS: Record<VehicleDialogKind, LeadToastGroup> = {
  price: 'unlock',
  testDrive: 'testDrive',
  unlock: 'unlock',
};

/** The vehicle fields a form sends, as the lead's `vehicle` object. */
export interface DialogVehicle {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim?: string;
  stockNumber?: string;
  url: string;
  miles?: number;
  doors?: number;
  bodystyle?: string;
  transmission?: string;
  exteriorcolor?: string;
  fuelType?: string;
  price?: number;
  condition?: string;
}

/**
 * The few lead-form texts the dialogs' details step shows (components/vehicle-dialogs/details-form.tsx): the
 * context is in every vehicle page's payload, and the kit's whole table (every form's options and notices) is not.
 */
export const DIALOG_FORM_TEXT_KEYS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'phoneDisclaimer',
  'privacyPrefix',
  'privacyLink',
] as const satisfies readonly (keyof LeadFormTexts)[];
export type DialogFormTexts = Pick<LeadFormTexts, (typeof DIALOG_FORM_TEXT_KEYS)[number]>;

export const dialogFormTexts = (texts: LeadFormTexts): DialogFormTexts =>
  Object.fromEntries(DIALOG_FORM_TEXT_KEYS.map((key) => [key, texts[key]])) as DialogFormTexts;

/** The messages the dialogs show: their lead groups' toasts, the toast region's words, the field messages. */
export type DialogMessageKey = Exclude<LeadMessageKey, `toast.${Exclude<LeadToastGroup, DialogToastGroup>}.${string}`>;
type DialogToastGroup = (typeof DIALOG_TOASTS)[VehicleDialogKind];
export type DialogMessages = Pick<LeadMessageStrings, DialogMessageKey>;

const DIALOG_TOAST_GROUPS = new Set<string>(Object.values(DIALOG_TOASTS));

/** `toast.{group}.{success|error}.…` of a form that is not a vehicle dialog. */
const isOtherFormsToast = (key: string) => {
  const [kind, group, outcome] = key.split('.');
  return kind === 'toast' && (outcome === 'success' || outcome === 'error') && !DIALOG_TOAST_GROUPS.has(group ?? '');
};

/** The page's lead messages less the other forms' toasts (contact, careers…), which no dialog shows. */
export const dialogMessages = (messages: LeadMessageStrings): DialogMessages =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => !isOtherFormsToast(key))) as DialogMessages;

/** Everything the dialogs need from the server, as plain data (it crosses to the client). */
export interface VehicleDialogContext {
  vehicle: DialogVehicle;
  /** '2021 Honda Accord'. */
  title: string;
  /** The price shown to this visitor (null while private and locked). */
  price: number | null;
  /** A private vehicle's id: its price is merged in the browser once the visitor unlocked the private inventory. */
  privateVehicleId?: string | null;
  baseAprPercent: number | null;
  documentaryFee: number | null;
  storeName: string;
  timeZone: string | null;
  salesHours: DayHours[];
  /** siteSettings.cookieTier (profile and terms are saved only with functional consent). */
  cookieTier: number | null;
  dealerName: string;
  privacyHref: string;
  applyFinancingHref: string | null;
  valueTradeHref: string | null;
  /** The visitor's saved terms, when personalised already (read in the browser; the page is cached). */
  terms: PersonalizedTerms | null;
  strings: VehicleDialogStrings;
  /** The visitor fields' labels, phone disclaimer and privacy notice in the page's language (`leadForm.*`). */
  formTexts?: DialogFormTexts;
  /** The toasts and field messages in the page's language (dialogMessages: the dialogs' own). */
  messages?: DialogMessages;
  /** The page's language: the API answers field messages in it. */
  lang?: Language;
}
