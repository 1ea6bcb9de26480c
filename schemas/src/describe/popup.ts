/**
 * Plain-words sentences for popup conditions, with the web app's semantics (web/src/lib/popups/engine.ts): a popup
 * shows when any condition holds; a condition holds when all its rules hold and it has at least one; a rule whose
 * parameters cannot be evaluated never holds. Pure: no `sanity` import (the Studio badge and previews use it).
 */
import { routes } from '../routes';

type Maybe<T> = T | null | undefined;

export interface PopupRuleValue {
  _type?: string;
  pages?: Maybe<readonly string[]>;
  name?: Maybe<string>;
  path?: Maybe<string>;
  params?: Maybe<readonly { name?: Maybe<string>; value?: Maybe<string> }[]>;
  minCount?: Maybe<number>;
  maxCount?: Maybe<number>;
  isLead?: Maybe<boolean>;
  key?: Maybe<string>;
  mode?: Maybe<string>;
  value?: Maybe<string>;
  values?: Maybe<readonly string[]>;
  query?: Maybe<string>;
  selector?: Maybe<string>;
  seconds?: Maybe<number>;
}

export interface PopupConditionValue {
  rules?: Maybe<readonly PopupRuleValue[]>;
}

export interface PopupValue {
  conditions?: Maybe<readonly PopupConditionValue[]>;
}

const isRouteName = (name: string) => Object.prototype.hasOwnProperty.call(routes, name);

const listWords = (items: readonly string[], conjunction: string) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1] ?? ''}`;

const quoted = (text: string) => `“${text}”`;

/** A pages entry: a path prefix when it starts with "/", else a route name (routes.ts). */
function describePageEntry(entry: string): string {
  if (entry === '/') return 'the home page';
  return entry.startsWith('/') ? `${entry} (and below)` : `${quoted(entry)} pages`;
}

function describeCount(minCount: Maybe<number>, maxCount: Maybe<number>): string {
  const times = (count: number) => (count === 1 ? 'once' : `${count} times`);
  const hasMin = typeof minCount === 'number';
  const hasMax = typeof maxCount === 'number';
  if (hasMin && hasMax)
    return minCount === maxCount ? `exactly ${times(minCount)}` : `${minCount} to ${maxCount} times`;
  if (hasMin) return `at least ${times(minCount)}`;
  if (hasMax) return `at most ${times(maxCount)} (not viewing them counts too)`;
  return 'at least once';
}

/** Why a rule can never hold (the engine logs "Wrong param value" and skips it), or null when it can. */
export function popupRuleProblem(rule: PopupRuleValue): string | null {
  switch (rule._type) {
    case 'popupRulePages': {
      const pages = (rule.pages ?? []).map((page) => page.trim()).filter(Boolean);
      if (pages.length === 0) return 'no pages listed';
      const unknown = pages.filter((page) => !page.startsWith('/') && !isRouteName(page));
      return unknown.length > 0 ? `unknown route name ${unknown.map(quoted).join(', ')}` : null;
    }
    case 'popupRuleItemsViewed': {
      const name = rule.name?.trim();
      if (!name && !rule.path?.trim()) return 'no route name or path';
      if (name && !isRouteName(name)) return `unknown route name ${quoted(name)}`;
      if ((rule.params ?? []).some((param) => !param.name?.trim() || !param.value?.trim()))
        return 'a parameter without a name or value';
      if (typeof rule.minCount === 'number' && typeof rule.maxCount === 'number' && rule.minCount > rule.maxCount)
        return `at least ${rule.minCount} but at most ${rule.maxCount} views`;
      return null;
    }
    case 'popupRuleIsLead':
      return null;
    case 'popupRuleAdsValue': {
      if (!rule.key?.trim()) return 'no advertising key';
      switch (rule.mode) {
        case 'absent':
        case 'present':
          return null;
        case 'equals':
          return rule.value ? null : 'no value to compare with';
        case 'in':
          return (rule.values ?? []).some(Boolean) ? null : 'no values listed';
        case 'not':
          return (rule.values ?? []).some(Boolean) || rule.value ? null : 'no values listed';
        default:
          return 'no test chosen';
      }
    }
    case 'popupRuleTagQuery':
      return rule.query?.trim() ? null : 'no CSS selector';
    case 'popupRuleItemClicked':
      return rule.selector?.trim() ? null : 'no CSS selector';
    case 'popupRuleTimer':
      return typeof rule.seconds === 'number' && Number.isFinite(rule.seconds) && rule.seconds > 0
        ? null
        : 'the time must be more than 0 seconds';
    default:
      return `unknown rule ${quoted(rule._type ?? '?')}`;
  }
}

/** One rule as a phrase that follows "when": "the visitor is on “vehicle” pages". */
export function describePopupRule(rule: PopupRuleValue): string {
  const problem = popupRuleProblem(rule);
  if (problem) return `never (${problem})`;
  switch (rule._type) {
    case 'popupRulePages': {
      const pages = (rule.pages ?? []).map((page) => page.trim()).filter(Boolean);
      return `the visitor is on ${listWords(pages.map(describePageEntry), 'or')}`;
    }
    case 'popupRuleItemsViewed': {
      const name = rule.name?.trim();
      const target = name ? `${quoted(name)} pages` : `pages under ${rule.path?.trim() ?? ''}`;
      const params = (rule.params ?? []).map((param) => {
        const paramName = param.name?.trim() ?? '';
        const value = param.value?.trim() ?? '';
        return value === 'true' ? `each different ${paramName} counted once` : `${paramName} is ${quoted(value)}`;
      });
      const filter = params.length > 0 ? ` (${listWords(params, 'and')})` : '';
      return `the visitor has viewed ${target}${filter} ${describeCount(rule.minCount, rule.maxCount)}`;
    }
    case 'popupRuleIsLead':
      return rule.isLead ? 'the visitor has already sent a form' : 'the visitor has not sent a form yet';
    case 'popupRuleAdsValue': {
      const key = rule.key?.trim() ?? '';
      const values = (rule.values ?? []).filter(Boolean).map(quoted);
      switch (rule.mode) {
        case 'absent':
          return `the visitor has no ${key} value`;
        case 'present':
          return `the visitor has a ${key} value`;
        case 'equals':
          return `the visitor’s ${key} is ${quoted(rule.value ?? '')}`;
        case 'in':
          return `the visitor’s ${key} is ${listWords(values, 'or')}`;
        default: {
          const excluded = values.length > 0 ? values : [quoted(rule.value ?? '')];
          return `the visitor’s ${key} is not ${listWords(excluded, 'or')} (or is missing)`;
        }
      }
    }
    case 'popupRuleTagQuery':
      return `the page has an element matching ${rule.query?.trim() ?? ''}`;
    case 'popupRuleItemClicked':
      return `the visitor clicks an element matching ${rule.selector?.trim() ?? ''}`;
    default:
      return `the visitor has been on the page for ${rule.seconds ?? 0} seconds`;
  }
}

/** A condition: its rules joined with "and"; a condition without rules never holds. */
export function describePopupCondition(condition: PopupConditionValue): string {
  const rules = condition.rules ?? [];
  if (rules.length === 0) return 'never (the condition has no rules)';
  return listWords(rules.map(describePopupRule), 'and');
}

/** True when at least one condition can hold. */
export function popupCanShow(popup: PopupValue): boolean {
  return (popup.conditions ?? []).some(
    (condition) =>
      (condition.rules ?? []).length > 0 && (condition.rules ?? []).every((rule) => !popupRuleProblem(rule)),
  );
}

/** The whole popup: "Shows when A; or when B." */
export function describePopup(popup: PopupValue): string {
  const conditions = popup.conditions ?? [];
  if (conditions.length === 0) return 'Never shows: add a condition.';
  if (!popupCanShow(popup)) return `Never shows: ${conditions.map(describePopupCondition).join('; ')}.`;
  return `Shows when ${conditions.map(describePopupCondition).join('; or when ')}.`;
}

/** Where a popup can show, for a short badge: "“vehicle” pages, /service (and below)" or "any page". */
export function describePopupWhere(popup: PopupValue): string {
  const places = new Set<string>();
  for (const condition of popup.conditions ?? []) {
    const rules = condition.rules ?? [];
    if (rules.length === 0 || rules.some((rule) => popupRuleProblem(rule))) continue;
    const pageRules = rules.filter((rule) => rule._type === 'popupRulePages');
    if (pageRules.length === 0) {
      places.add('any page');
      continue;
    }
    // Several page rules in one condition must all hold; the first one names the place well enough for a badge.
    for (const page of pageRules[0]?.pages ?? []) if (page.trim()) places.add(describePageEntry(page.trim()));
  }
  if (places.has('any page')) return 'any page';
  return [...places].join(', ');
}
