import 'server-only';
import type { PrivatePrice } from '@/lib/inventory/private-price-request';
import { vehicleCards } from './search';

/**
 * The prices of the private vehicles among `ids` (public vehicles' prices are in the cached page already; unknown
 * ids are left out). The caller has checked the visitor unlocked the private inventory.
 */
export async function privatePrices(ids: string[]): Promise<Record<string, PrivatePrice>> {
  const cards = await vehicleCards(ids);
  return Object.fromEntries(
    cards.flatMap((card) =>
      card.isPrivate === true && card.price != null
        ? [[card._id, { price: card.price, oldPrice: card.oldPrice ?? null }]]
        : [],
    ),
  );
}
