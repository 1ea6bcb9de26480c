'use client';

import { useEffect, useState } from 'react';

export type Loaded<T> = { state: 'idle' } | { state: 'loading' } | { state: 'error' } | { state: 'done'; data: T };

interface Result<T> {
  key: string;
  attempt: number;
  outcome: { ok: true; data: T } | { ok: false };
}

/**
 * Fetches JSON for the garage's islands when `request` (named by a stable key) changes; `retry` asks again. An answer
 * to a request no longer wanted (the key changed, the island left) is dropped, never shown.
 */
export function useGarageFetch<T>(request: { url: string; init?: RequestInit; key: string } | null) {
  const [result, setResult] = useState<Result<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = request?.key ?? null;
  useEffect(() => {
    if (!request || key === null) return;
    const controller = new AbortController();
    fetch(request.url, { ...request.init, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const data = (await response.json()) as T;
        setResult({ key, attempt, outcome: { ok: true, data } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ key, attempt, outcome: { ok: false } });
      });
    return () => controller.abort();
    // The key names the request; its object is rebuilt each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  let loaded: Loaded<T>;
  if (key === null) loaded = { state: 'idle' };
  else if (!result || result.key !== key || result.attempt !== attempt) loaded = { state: 'loading' };
  else loaded = result.outcome.ok ? { state: 'done', data: result.outcome.data } : { state: 'error' };
  return { loaded, retry: () => setAttempt((count) => count + 1) };
}
