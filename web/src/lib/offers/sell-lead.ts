/**
 * A quote (and, later, its acceptance) → the SELL_OR_TRADE lead payload: the visitor, the car
 * with the offer amount (ADF `<price type="offer">`), and every answer, deduction and offer line as labelled
 * details, which the ADF puts in the customer comments and the text mail lists. Pure.
 */
import { formatShortDate } from '../format/date';
import type { LeadDetail, LeadPayload } from '../leads/payload';
import type { QuestionnaireData } from '../pricing';
import type { AcceptOfferKind, PreferredTime } from './accept-schema';
import type { OfferContact } from './contact-schema';
import type { StoredOffer } from './offer-response';

/** What beats a condition-verified competing offer. */
export const COMPETING_OFFER_BEAT_BY = 300;

export interface OfferAcceptance {
  offerKind: AcceptOfferKind;
  competingOffer?: number;
  preferredDate?: string;
  preferredTime?: PreferredTime;
}

export interface SellLeadInput {
  offer: Pick<StoredOffer, 'id' | 'vehicle' | 'answers' | 'result' | 'expiresAt'>;
  contact: OfferContact;
  questionnaire: QuestionnaireData | null;
  acceptance?: OfferAcceptance;
  /** The page the visitor was on. */
  url?: string;
  /** The absolute address of the offer page, so the dealer can open what the seller sees. */
  offerUrl?: string;
  /** The store's IANA zone: dates in the lead are its calendar days, as the offer page shows them. */
  timeZone?: string | null;
}

const KIND_LABELS: Record<AcceptOfferKind, string> = {
  cashNow: 'Instant cash offer',
  moreCashLater: 'Profit-sharing offer',
  bringIn: 'Bring the vehicle in for an appraisal',
};

export function formatDollars(value: number): string {
  return `$${Math.round(value).toLocaleString('en-US')}`;
}

/** The amount that goes in `<price type="offer">`: the accepted offer's total, else the cash offer, else profit sharing. */
export function offerPrice(result: StoredOffer['result'], kind?: AcceptOfferKind): number | undefined {
  if (kind === 'cashNow') return result.cashNow?.finalPrice;
  if (kind === 'moreCashLater') return result.moreCashLater?.finalPrice;
  if (kind === 'bringIn') return undefined;
  return result.cashNow?.finalPrice ?? result.moreCashLater?.finalPrice;
}

/** "Question: answer label(s)" for every stored answer, in questionnaire order; unknown ids keep their raw value. */
export function answerLines(answers: Record<string, string[]>, questionnaire: QuestionnaireData | null): LeadDetail[] {
  const questions = questionnaire?.questions ?? [];
  const ordered = [
    ...questions.map((question) => question.questionId).filter((id): id is string => !!id && id in answers),
    ...Object.keys(answers).filter((id) => !questions.some((question) => question.questionId === id)),
  ];
  return ordered.flatMap((id) => {
    const question = questions.find((candidate) => candidate.questionId === id);
    const values = answers[id] ?? [];
    const labels = values
      .map((value) => question?.answers?.find((answer) => answer.value === value)?.label?.trim() || value)
      .filter((label) => label.trim() !== '');
    if (labels.length === 0) return [];
    return [{ label: question?.text?.trim() || `Question ${id}`, value: labels.join(', ') }];
  });
}

function offerLines(
  offer: SellLeadInput['offer'],
  timeZone: string | null | undefined,
  offerUrl: string | undefined,
): LeadDetail[] {
  const { result } = offer;
  const lines: LeadDetail[] = [{ label: 'Offer id', value: offer.id }];
  if (offerUrl) lines.push({ label: 'Offer link', value: offerUrl });
  if (result.bringIn) {
    lines.push({ label: 'Result', value: 'Bring the vehicle in (no online offer)' });
    for (const reason of result.bringIn.reasons) lines.push({ label: 'Bring-in reason', value: reason });
  }
  if (result.cashNow) lines.push({ label: KIND_LABELS.cashNow, value: formatDollars(result.cashNow.finalPrice) });
  if (result.moreCashLater) {
    const { initPrice, additionalPayments, finalPrice } = result.moreCashLater;
    lines.push({
      label: KIND_LABELS.moreCashLater,
      value: `${formatDollars(finalPrice)} (first check ${formatDollars(initPrice)}, second check ${formatDollars(additionalPayments)})`,
    });
  }
  if (result.basePrice !== null && !result.bringIn)
    lines.push({ label: 'Starting value', value: formatDollars(result.basePrice) });
  for (const deduction of result.deductions)
    lines.push({ label: 'Deduction', value: `${deduction.reason}: -${formatDollars(deduction.amount)}` });
  for (const adjustment of result.cashAdjustments)
    lines.push({ label: 'Cash offer adjustment', value: `${adjustment.reason}: -${formatDollars(adjustment.amount)}` });
  // The same day, in the same format, as the visitor's offer page (mm/dd/yy in the store's zone).
  lines.push({ label: 'Valid until', value: formatShortDate(offer.expiresAt.toISOString(), timeZone) });
  return lines;
}

function acceptanceLines(acceptance: OfferAcceptance): LeadDetail[] {
  const lines: LeadDetail[] = [{ label: 'Accepted', value: KIND_LABELS[acceptance.offerKind] }];
  if (acceptance.competingOffer !== undefined) {
    lines.push({
      label: 'Competing offer',
      value: `${formatDollars(acceptance.competingOffer)} (to beat by ${formatDollars(COMPETING_OFFER_BEAT_BY)}: ${formatDollars(acceptance.competingOffer + COMPETING_OFFER_BEAT_BY)} once verified)`,
    });
  }
  const when = [formatShortDate(acceptance.preferredDate), acceptance.preferredTime].filter(Boolean).join(' ');
  if (when) lines.push({ label: 'Preferred appointment', value: when });
  return lines;
}

export function buildSellLeadPayload(input: SellLeadInput): LeadPayload {
  const { offer, contact, acceptance } = input;
  const { vehicle } = offer;
  const price = offerPrice(offer.result, acceptance?.offerKind);
  const car: LeadDetail[] = [
    { label: 'Sell or trade', value: contact.tradeIn ? 'Trade toward a purchase' : 'Sell' },
    ...(contact.plate
      ? [{ label: 'Licence plate', value: [contact.plate, contact.state].filter(Boolean).join(' ') }]
      : []),
    ...(contact.options?.length ? [{ label: 'Options', value: contact.options.join(', ') }] : []),
    ...(vehicle.zip ? [{ label: 'ZIP', value: vehicle.zip }] : []),
  ];
  return {
    formType: 'SELL_OR_TRADE',
    user: {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      comments: contact.message,
    },
    sellVehicle: {
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim ?? undefined,
      vin: vehicle.vin ?? undefined,
      miles: vehicle.mileage,
      exteriorColor: contact.exteriorColor,
      offerPrice: price,
    },
    details: [
      ...(acceptance ? acceptanceLines(acceptance) : []),
      ...offerLines(offer, input.timeZone, input.offerUrl),
      ...car,
      ...answerLines(offer.answers, input.questionnaire),
    ],
    url: input.url,
  };
}

const ACCEPTANCE_LABELS = new Set(['Accepted', 'Competing offer', 'Preferred appointment']);

/**
 * The quote's lead payload again, now saying what the visitor accepted (first in the details) and carrying the
 * accepted offer's amount. Used for the 'resend' lead when the quote already went out with contact details.
 */
export function withAcceptance(
  payload: LeadPayload,
  result: StoredOffer['result'],
  acceptance: OfferAcceptance,
): LeadPayload {
  return {
    ...payload,
    sellVehicle: { ...payload.sellVehicle, offerPrice: offerPrice(result, acceptance.offerKind) },
    details: [
      ...acceptanceLines(acceptance),
      ...payload.details.filter((detail) => !ACCEPTANCE_LABELS.has(detail.label)),
    ],
  };
}
