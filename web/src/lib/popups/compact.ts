import type { PopupCondition, PopupRule } from './types';

/**
 * A popup's conditions as the page sends them: GROQ answers every projected rule field, mostly null (a rule uses
 * one or two of them); the engine reads a missing field as a null one, so the nulls are left out.
 */
export function compactConditions(
  conditions: readonly { rules?: readonly PopupRule[] | null }[] | null | undefined,
): PopupCondition[] | null {
  if (!conditions) return null;
  return conditions.map((condition) => ({
    rules: condition.rules
      ? condition.rules.map(
          (rule) => Object.fromEntries(Object.entries(rule).filter(([, value]) => value !== null)) as PopupRule,
        )
      : null,
  }));
}
