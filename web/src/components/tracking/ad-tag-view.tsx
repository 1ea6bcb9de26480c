'use client';

import { useEffect } from 'react';
import type { TrackedVehicle } from '@/lib/tracking/track-events';

/**
 * Sends one ad-tag event when a page shows vehicles: a search results page, a vehicle list or a vehicle page
 * (docs/tracking.md#conversion-map). Renders nothing; `viewKey` changes (a new page of results) send it again. The
 * conversion tables are a chunk of their own, fetched after hydration rather than with the page.
 */
export function AdTagView({
  kind,
  vehicles,
  searchTerm,
  viewKey,
}: {
  kind: 'searchResults' | 'itemList' | 'itemView';
  vehicles: TrackedVehicle[];
  searchTerm?: string;
  viewKey: string;
}) {
  useEffect(() => {
    void import('@/lib/tracking/fire-conversion').then((module) => module.fireAdTag(kind, vehicles, searchTerm));
    // One event per view: the key names the view, the vehicle list is its content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewKey]);
  return null;
}
