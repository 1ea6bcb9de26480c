/**
 * Evaluates the deductions editors attach to answers in the CMS: each deduction has rules (field, operator, value
 * as text) combined with `and`/`or`; the first deduction whose rules hold applies; it deducts `percent` of the
 * starting price plus `amount` dollars, rounded half up to whole dollars.
 */
import type { DeductionData, DeductionRuleData } from './types';

/** The vehicle facts a rule may test (schema DEDUCTION_FIELDS). */
export interface RuleFacts {
  initPrice: number;
  mileage: number;
  model_year: number;
  make: string;
  model: string;
}

const normalise = (text: string) => text.trim().toLowerCase();

/** One rule. Unknown fields or operators never hold, so a bad edit cannot deduct by accident. */
export function ruleHolds(rule: DeductionRuleData, facts: RuleFacts): boolean {
  const { field, operator, value } = rule;
  if (!field || !operator || value === null || value === undefined) return false;
  if (!(field in facts)) return false;
  const actual = facts[field as keyof RuleFacts];
  // The text `true` means "any value".
  if (value.trim() === 'true' && (operator === 'eq' || operator === 'in')) return true;
  if (operator === 'in') {
    const options = value.split(',').map(normalise);
    return options.includes(normalise(String(actual)));
  }
  if (typeof actual === 'number') {
    const expected = Number(value);
    if (value.trim() === '' || !Number.isFinite(expected)) return false;
    switch (operator) {
      case 'gte':
        return actual >= expected;
      case 'gt':
        return actual > expected;
      case 'lte':
        return actual <= expected;
      case 'lt':
        return actual < expected;
      case 'eq':
        return actual === expected;
      case 'neq':
        return actual !== expected;
      default:
        return false;
    }
  }
  switch (operator) {
    case 'eq':
      return normalise(actual) === normalise(value);
    case 'neq':
      return normalise(actual) !== normalise(value);
    default:
      return false;
  }
}

/** A deduction's rules: none means always; `or` needs one, anything else (default `and`) needs all. */
export function deductionApplies(deduction: DeductionData, facts: RuleFacts): boolean {
  const rules = deduction.rules ?? [];
  if (rules.length === 0) return true;
  return deduction.logicOperation === 'or'
    ? rules.some((rule) => ruleHolds(rule, facts))
    : rules.every((rule) => ruleHolds(rule, facts));
}

/** The first deduction whose rules hold, or undefined. */
export function firstApplicableDeduction(
  deductions: readonly DeductionData[] | null | undefined,
  facts: RuleFacts,
): DeductionData | undefined {
  return (deductions ?? []).find((deduction) => deductionApplies(deduction, facts));
}

/** Rounds half up to whole dollars after removing float noise (e.g. 224.98499999 → 224.985 → 225). */
export function roundDollars(value: number): number {
  return Math.round(Number(value.toFixed(6)));
}

/** Dollars a deduction takes off `initPrice`. */
export function deductionAmount(deduction: DeductionData, initPrice: number): number {
  const percentPart = deduction.percent ? (initPrice * deduction.percent) / 100 : 0;
  return roundDollars(percentPart + (deduction.amount ?? 0));
}
