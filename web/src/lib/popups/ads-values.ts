import type { PopupRuleOf } from './types';

/**
 * Ads-value rule (docs/popups.md#ads-values) in its own terms: `false` the value is absent, `true` present, a string equals it, an
 * object `{not, in}` excludes / includes lists.
 */
export type AdsExpectation = boolean | string | { not?: readonly string[]; in?: readonly string[] };

export function adsValueHolds(expected: AdsExpectation, actual: string | null | undefined): boolean {
  const present = typeof actual === 'string' && actual !== '';
  if (expected === false) return !present;
  if (expected === true) return present;
  if (typeof expected === 'string') return present && actual === expected;
  if (expected.in && !(present && expected.in.includes(actual))) return false;
  if (expected.not && present && expected.not.includes(actual)) return false;
  return true;
}

/**
 * The CMS rule (`mode` absent | present | equals | in | not) as an expectation; null when it cannot be evaluated
 * (unknown mode, missing value or list). `not` takes its list from `values` and, for older documents, `value`.
 */
export function adsExpectation(rule: PopupRuleOf<'popupRuleAdsValue'>): AdsExpectation | null {
  const list = (values: (string | null | undefined)[]) =>
    values.filter((item): item is string => typeof item === 'string' && item !== '');
  switch (rule.mode) {
    case 'absent':
      return false;
    case 'present':
      return true;
    case 'equals':
      return rule.value ? rule.value : null;
    case 'in': {
      const values = list(rule.values ?? []);
      return values.length > 0 ? { in: values } : null;
    }
    case 'not': {
      const values = list([...(rule.values ?? []), rule.value]);
      return values.length > 0 ? { not: values } : null;
    }
    default:
      return null;
  }
}
