'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { interpolate } from '@/lib/i18n/interpolate';

import { useHydrated } from '../ui/use-hydrated';

import type { DRAWER_STRING_KEYS, FILTERS_BUTTON_STRING_KEYS, SearchStrings } from '@/lib/inventory/search-strings';
import styles from './filters-panel.module.css';

/**
 * Chakra and the drawer are fetched on the first press of "Filters (n)", never with the page. React.lazy rather than
 * next/dynamic: the page then ships no loader runtime (about 4 KB gzip) for it.
 */
const FiltersDrawer = lazy(() => import('./filters-drawer').then((module) => ({ default: module.FiltersDrawer })));

const INLINE_ID = 'inventory-filters';

interface FiltersState {
  /** The drawer is open. */
  open: boolean;
  /** The drawer's content is mounted (from opening until its closing animation ends). */
  shown: boolean;
  opener: HTMLElement | null;
}

interface FiltersContextValue {
  state: FiltersState | null;
  openDrawer: (opener: HTMLElement) => void;
  form: ReactNode;
}

const FiltersContext = createContext<FiltersContextValue | null>(null);

interface FiltersProviderProps {
  /** The server-rendered filter form: shown in the sidebar, or in the drawer while it is open. */
  form: ReactNode;
  /** The drawer's words (DRAWER_STRING_KEYS). */
  strings: Pick<SearchStrings, (typeof DRAWER_STRING_KEYS)[number]>;
  children: ReactNode;
}

/** Holds the filter form and the drawer's state for the search page's two places that show them. */
export function FiltersProvider({ form, strings, children }: FiltersProviderProps) {
  // Null until the drawer is first opened: nothing is loaded before that.
  const [state, setState] = useState<FiltersState | null>(null);
  const openDrawer = useCallback((opener: HTMLElement) => setState({ open: true, shown: true, opener }), []);
  const close = useCallback(() => setState((current) => (current ? { ...current, open: false } : current)), []);
  const closed = useCallback(
    () => setState((current) => (current && !current.open ? { ...current, shown: false } : current)),
    [],
  );
  const value = useMemo(() => ({ state, openDrawer, form }), [state, openDrawer, form]);
  return (
    <FiltersContext.Provider value={value}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <FiltersDrawer open={state.open} opener={state.opener} onClose={close} onClosed={closed} strings={strings}>
            {form}
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </FiltersContext.Provider>
  );
}

/**
 * The sidebar's filter form. Without JavaScript it is also the phone layout's filters, after the results; once the
 * drawer can open, phones hide it (CSS), and while the drawer shows the form it is not rendered here (one form, one
 * set of ids).
 */
export function InlineFilters() {
  const context = useContext(FiltersContext);
  const hydrated = useHydrated();
  if (!context) return null;
  return (
    <div id={INLINE_ID} className={styles.sidebar} data-drawer-ready={hydrated ? '' : undefined}>
      {context.state?.shown ? null : context.form}
    </div>
  );
}

/**
 * "Filters (n)" on phones (n = applied filters). Before JavaScript runs it is a link to the form after the results;
 * afterwards a button that opens the drawer.
 */
export function FiltersButton({
  count,
  strings,
}: {
  count: number;
  strings: Pick<SearchStrings, (typeof FILTERS_BUTTON_STRING_KEYS)[number]>;
}) {
  const context = useContext(FiltersContext);
  const hydrated = useHydrated();
  const label = interpolate(strings['search.filters.open'], { count });
  if (!hydrated || !context) {
    return (
      <a href={`#${INLINE_ID}`} className={styles.filtersButton}>
        {label}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={styles.filtersButton}
      aria-haspopup="dialog"
      aria-expanded={context.state?.open ?? false}
      onClick={(event) => context.openDrawer(event.currentTarget)}
    >
      {label}
    </button>
  );
}
