'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_ERROR_STRINGS, type ErrorStrings } from '@/lib/i18n/error-strings';

const ErrorStringsContext = createContext<ErrorStrings>(DEFAULT_ERROR_STRINGS);

/** Gives client error boundaries the site's translated error texts (resolved on the server). */
export function ErrorStringsProvider({ strings, children }: { strings: ErrorStrings; children: ReactNode }) {
  return <ErrorStringsContext.Provider value={strings}>{children}</ErrorStringsContext.Provider>;
}

export const useErrorStrings = () => useContext(ErrorStringsContext);
