/**
 * The lead each dialog posts to /api/leads (without `form`, which the sender adds): the visitor, the vehicle and
 * the flow's own fields, named as the UNLOCK_PRICE, SCHEDULE_TEST_DRIVE and UNLOCK_INVENTORY schemas expect.
 */
import type { CreditScoreLabel } from '@/lib/leads/schemas/unlock';

import type { VisitorValues } from '../forms/form-values';
import type { PersonalizedTerms } from '@/lib/profile/personalized-terms';
import type { DialogVehicle } from './types';

export function priceLeadBody(input: {
  visitor: VisitorValues;
  vehicle: DialogVehicle;
  terms: PersonalizedTerms;
  tradingIn: boolean;
  credit: CreditScoreLabel;
  url: string;
}) {
  return {
    ...input.visitor,
    vehicle: input.vehicle,
    downPayment: input.terms.cashDown,
    tradingIn: input.tradingIn,
    ...(input.tradingIn ? { tradeEquity: input.terms.tradeEquity } : {}),
    creditScore: input.credit,
    url: input.url,
  };
}

export function testDriveLeadBody(input: {
  visitor: VisitorValues;
  vehicle: DialogVehicle;
  day: string;
  time: string;
  url: string;
}) {
  return { ...input.visitor, vehicle: input.vehicle, day: input.day, time: input.time, url: input.url };
}

export function unlockLeadBody(input: { visitor: VisitorValues; vehicle: DialogVehicle; url: string }) {
  return { ...input.visitor, vehicle: input.vehicle, url: input.url };
}
