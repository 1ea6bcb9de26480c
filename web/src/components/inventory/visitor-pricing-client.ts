'use client';

/**
 * Browser glue for the per-visitor parts of the cached inventory pages (docs/caching.md): the visitor's saved
 * terms and unlocked state, read from their cookies after hydration (the server renders the anonymous page), and
 * private vehicles' prices, asked from `GET /api/vehicles/private-prices` in one batched request per render.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { MAX_PRICE_IDS, type PrivatePrice } from '@/lib/inventory/private-price-request';
import {
  ANONYMOUS_PRICING,
  mayPersonalizePricing,
  VISITOR_COOKIES_EVENT,
  type VisitorPricing,
} from '@/lib/profile/pricing-cookies';
import type * as PricingEngineModule from './visitor-pricing-engine';

type PricingEngine = typeof PricingEngineModule;

function subscribeCookies(onChange: () => void): () => void {
  window.addEventListener(VISITOR_COOKIES_EVENT, onChange);
  // A page restored from the back/forward cache may have missed a change made on another page.
  window.addEventListener('pageshow', onChange);
  return () => {
    window.removeEventListener(VISITOR_COOKIES_EVENT, onChange);
    window.removeEventListener('pageshow', onChange);
  };
}

/**
 * `document.cookie`, read once per task: every card of a list asks as the list hydrates and subscribes, and each
 * read goes to the browser's cookie store. The next task reads it again, so a cookie written meanwhile is seen.
 */
let cookieRead: string | null = null;
function cookieSnapshot(): string {
  if (cookieRead === null) {
    cookieRead = document.cookie;
    queueMicrotask(() => {
      cookieRead = null;
    });
  }
  return cookieRead;
}

/**
 * The parsing and finance code, fetched only for a visitor whose cookies can change their prices (saved terms or a
 * profile): an anonymous visitor's cards, the campaign's visitors, never load it.
 */
let engine: PricingEngine | null = null;
let engineLoading: Promise<void> | null = null;
const engineListeners = new Set<() => void>();

function subscribeEngine(onChange: () => void): () => void {
  engineListeners.add(onChange);
  return () => engineListeners.delete(onChange);
}

function loadEngine(): Promise<void> {
  engineLoading ??= import('./visitor-pricing-engine').then(
    (module) => {
      engine = module;
      for (const listener of engineListeners) listener();
    },
    (error: unknown) => {
      // Tried again on the next change; a chunk of an older build reloads the page (DeployWatch).
      engineLoading = null;
      throw error;
    },
  );
  return engineLoading;
}

/** The pricing code once loaded (null before); `wanted` loads it. */
export function usePricingEngine(wanted: boolean): PricingEngine | null {
  const loaded = useSyncExternalStore(
    subscribeEngine,
    () => engine,
    () => null,
  );
  useEffect(() => {
    if (wanted && !engine) void loadEngine();
  }, [wanted]);
  return loaded;
}

/** Anonymous while hydrating (what the cached HTML shows) and until the pricing code is in, then the visitor's own. */
export function useVisitorPricing(): VisitorPricing {
  const header = useSyncExternalStore(subscribeCookies, cookieSnapshot, () => '');
  const wanted = mayPersonalizePricing(header);
  const loaded = usePricingEngine(wanted);
  return wanted && loaded ? loaded.pricingOfHeader(header) : ANONYMOUS_PRICING;
}

/** Fetched answers by vehicle id (null: not private, or unknown); kept for the page's life. */
const known = new Map<string, PrivatePrice | null>();
const queued = new Set<string>();
const asking = new Set<string>();
const listeners = new Set<() => void>();
let flushScheduled = false;

function subscribePrices(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

async function ask(ids: string[]): Promise<void> {
  for (const id of ids) asking.add(id);
  try {
    // Only an unlocked visitor asks: the request code is not part of the page.
    const { fetchJson } = await import('@/lib/http/fetch-json');
    const answer = await fetchJson(`/api/vehicles/private-prices?ids=${ids.map(encodeURIComponent).join(',')}`, {
      cache: 'no-store',
    });
    // Locked (403) or failed: nothing to show; asked again once the visitor unlocks.
    if (!answer.ok || answer.body === null || typeof answer.body !== 'object') return;
    const prices = ((answer.body as { prices?: unknown }).prices ?? {}) as Record<string, PrivatePrice | undefined>;
    for (const id of ids) known.set(id, prices[id] ?? null);
    for (const listener of listeners) listener();
  } catch {
    // Offline: the locked label stays.
  } finally {
    for (const id of ids) asking.delete(id);
  }
}

function flush(): void {
  flushScheduled = false;
  const ids = [...queued];
  queued.clear();
  for (let start = 0; start < ids.length; start += MAX_PRICE_IDS) void ask(ids.slice(start, start + MAX_PRICE_IDS));
}

function requestPrice(id: string): void {
  if (known.has(id) || queued.has(id) || asking.has(id)) return;
  queued.add(id);
  if (!flushScheduled) {
    flushScheduled = true;
    // Every card's effect runs in the same commit: one request for the page.
    queueMicrotask(flush);
  }
}

/** A private vehicle's price for an unlocked visitor; null while locked, loading, or when it has none. */
export function usePrivatePrice(id: string | null): PrivatePrice | null {
  const { unlocked } = useVisitorPricing();
  const price = useSyncExternalStore(
    subscribePrices,
    () => (unlocked && id ? (known.get(id) ?? null) : null),
    () => null,
  );
  useEffect(() => {
    if (unlocked && id) requestPrice(id);
  }, [unlocked, id]);
  return price;
}
