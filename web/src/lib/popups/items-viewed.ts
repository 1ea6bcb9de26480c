import { pageMatches } from './page-view';
import type { RuleCounter } from './storage';
import { WRONG_PARAM_MESSAGE, type PageView, type PopupLogger, type PopupRuleOf } from './types';

type ItemsViewedRule = PopupRuleOf<'popupRuleItemsViewed'>;

/**
 * Does this page view count for the rule? Null when it does not; otherwise the distinct key to count once (the
 * values of the parameters whose value is `true`), or null key when every view counts. A parameter without a name
 * or value is invalid: it is logged and the view does not count.
 */
export function matchItemsViewed(
  rule: ItemsViewedRule,
  page: PageView,
  log: PopupLogger,
): { distinctKey: string | null } | null {
  const name = rule.name?.trim() ?? '';
  const path = rule.path?.trim() ?? '';
  if (!name && !path) {
    log(WRONG_PARAM_MESSAGE, rule);
    return null;
  }
  const onPage = name ? page.routeName === name : pageMatches(page, path.startsWith('/') ? path : `/${path}`);
  if (!onPage) return null;

  const distinct: string[] = [];
  for (const param of rule.params ?? []) {
    const paramName = param.name?.trim();
    const expected = param.value?.trim();
    if (!paramName || !expected) {
      log(WRONG_PARAM_MESSAGE, param);
      return null;
    }
    const actual = page.params[paramName];
    if (actual === undefined || actual === '') return null;
    if (expected === 'true') distinct.push(`${paramName}=${actual.toLowerCase()}`);
    else if (actual.toLowerCase() !== expected.toLowerCase()) return null;
  }
  return { distinctKey: distinct.length > 0 ? distinct.join('&') : null };
}

/** A `true` route parameter counts each new distinct value once; otherwise every view counts. */
export function countView(counter: RuleCounter, distinctKey: string | null): RuleCounter {
  if (distinctKey === null) return { ...counter, countVisits: counter.countVisits + 1 };
  if (counter.itemsListViewed.includes(distinctKey)) return counter;
  return { countVisits: counter.countVisits + 1, itemsListViewed: [...counter.itemsListViewed, distinctKey] };
}
