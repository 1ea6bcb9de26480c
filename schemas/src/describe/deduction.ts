/**
 * Plain-words sentences for questionnaire deductions, with the web app's semantics
 * (web/src/lib/pricing/deduction-rules.ts): the first deduction whose rules hold applies; no rules means always;
 * `or` needs one rule, anything else all; `true` with `eq`/`in` means any value; `in` takes a comma-separated list;
 * numeric fields compare as numbers, text fields only with `eq`, `neq` and `in`. Pure: no `sanity` import.
 */
import type { DeductionField } from '../constants';

export interface DeductionRuleValue {
  field?: string | null;
  operator?: string | null;
  value?: string | null;
}

export interface DeductionValue {
  percent?: number | null;
  amount?: number | null;
  rules?: readonly DeductionRuleValue[] | null;
  logicOperation?: string | null;
}

const FIELD_LABELS: Record<DeductionField, string> = {
  initPrice: 'the car’s value',
  mileage: 'the mileage',
  model_year: 'the model year',
  make: 'the make',
  model: 'the model',
};

const NUMERIC_FIELDS = new Set<string>(['initPrice', 'mileage', 'model_year']);
const NUMERIC_OPERATORS = new Set<string>(['gte', 'gt', 'lte', 'lt']);

const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** A rule value as an editor reads it: $15,000, 100,000 miles, 2015, Ford. */
function formatValue(field: string, value: string): string {
  const trimmed = value.trim();
  const number = Number(trimmed);
  if (!NUMERIC_FIELDS.has(field) || trimmed === '' || !Number.isFinite(number)) return trimmed;
  if (field === 'initPrice') return dollars(number);
  if (field === 'mileage') return `${number.toLocaleString('en-US')} miles`;
  return String(number);
}

const listWords = (items: readonly string[], conjunction: string) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1] ?? ''}`;

/** Why a rule can never hold, or null when it can. Mirrors `ruleHolds`' refusals. */
export function deductionRuleProblem(rule: DeductionRuleValue): string | null {
  const { field, operator } = rule;
  const value = rule.value?.trim();
  if (!field || !(field in FIELD_LABELS)) return 'choose the vehicle field';
  if (!operator) return 'choose the operator';
  if (value === undefined || value === '') return 'enter the value';
  if (value === 'true' && (operator === 'eq' || operator === 'in')) return null;
  if (operator === 'in') return null;
  if (NUMERIC_FIELDS.has(field)) {
    return Number.isFinite(Number(value)) ? null : `${FIELD_LABELS[field as DeductionField]} is a number`;
  }
  return NUMERIC_OPERATORS.has(operator)
    ? `${FIELD_LABELS[field as DeductionField]} can only be compared with equals, not equals or one of`
    : null;
}

/** One rule: "the car’s value is $15,000 or more". */
export function describeDeductionRule(rule: DeductionRuleValue): string {
  const problem = deductionRuleProblem(rule);
  const field = rule.field ?? '';
  const label = FIELD_LABELS[field as DeductionField] ?? 'an unknown field';
  if (problem) return `never (${problem})`;
  const value = (rule.value ?? '').trim();
  if (value === 'true' && (rule.operator === 'eq' || rule.operator === 'in')) return `${label} is anything`;
  const shown = formatValue(field, value);
  switch (rule.operator) {
    case 'gte':
      return `${label} is ${shown} or more`;
    case 'gt':
      return `${label} is more than ${shown}`;
    case 'lte':
      return `${label} is ${shown} or less`;
    case 'lt':
      return `${label} is less than ${shown}`;
    case 'eq':
      return `${label} is ${shown}`;
    case 'neq':
      return `${label} is not ${shown}`;
    case 'in': {
      const options = value
        .split(',')
        .map((item) => formatValue(field, item))
        .filter((item) => item !== '');
      return options.length === 1 ? `${label} is ${options[0] ?? ''}` : `${label} is ${listWords(options, 'or')}`;
    }
    default:
      return `never (unknown operator “${rule.operator ?? ''}”)`;
  }
}

/** What a deduction takes off: "−5%", "−$500", "−5% and $200", "nothing". */
export function describeDeductionAmount(deduction: DeductionValue): string {
  const parts = [
    deduction.percent ? `${deduction.percent}%` : null,
    deduction.amount ? dollars(deduction.amount) : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'nothing' : `−${parts.join(' and ')}`;
}

/** When a deduction applies, or null when it always does: "the car’s value is $15,000 or more". */
export function describeDeductionCondition(deduction: DeductionValue): string | null {
  const rules = deduction.rules ?? [];
  if (rules.length === 0) return null;
  const joiner = deduction.logicOperation === 'or' ? 'or' : 'and';
  return listWords(rules.map(describeDeductionRule), joiner);
}

/** One deduction on its own: "−$500 when the car’s value is $15,000 or more". */
export function describeDeduction(deduction: DeductionValue): string {
  const condition = describeDeductionCondition(deduction);
  const amount = describeDeductionAmount(deduction);
  return condition ? `${amount} when ${condition}` : `${amount} always`;
}

/**
 * An answer's deduction list as one sentence, first match wins:
 * "−$500 when the car’s value is $15,000 or more, otherwise −5%".
 */
export function describeDeductions(deductions: readonly DeductionValue[] | null | undefined): string {
  const list = deductions ?? [];
  if (list.length === 0) return 'No deduction';
  const parts: string[] = [];
  for (const [index, deduction] of list.entries()) {
    const condition = describeDeductionCondition(deduction);
    const amount = describeDeductionAmount(deduction);
    const lead = index === 0 ? '' : 'otherwise ';
    if (condition === null) {
      parts.push(index === 0 ? `${amount} always` : `${lead}${amount}`);
      if (index < list.length - 1) parts.push('(the deductions after it never apply)');
      return parts.join(', ').replace(', (', ' (');
    }
    parts.push(`${lead}${amount} when ${condition}`);
  }
  parts.push('otherwise no deduction');
  return parts.join(', ');
}
