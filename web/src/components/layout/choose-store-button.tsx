'use client';

import { useStoreChoice } from './use-store-choice';

/** A location card's "Make this my store" button; the chosen store's card says so instead. */
export function ChooseStoreButton({
  storeId,
  selected,
  labels,
  className,
}: {
  storeId: string;
  selected: boolean;
  labels: { choose: string; chosen: string };
  className?: string;
}) {
  const { allowed, choose, pending } = useStoreChoice();
  if (selected) return <p className={className}>{labels.chosen}</p>;
  if (!allowed) return null;
  return (
    <button type="button" className={className} disabled={pending} onClick={() => choose(storeId)}>
      {labels.choose}
    </button>
  );
}
