import { pathFor } from '@dealer/schemas/routes';

import { isRouteEnabled } from '@/lib/routing/route-access';
import type { SiteContext } from '@/server/site/context';

import { SmartLink } from '../ui/smart-link';

/** The schedule form with a service offer attached (`?offer=`); the form looks the offer up again. */
export function scheduleOfferHref(offerId: string): string {
  return `${pathFor('serviceSchedule')}?offer=${encodeURIComponent(offerId)}`;
}

/**
 * A paragraph with "Schedule this service" (uiStrings `offers.scheduleService`) under a service offer, when the
 * site takes appointments; nothing for sales and dealer offers.
 */
export function ScheduleOfferLink({
  offer,
  site,
  className,
}: {
  offer: { offerType?: string | null; offerId?: string | null; name?: string | null };
  site: Pick<SiteContext, 't' | 'enabledPages'>;
  className?: string;
}) {
  if (offer.offerType !== 'service' || !offer.offerId || !isRouteEnabled('serviceSchedule', site.enabledPages)) {
    return null;
  }
  const text = site.t('offers.scheduleService');
  return (
    <p className={className}>
      {/* The offer's name in the accessible name: a list holds one such link per offer. */}
      <SmartLink href={scheduleOfferHref(offer.offerId)} aria-label={offer.name ? `${text}: ${offer.name}` : undefined}>
        {text}
      </SmartLink>
    </p>
  );
}
