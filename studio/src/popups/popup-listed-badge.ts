import { useEffect, useState } from 'react';
import { useClient, type DocumentBadgeComponent } from 'sanity';
import { SANITY_API_VERSION } from '@dealer/schemas/constants';
import { POPUP_LISTED_QUERY, popupListedBadge, type PopupListing } from './popup-listing';

/** Badges run as hooks, so this one may fetch; it asks once per document id. */
export const PopupListedBadge: DocumentBadgeComponent = ({ id }) => {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [listing, setListing] = useState<PopupListing | null>(null);
  useEffect(() => {
    let current = true;
    client
      .fetch<PopupListing>(POPUP_LISTED_QUERY, { id: id.replace(/^drafts\./, '') })
      .then((result) => {
        if (current) setListing(result);
      })
      .catch(() => {
        if (current) setListing(null);
      });
    return () => {
      current = false;
    };
  }, [client, id]);
  return popupListedBadge(listing);
};
