/** Inventory search lines: p50/p95 per dataset size; the budget applies at 5,000 vehicles. Pure. */
import type { BenchLine } from './bench-line';
import { BUDGETS } from './budgets';
import type { QueryTiming } from './inventory-query';

/** The dataset size the query budget is stated at. */
export const BUDGET_VEHICLES = 5000;

export function queryLines(timing: QueryTiming): BenchLine[] {
  const group = `Inventory search ${timing.vehicles.toLocaleString('en-US')} vehicles`;
  const note = `${timing.samples} searches in-process (searchInventory)`;
  return [
    { group, name: 'p50', measured: timing.p50Ms, unit: 'ms', note },
    {
      group,
      name: 'p95',
      measured: timing.p95Ms,
      unit: 'ms',
      budget: timing.vehicles >= BUDGET_VEHICLES ? { kind: 'max', value: BUDGETS.inventoryQueryP95MaxMs } : undefined,
    },
  ];
}
