'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PaymentSettings } from '@/lib/inventory/card-payment';

/** What every card of a list computes its payment line with: the store's finance settings and the line's words. */
export interface CardPricing {
  payment: PaymentSettings | null;
  /** `locked`: the prompt until personalised; `payment`: `{payment}` is filled with the monthly figure. */
  strings: Readonly<Record<'locked' | 'payment', string>>;
  /**
   * The lock drawn before a locked payment or price: rendered where the list is (the server, for a cached page), so
   * the icon set stays out of the cards' script.
   */
  lockIcon: ReactNode;
}

const CardPricingContext = createContext<CardPricing | null>(null);

/**
 * Given once to a list of cards: each card's payment line reads it here rather than from its own props, which the
 * page's payload would repeat (as references) for every card.
 */
export function CardPricingProvider({ payment, strings, lockIcon, children }: CardPricing & { children: ReactNode }) {
  const value = useMemo(() => ({ payment, strings, lockIcon }), [payment, strings, lockIcon]);
  return <CardPricingContext.Provider value={value}>{children}</CardPricingContext.Provider>;
}

export function useCardPricing(): CardPricing {
  const value = useContext(CardPricingContext);
  if (!value) throw new Error('A card payment line needs a CardPricingProvider around its list.');
  return value;
}
