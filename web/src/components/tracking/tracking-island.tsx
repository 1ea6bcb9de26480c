'use client';

import Script from 'next/script';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { matchPath } from '@dealer/schemas/routes';
import { getConsent, useConsent } from '@/components/consent/consent-store';
import { fetchJson } from '@/lib/http/fetch-json';
import { randomId } from '@/lib/ids/random-id';
import { TRACK_EVENT_NAME, type TrackEventDetail } from '@/lib/leads/track-event';
import { parseCookieHeader, persistentCookieAttributes, serializeCookie } from '@/lib/profile/cookie-attributes';
import { captureAdParams } from '@/lib/tracking/ad-params';
import { CHAT_EVENT_NAME, chatTrackEvent } from '@/lib/tracking/chat-event';
import { tracksPageView } from '@/lib/tracking/page-view';
import { logTrackingEntry } from './tracking-log';
import { createDispatcher, gaAllowed, gaConsentMode, metaAllowed, type TrackingIds } from './dispatcher';
import { ensureFbq, ensureGtag, gaSrc, META_PIXEL_SRC } from './tag-queues';

/** Stores the landing URL's ad parameters as 30-day cookies, as far as consent allows. */
function storeAdParams(search: string): void {
  const consent = getConsent();
  if (!consent) return;
  const { set, clear } = captureAdParams(search, consent);
  const attributes = persistentCookieAttributes(window.location.protocol, window.location.hostname);
  for (const [name, value] of Object.entries(set)) document.cookie = serializeCookie(name, value, attributes);
  for (const name of clear) document.cookie = serializeCookie(name, '', { ...attributes, maxAge: 0 });
}

/**
 * The tracking island: PageView on each route change (not on the vehicle page), `dealer:track` events (forms, popups,
 * ClickToCall from click-to-call-listener.tsx), ConversationStarted from the chat widget's `dealer:chat` event,
 * ad-parameter cookies; the Meta pixel and GA4 load only when their id is configured and consent allows them.
 */
export function TrackingIsland({ ids, debug }: { ids: TrackingIds; debug: boolean }) {
  const consent = useConsent();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  const dispatcher = useRef<ReturnType<typeof createDispatcher> | null>(null);
  dispatcher.current ??= createDispatcher(
    ids,
    getConsent,
    {
      fbq: (...args) => {
        if (ids.metaPixelId) ensureFbq(ids.metaPixelId)(...args);
      },
      gtag: (...args) => {
        const current = getConsent();
        if (ids.gaMeasurementId && current) ensureGtag(ids.gaMeasurementId, gaConsentMode(current))(...args);
      },
      postServerEvent: (body) => {
        void fetchJson('/api/track/facebook', { method: 'POST', keepalive: true, body }).catch(() => undefined);
      },
      cookies: () => parseCookieHeader(document.cookie),
      now: () => Date.now(),
      newEventId: randomId,
    },
    (entry) => logTrackingEntry(entry, debug),
  );

  /**
   * Hands one `dealer:track` event to the dispatcher. Until the visitor's consent is decided (a tier that asks, before
   * the banner is answered) events wait in the pending queue and go out, or are logged as withheld, once it is.
   */
  const forward = useCallback((detail: Partial<TrackEventDetail> | null | undefined) => {
    if (typeof detail?.name !== 'string' || detail.name === '') return;
    if (getConsent()?.decided !== true) {
      (window.__dealerTrackPending ??= []).push(detail as TrackEventDetail);
      return;
    }
    dispatcher.current?.send({
      name: detail.name,
      value: detail.value,
      eventId: detail.eventId,
      ga4: detail.ga4,
      customData: detail.customData,
      url: window.location.href,
    });
  }, []);

  const metaOn = metaAllowed(consent, ids);
  const gaOn = gaAllowed(consent, ids);

  // Tell already loaded tags when consent changes (GA consent mode, Meta consent revoke/grant).
  useEffect(() => {
    if (!consent) return;
    if (window.gtag) window.gtag('consent', 'update', gaConsentMode(consent));
    if (window.fbq) window.fbq('consent', metaOn ? 'grant' : 'revoke');
  }, [consent, metaOn]);

  const decided = consent?.decided === true;
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    if (!decided) return;
    const url = `${pathname}${search ? `?${search}` : ''}`;
    if (lastTracked.current === url) return;
    lastTracked.current = url;
    storeAdParams(search);
    if (tracksPageView(matchPath(pathname)?.name ?? null)) dispatcher.current?.pageView(window.location.href);
  }, [decided, pathname, search]);

  useEffect(() => {
    const onTrack = (event: Event) => forward((event as CustomEvent<Partial<TrackEventDetail>>).detail);
    const onChat = (event: Event) => {
      const chat = chatTrackEvent((event as CustomEvent<unknown>).detail);
      if (chat) dispatcher.current?.track(chat.name, chat.value, undefined, chat.userData);
    };
    window.addEventListener(TRACK_EVENT_NAME, onTrack);
    window.addEventListener(CHAT_EVENT_NAME, onChat);
    window.__dealerTrackReady = true;
    return () => {
      window.__dealerTrackReady = false;
      window.removeEventListener(TRACK_EVENT_NAME, onTrack);
      window.removeEventListener(CHAT_EVENT_NAME, onChat);
    };
  }, [forward]);

  // Events that waited for the island or for the consent decision.
  useEffect(() => {
    if (!decided) return;
    for (const detail of window.__dealerTrackPending?.splice(0) ?? []) forward(detail);
  }, [decided, forward]);

  return (
    <>
      {metaOn ? <Script id="meta-pixel" src={META_PIXEL_SRC} strategy="lazyOnload" /> : null}
      {gaOn && ids.gaMeasurementId ? <Script id="ga4" src={gaSrc(ids.gaMeasurementId)} strategy="lazyOnload" /> : null}
    </>
  );
}
