/** POST lines: offers and leads latency at 50 connections, and leads accepted, delivered, lost. Pure. */
import type { BenchLine } from './bench-line';
import { BUDGETS, POST_CONNECTIONS } from './budgets';
import type { LeadPostResult } from './lead-posts';
import type { OfferPostResult } from './offer-posts';

export function postLines(offers: OfferPostResult, leads: LeadPostResult): BenchLine[] {
  const offerGroup = `POST /api/offers ×${POST_CONNECTIONS}`;
  const leadGroup = `POST /api/leads ×${POST_CONNECTIONS}`;
  return [
    { group: offerGroup, name: 'p50', measured: offers.p50Ms, unit: 'ms', note: offers.statuses },
    { group: offerGroup, name: 'p95', measured: offers.p95Ms, unit: 'ms' },
    { group: leadGroup, name: 'p50', measured: leads.p50Ms, unit: 'ms', note: leads.statuses },
    {
      group: leadGroup,
      name: 'p95',
      measured: leads.p95Ms,
      unit: 'ms',
      budget: { kind: 'max', value: BUDGETS.leadPostP95MaxMs },
    },
    {
      group: leadGroup,
      name: 'accepted (201)',
      measured: leads.accepted,
      unit: 'count',
      note: `${leads.submitted} submitted, ${leads.submitted - leads.requests} unanswered when the time ran out`,
    },
    {
      group: leadGroup,
      name: 'delivered',
      measured: leads.delivered,
      unit: 'count',
      note: `${leads.duplicates} delivered twice`,
    },
    {
      group: leadGroup,
      name: 'lost',
      measured: leads.lost,
      unit: 'count',
      budget: { kind: 'max', value: BUDGETS.leadsLostMax },
    },
  ];
}
