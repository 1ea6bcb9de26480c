'use client';

import { useEffect, useState } from 'react';
import { fetchJson } from '@/lib/http/fetch-json';

/** One level of the year → make → model → trim pickers, fetched from `GET /api/vehicles/options`. */
export interface PickerState {
  options: string[];
  loading: boolean;
  failed: boolean;
}

const cache = new Map<string, Promise<string[]>>();

function load(query: string): Promise<string[]> {
  let pending = cache.get(query);
  if (!pending) {
    pending = fetchJson(`/api/vehicles/options${query}`)
      .then(({ ok, status, body }) => {
        if (!ok) throw new Error(`options ${status}`);
        const options = typeof body === 'object' && body !== null && 'options' in body ? body.options : null;
        return Array.isArray(options) ? options.filter((item): item is string => typeof item === 'string') : [];
      })
      .catch((error: unknown) => {
        cache.delete(query); // a later render may try again
        throw error;
      });
    cache.set(query, pending);
  }
  return pending;
}

/** `params` null = this level is not reachable yet (an earlier choice is missing): no request, no options. */
export function usePickerOptions(params: Record<string, string> | null): PickerState {
  const query = params ? `?${new URLSearchParams(params).toString()}`.replace(/^\?$/, '') : null;
  const [state, setState] = useState<PickerState & { query: string | null }>({
    query: null,
    options: [],
    loading: false,
    failed: false,
  });

  useEffect(() => {
    if (query === null) return;
    let cancelled = false;
    load(query).then(
      (options) => {
        if (!cancelled) setState({ query, options, loading: false, failed: false });
      },
      () => {
        if (!cancelled) setState({ query, options: [], loading: false, failed: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [query]);

  // Until this query's answer arrives it is loading (the previous level's list is not shown meanwhile).
  if (query === null || state.query !== query) return { options: [], loading: query !== null, failed: false };
  return state;
}
