/**
 * POST lines: offers at 50 connections; leads at the offered rate (open loop, the budget: p95, duplicated, lost)
 * with accepted and delivered; and the leads' 50-connection closed-loop capacity (no budget). Pure.
 */
import type { BenchLine } from './bench-line';
import { BUDGETS, LEAD_OFFERED_RATE, POST_CONNECTIONS } from './budgets';
import type { LeadPostResult } from './lead-posts';
import type { OfferPostResult } from './offer-posts';

export interface LeadLoads {
  /** Offered LEAD_OFFERED_RATE leads/s (open loop); `setup` says on which database and how many processes. */
  offered: LeadPostResult & { seconds: number; setup: string };
  /** POST_CONNECTIONS connections as fast as answers come (closed loop). */
  capacity: LeadPostResult & { seconds: number };
}

export function postLines(offers: OfferPostResult, leads: LeadLoads): BenchLine[] {
  const offerGroup = `POST /api/offers ×${POST_CONNECTIONS}`;
  const leadGroup = `POST /api/leads, ${LEAD_OFFERED_RATE}/s offered`;
  const capacityGroup = `POST /api/leads ×${POST_CONNECTIONS} (capacity)`;
  const { offered, capacity } = leads;
  return [
    { group: offerGroup, name: 'p50', measured: offers.p50Ms, unit: 'ms', note: offers.statuses },
    { group: offerGroup, name: 'p95', measured: offers.p95Ms, unit: 'ms' },
    { group: leadGroup, name: 'p50', measured: offered.p50Ms, unit: 'ms', note: offered.setup },
    {
      group: leadGroup,
      name: 'p95',
      measured: offered.p95Ms,
      unit: 'ms',
      budget: { kind: 'max', value: BUDGETS.leadPostP95MaxMs },
      note: offered.statuses,
    },
    {
      group: leadGroup,
      name: 'accepted (201)',
      measured: offered.accepted,
      unit: 'count',
      note: `${offered.submitted} offered in ${offered.seconds} s, ${offered.submitted - offered.requests} unanswered when the time ran out`,
    },
    { group: leadGroup, name: 'delivered', measured: offered.delivered, unit: 'count' },
    {
      group: leadGroup,
      name: 'duplicated',
      measured: offered.duplicates,
      unit: 'count',
      budget: { kind: 'max', value: BUDGETS.leadsDuplicatedMax },
    },
    {
      group: leadGroup,
      name: 'lost',
      measured: offered.lost,
      unit: 'count',
      budget: { kind: 'max', value: BUDGETS.leadsLostMax },
    },
    {
      group: capacityGroup,
      name: 'throughput',
      measured: capacity.requests / capacity.seconds,
      unit: 'req/s',
      note: capacity.statuses,
    },
    { group: capacityGroup, name: 'p50', measured: capacity.p50Ms, unit: 'ms' },
    { group: capacityGroup, name: 'p95', measured: capacity.p95Ms, unit: 'ms' },
    {
      group: capacityGroup,
      name: 'lost',
      measured: capacity.lost,
      unit: 'count',
      budget: { kind: 'max', value: BUDGETS.leadsLostMax },
      note: `${capacity.accepted} accepted, ${capacity.delivered} delivered, ${capacity.duplicates} twice`,
    },
  ];
}
