import { deductionRuleProblem, type DeductionRuleValue, type DeductionValue } from '../describe/deduction';
import type { ValidationResult } from './result';

/** A deduction rule the pricing rules would never match (e.g. "make ≥ Ford", "mileage = lots"). */
export function validateDeductionRule(value: DeductionRuleValue | undefined): ValidationResult {
  if (!value) return true;
  const problem = deductionRuleProblem(value);
  return problem === null || `This rule can never hold: ${problem}`;
}

/** A deduction without rules always applies, so any deduction after it is dead weight (a warning). */
export function validateDeductionOrder(deductions: readonly DeductionValue[] | undefined | null): ValidationResult {
  const list = deductions ?? [];
  const index = list.findIndex((deduction) => (deduction.rules ?? []).length === 0);
  if (index === -1 || index === list.length - 1) return true;
  return `Deduction ${index + 1} has no rules, so it always applies and the ${list.length - index - 1} after it never do; move it last`;
}
