import { popupRuleProblem, type PopupRuleValue } from '../describe/popup';
import type { ValidationResult } from './result';

/**
 * A popup rule the site could never evaluate (the engine logs "Wrong param value" and the rule never holds): no
 * pages, an unknown route name, min above max, a parameter without a name, an ads test without values, a timer of
 * 0 seconds or less, an empty selector. `type` is the rule's schema type (array members carry it in `_type`).
 */
export function validatePopupRule(type: string, value: unknown): ValidationResult {
  if (typeof value !== 'object' || value === null) return true;
  const problem = popupRuleProblem({ ...(value as PopupRuleValue), _type: type });
  return problem === null || `This rule can never hold: ${problem}`;
}
