'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SaveControlStrings } from '@/lib/garage/strings';

export type { SaveControlStrings };

const SaveControlsContext = createContext<SaveControlStrings | null>(null);

/**
 * Given once around a page's Save controls (search results, a vehicle page): each card's control reads its words
 * here rather than from props the page's payload would repeat for every card. Without it a card shows no control.
 */
export function SaveControlsProvider({ strings, children }: { strings: SaveControlStrings; children: ReactNode }) {
  return <SaveControlsContext.Provider value={strings}>{children}</SaveControlsContext.Provider>;
}

export const useSaveControlStrings = () => useContext(SaveControlsContext);
