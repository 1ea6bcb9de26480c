import { adsExpectation, adsValueHolds } from './ads-values';
import { countView, matchItemsViewed } from './items-viewed';
import { pageMatches } from './page-view';
import { isPopupFinished, ruleCounter, withRuleCounter, type PopupStorageState } from './storage';
import {
  WRONG_PARAM_MESSAGE,
  type PageView,
  type PopupCondition,
  type PopupContext,
  type PopupDefinition,
  type PopupLogger,
  type PopupRule,
} from './types';
import { visitCountHolds } from './visit-count';

const defaultLogger: PopupLogger = (message, detail) => console.warn(message, detail);

/**
 * Counts a page view for every items-viewed rule it matches (finished popups are skipped). Call once per page view,
 * before `activePopups`, then persist the result.
 */
export function recordPageView(
  state: PopupStorageState,
  popups: readonly PopupDefinition[],
  page: PageView,
  log: PopupLogger = defaultLogger,
): PopupStorageState {
  let next = state;
  for (const popup of popups) {
    const popupId = popup.popupId;
    if (!popupId || isPopupFinished(state, popupId)) continue;
    (popup.conditions ?? []).forEach((condition, conditionIndex) => {
      (condition.rules ?? []).forEach((rule, ruleIndex) => {
        if (rule._type !== 'popupRuleItemsViewed') return;
        const match = matchItemsViewed(rule, page, log);
        if (!match) return;
        const counter = ruleCounter(next, popupId, conditionIndex, ruleIndex);
        const counted = countView(counter, match.distinctKey);
        if (counted !== counter) next = withRuleCounter(next, popupId, conditionIndex, ruleIndex, counted);
      });
    });
  }
  return next;
}

/** A DOM query the adapter runs; an invalid selector is a wrong parameter, not a crash. */
function selectorHolds(
  selector: string | null | undefined,
  test: (selector: string) => boolean,
  rule: PopupRule,
  log: PopupLogger,
) {
  const trimmed = selector?.trim();
  if (!trimmed) {
    log(WRONG_PARAM_MESSAGE, rule);
    return false;
  }
  try {
    return test(trimmed);
  } catch (error) {
    log(WRONG_PARAM_MESSAGE, error);
    return false;
  }
}

interface RulePosition {
  popupId: string;
  conditionIndex: number;
  ruleIndex: number;
}

export function ruleHolds(
  rule: PopupRule,
  context: PopupContext,
  state: PopupStorageState,
  position: RulePosition,
  log: PopupLogger = defaultLogger,
): boolean {
  switch (rule._type) {
    case 'popupRulePages': {
      const pages = (rule.pages ?? []).filter((page) => page.trim() !== '');
      if (pages.length === 0) {
        log(WRONG_PARAM_MESSAGE, rule);
        return false;
      }
      return pages.some((entry) => pageMatches(context.page, entry));
    }
    case 'popupRuleItemsViewed': {
      if (!rule.name?.trim() && !rule.path?.trim()) {
        log(WRONG_PARAM_MESSAGE, rule);
        return false;
      }
      const { countVisits } = ruleCounter(state, position.popupId, position.conditionIndex, position.ruleIndex);
      return visitCountHolds(countVisits, rule.minCount, rule.maxCount);
    }
    case 'popupRuleIsLead':
      return context.isLead === (rule.isLead ?? false);
    case 'popupRuleAdsValue': {
      const key = rule.key?.trim();
      const expected = adsExpectation(rule);
      if (!key || expected === null) {
        log(WRONG_PARAM_MESSAGE, rule);
        return false;
      }
      return adsValueHolds(expected, context.adsValues[key]);
    }
    case 'popupRuleTagQuery':
      return selectorHolds(rule.query, context.hasElement, rule, log);
    case 'popupRuleItemClicked':
      return selectorHolds(rule.selector, context.wasClicked, rule, log);
    case 'popupRuleTimer': {
      const seconds = rule.seconds;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
        log(WRONG_PARAM_MESSAGE, rule);
        return false;
      }
      return context.secondsOnPage >= seconds;
    }
    default:
      log(WRONG_PARAM_MESSAGE, rule);
      return false;
  }
}

/** Rules inside one condition are AND-combined; a condition without rules never holds. */
export function conditionHolds(
  condition: PopupCondition,
  context: PopupContext,
  state: PopupStorageState,
  position: Omit<RulePosition, 'ruleIndex'>,
  log: PopupLogger = defaultLogger,
): boolean {
  const rules = condition.rules ?? [];
  return (
    rules.length > 0 &&
    rules.every((rule, ruleIndex) => ruleHolds(rule, context, state, { ...position, ruleIndex }, log))
  );
}

/** Conditions are OR-combined; finished popups never show again. */
export function isPopupActive(
  popup: PopupDefinition,
  context: PopupContext,
  state: PopupStorageState,
  log: PopupLogger = defaultLogger,
): boolean {
  const popupId = popup.popupId;
  if (!popupId || isPopupFinished(state, popupId)) return false;
  return (popup.conditions ?? []).some((condition, conditionIndex) =>
    conditionHolds(condition, context, state, { popupId, conditionIndex }, log),
  );
}

/** The popups whose conditions hold now, in the settings' priority order. */
export function activePopups<P extends PopupDefinition>(
  popups: readonly P[],
  context: PopupContext,
  state: PopupStorageState,
  log: PopupLogger = defaultLogger,
): P[] {
  return popups.filter((popup) => isPopupActive(popup, context, state, log));
}

/**
 * The next time (seconds on the page) a timer rule of an unfinished popup turns true, so the adapter knows when to
 * evaluate again; null when no timer is pending.
 */
export function nextTimerSeconds(
  popups: readonly PopupDefinition[],
  state: PopupStorageState,
  secondsOnPage: number,
): number | null {
  let next: number | null = null;
  for (const popup of popups) {
    if (!popup.popupId || isPopupFinished(state, popup.popupId)) continue;
    for (const condition of popup.conditions ?? []) {
      for (const rule of condition.rules ?? []) {
        if (rule._type !== 'popupRuleTimer' || typeof rule.seconds !== 'number') continue;
        if (rule.seconds > secondsOnPage && (next === null || rule.seconds < next)) next = rule.seconds;
      }
    }
  }
  return next;
}
