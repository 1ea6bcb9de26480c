/**
 * What the popups keep in the visitor's browser: `viewedPagesItems` counts views per popup id,
 * condition index and rule index; finished popups never show again; `isMobile` remembers the last viewport class.
 */
export interface RuleCounter {
  countVisits: number;
  /** Distinct values already counted for rules whose parameter is `true` (e.g. VINs). */
  itemsListViewed: string[];
}

export type ViewedPagesItems = Record<string, Record<string, Record<string, RuleCounter>>>;

export interface PopupStorageState {
  viewedPagesItems: ViewedPagesItems;
  finishedPopups: string[];
  isMobile: boolean | null;
}

export const POPUP_STORAGE_KEYS = {
  viewedPagesItems: 'viewedPagesItems',
  finishedPopups: 'finishedPopups',
  isMobile: 'isMobile',
} as const;

export const emptyPopupStorage = (): PopupStorageState => ({
  viewedPagesItems: {},
  finishedPopups: [],
  isMobile: null,
});

const EMPTY_COUNTER: RuleCounter = { countVisits: 0, itemsListViewed: [] };

export function ruleCounter(
  state: PopupStorageState,
  popupId: string,
  conditionIndex: number,
  ruleIndex: number,
): RuleCounter {
  return state.viewedPagesItems[popupId]?.[String(conditionIndex)]?.[String(ruleIndex)] ?? EMPTY_COUNTER;
}

export function withRuleCounter(
  state: PopupStorageState,
  popupId: string,
  conditionIndex: number,
  ruleIndex: number,
  counter: RuleCounter,
): PopupStorageState {
  const popup = state.viewedPagesItems[popupId] ?? {};
  const condition = popup[String(conditionIndex)] ?? {};
  return {
    ...state,
    viewedPagesItems: {
      ...state.viewedPagesItems,
      [popupId]: { ...popup, [String(conditionIndex)]: { ...condition, [String(ruleIndex)]: counter } },
    },
  };
}

export function isPopupFinished(state: PopupStorageState, popupId: string): boolean {
  return state.finishedPopups.includes(popupId);
}

/** Finishing adds the id to the persisted finished list. */
export function finishPopup(state: PopupStorageState, popupId: string): PopupStorageState {
  return isPopupFinished(state, popupId) ? state : { ...state, finishedPopups: [...state.finishedPopups, popupId] };
}

export function withIsMobile(state: PopupStorageState, isMobile: boolean): PopupStorageState {
  return state.isMobile === isMobile ? state : { ...state, isMobile };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseCounter(value: unknown): RuleCounter | null {
  if (!isRecord(value)) return null;
  const count = value.countVisits;
  const items = value.itemsListViewed;
  return {
    countVisits: typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.floor(count) : 0,
    itemsListViewed: Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [],
  };
}

/** Reads `viewedPagesItems` JSON defensively: anything malformed is dropped, not thrown. */
export function parseViewedPagesItems(text: string | null): ViewedPagesItems {
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
  const result: ViewedPagesItems = {};
  if (!isRecord(raw)) return result;
  for (const [popupId, conditions] of Object.entries(raw)) {
    if (!isRecord(conditions)) continue;
    for (const [conditionIndex, rules] of Object.entries(conditions)) {
      if (!isRecord(rules)) continue;
      for (const [ruleIndex, value] of Object.entries(rules)) {
        const counter = parseCounter(value);
        if (!counter) continue;
        result[popupId] ??= {};
        const popup = result[popupId];
        popup[conditionIndex] ??= {};
        (popup[conditionIndex] as Record<string, RuleCounter>)[ruleIndex] = counter;
      }
    }
  }
  return result;
}

export function parseFinishedPopups(text: string | null): string[] {
  try {
    const raw: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function parseIsMobile(text: string | null): boolean | null {
  return text === 'true' ? true : text === 'false' ? false : null;
}

/** A thin adapter over `localStorage` (or any Storage); failures (private mode, quota) leave the state in memory. */
export function createPopupStorage(storage: Pick<Storage, 'getItem' | 'setItem'> | null) {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      storage?.setItem(key, value);
    } catch {
      // Storage full or blocked: the counts live for this page only.
    }
  };
  return {
    load(): PopupStorageState {
      return {
        viewedPagesItems: parseViewedPagesItems(read(POPUP_STORAGE_KEYS.viewedPagesItems)),
        finishedPopups: parseFinishedPopups(read(POPUP_STORAGE_KEYS.finishedPopups)),
        isMobile: parseIsMobile(read(POPUP_STORAGE_KEYS.isMobile)),
      };
    },
    save(state: PopupStorageState): void {
      write(POPUP_STORAGE_KEYS.viewedPagesItems, JSON.stringify(state.viewedPagesItems));
      write(POPUP_STORAGE_KEYS.finishedPopups, JSON.stringify(state.finishedPopups));
      if (state.isMobile !== null) write(POPUP_STORAGE_KEYS.isMobile, String(state.isMobile));
    },
  };
}
