'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CONSENT_CHANGE_EVENT, getConsent } from '@/components/consent/consent-store';
import { EXPERIMENTS_CHANGE_EVENT, getExperiments } from '@/components/tracking/experiments-store';
// The modules themselves, not the barrel: it also holds the server's cookie schema (zod), which this runtime never uses.
import { experimentTranslator, withExperimentStrings } from '@/lib/experiments/apply';
import type { MergedExperimentConfig } from '@/lib/experiments/config';
import { isCategoryAllowed } from '@/lib/consent';
import { ADVERTISING_PARAMS } from '@/lib/leads/advertising';
import { LEAD_SENT_COOKIE } from '@/lib/profile/lead-sent';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { isProfileValid, readProfile } from '@/lib/profile/visitor-profile';
import {
  activePopups,
  createPopupStorage,
  emptyPopupStorage,
  finishPopup,
  isMobileWidth,
  nextTimerSeconds,
  pageViewFromUrl,
  recordPageView,
  withIsMobile,
  type PageView,
  type PopupStorageState,
} from '@/lib/popups';
import type { PopupStrings } from '@/lib/i18n/popup-strings';
import type { Language } from '@/lib/i18n/strings';
import { localizePopup, replacePopups } from '@/lib/popups/localize';
import { joinPopup, type PopupTrigger } from '@/lib/popups/trigger';
import { wantedTriggerButtons } from '@/lib/popups/trigger-buttons';
import { popupTitle, type RuntimePopup } from './popup-types';
import { triggerVehicleOf, type TriggerVehicle } from '@/lib/popups/trigger-vehicle';

// What a popup shows loads only when one becomes active: a modal one in the dialog shell (Chakra, motion), a banner
// in its light shell (neither), so a banner shown on every page load costs little. The side button (motion) loads
// only once a popup was closed.
const PopupDialog = lazy(() => import('./popup-dialog').then((module) => ({ default: module.PopupDialog })));
const PopupBanner = lazy(() => import('./popup-banner').then((module) => ({ default: module.PopupBanner })));
const SideButton = lazy(() => import('./side-button').then((module) => ({ default: module.SideButton })));

/** A visitor is a lead once a lead was sent this session or the stored profile is complete. */
function visitorIsLead(jar: Readonly<Record<string, string>>): boolean {
  return Boolean(jar[LEAD_SENT_COOKIE]) || isProfileValid(readProfile(jar));
}

function storage() {
  try {
    return createPopupStorage(window.localStorage);
  } catch {
    return createPopupStorage(null);
  }
}

/** What the popups show, as GET /api/popups answers it (texts in the page's language). */
interface PopupContents {
  popups: Omit<RuntimePopup, 'conditions'>[];
  strings: PopupStrings;
}

/** The site's popup triggers (each popup's id and conditions), as GET /api/popups/triggers answers them. */
export const POPUP_TRIGGERS_URL = '/api/popups/triggers';

/**
 * The popups runtime: on every route change it counts the page for items-viewed rules, then evaluates
 * the conditions (pages, items viewed, is-lead, ads values from cookies, tag query, item clicked, timers) and opens
 * the first active popup. The page carries none of it: the runtime asks for each popup's id and conditions once it
 * has loaded (routes visited meanwhile are counted when they arrive), and for what a popup shows once, when the
 * first one is about to open. Closing hides it (the side button reopens it); finishing stores it as finished.
 */
export function PopupsIsland({ lang }: { lang: Language }) {
  // The site's triggers; null until they have arrived (a failed fetch leaves the page without popups).
  const [siteTriggers, setSiteTriggers] = useState<PopupTrigger[] | null>(null);
  useEffect(() => {
    let current = true;
    fetch(POPUP_TRIGGERS_URL)
      .then((response) => (response.ok ? (response.json() as Promise<{ popups: PopupTrigger[] }>) : null))
      .then((answer) => {
        if (current && answer) setSiteTriggers(answer.popups);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  // An experiment may replace the popups list and override their texts, once the flag client has read it.
  const [experiment, setExperiment] = useState<MergedExperimentConfig | null>(() => getExperiments());
  useEffect(() => {
    const onChange = (event: Event) => setExperiment((event as CustomEvent<MergedExperimentConfig>).detail);
    window.addEventListener(EXPERIMENTS_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(EXPERIMENTS_CHANGE_EVENT, onChange);
  }, []);
  const popups = useMemo(
    () => (siteTriggers && experiment ? replacePopups(siteTriggers, experiment.popups) : siteTriggers),
    [siteTriggers, experiment],
  );
  const [contents, setContents] = useState<PopupContents | null>(null);
  const translated = useCallback(
    (id: string | null): RuntimePopup | null => {
      const trigger = popups?.find((popup) => popup.popupId === id);
      const popup = trigger && contents ? (joinPopup(trigger, contents.popups) as RuntimePopup | null) : null;
      if (!popup || !experiment) return popup;
      return localizePopup(popup, experimentTranslator(experiment.langs, lang));
    },
    [popups, contents, experiment, lang],
  );
  const strings = useMemo(
    () =>
      experiment && contents ? withExperimentStrings(contents.strings, experiment.langs, lang) : contents?.strings,
    [contents, experiment, lang],
  );
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const router = useRouter();
  const state = useRef<PopupStorageState>(emptyPopupStorage());
  const loaded = useRef(false);
  const page = useRef<PageView | null>(null);
  const pageStart = useRef(0);
  const seenUrl = useRef<string | null>(null);
  /** Routes visited (and the window's width then) not yet counted: counting needs the triggers. */
  const uncounted = useRef<{ view: PageView; mobile: boolean }[]>([]);
  const clicked = useRef<Element[]>([]);
  const dismissed = useRef<Set<string>>(new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [hiddenId, setHiddenId] = useState<string | null>(null);
  const [isLead, setIsLead] = useState(false);
  // The car of the last trigger button clicked (a card's "Price alert"): the popup it opens sends it with its lead.
  const [vehicle, setVehicle] = useState<TriggerVehicle | null>(null);

  // The trigger buttons a popup that can still show opens on are displayed (docs/popups.md#trigger-buttons).
  const announceTriggerButtons = useCallback(() => {
    const wanted = popups ? wantedTriggerButtons(popups, state.current.finishedPopups) : [];
    if (wanted.length > 0) document.documentElement.dataset.popupTriggers = wanted.join(' ');
    else delete document.documentElement.dataset.popupTriggers;
  }, [popups]);
  useEffect(() => {
    announceTriggerButtons();
    return () => void delete document.documentElement.dataset.popupTriggers;
  }, [announceTriggerButtons]);

  const persist = useCallback(() => {
    // Counters and the finished list are site functionality: kept only with functional consent.
    const consent = getConsent();
    if (consent && isCategoryAllowed(consent, 'functional')) storage().save(state.current);
  }, []);

  const evaluate = useCallback((): number | null => {
    const current = page.current;
    if (!current || !popups) return null;
    // Never over the cookie dialog: popups wait until the visitor has answered it (consentchange re-evaluates).
    const consentReady = getConsent()?.decided === true;
    const jar = parseCookieHeader(document.cookie);
    const lead = visitorIsLead(jar);
    setIsLead(lead);
    const secondsOnPage = (Date.now() - pageStart.current) / 1000;
    const active = activePopups(
      popups,
      {
        page: current,
        isLead: lead,
        adsValues: Object.fromEntries(ADVERTISING_PARAMS.map((name) => [name, jar[name]])),
        secondsOnPage,
        hasElement: (selector) => document.querySelector(selector) !== null,
        wasClicked: (selector) => clicked.current.some((element) => element.closest(selector) !== null),
      },
      state.current,
    );
    const next = active.find((popup) => popup.popupId && !dismissed.current.has(popup.popupId));
    if (consentReady && next?.popupId) setActiveId((open) => open ?? next.popupId);
    return nextTimerSeconds(popups, state.current, secondsOnPage);
  }, [popups]);

  // Each route change: restart the page timer, forget clicks, and keep the view to count.
  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      state.current = storage().load();
    }
    const url = `${pathname}?${search}`;
    if (seenUrl.current === url) return;
    seenUrl.current = url;
    const view = pageViewFromUrl(pathname, search);
    page.current = view;
    pageStart.current = Date.now();
    clicked.current = [];
    uncounted.current.push({ view, mobile: isMobileWidth(window.innerWidth) });
  }, [pathname, search]);

  // Once the triggers are known, on each route change: count the views not yet counted, then evaluate.
  useEffect(() => {
    if (!popups) return;
    // Count each route once: an experiment replacing the popups list re-runs this effect on the same page.
    if (uncounted.current.length > 0) {
      for (const { view, mobile } of uncounted.current) {
        state.current = withIsMobile(recordPageView(state.current, popups, view), mobile);
      }
      uncounted.current = [];
      persist();
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (nextSeconds: number | null) => {
      if (nextSeconds === null) return;
      const delay = Math.max(0, nextSeconds * 1000 - (Date.now() - pageStart.current));
      timer = setTimeout(() => schedule(evaluate()), delay);
    };
    schedule(evaluate());
    return () => clearTimeout(timer);
  }, [pathname, search, popups, evaluate, persist]);

  // Item-clicked rules: remember what was clicked on this page and evaluate again; also once consent is answered.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      clicked.current.push(event.target);
      const clickedVehicle = triggerVehicleOf(event.target);
      if (clickedVehicle) setVehicle(clickedVehicle);
      evaluate();
    };
    const onConsent = () => {
      // Views counted before the answer are kept once functional storage is allowed.
      persist();
      evaluate();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener(CONSENT_CHANGE_EVENT, onConsent);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(CONSENT_CHANGE_EVENT, onConsent);
    };
  }, [evaluate, persist]);

  // The first popup about to open fetches what every popup shows (texts in the page's language); until it has
  // arrived nothing opens. A failed fetch leaves the page without popups.
  const wantsContents = activeId !== null && contents === null;
  useEffect(() => {
    if (!wantsContents) return;
    let current = true;
    fetch(`/api/popups?lang=${lang}`)
      .then((response) => (response.ok ? (response.json() as Promise<PopupContents>) : null))
      .then((loaded) => {
        if (current && loaded) setContents(loaded);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wantsContents, lang]);

  // Memoised: the dialog keeps the same popup object across renders of the runtime.
  const active = useMemo(() => translated(activeId), [translated, activeId]);
  const hidden = useMemo(() => translated(hiddenId), [translated, hiddenId]);

  const onClose = useCallback(() => {
    if (!activeId) return;
    dismissed.current.add(activeId);
    setHiddenId(activeId);
    setActiveId(null);
    setVehicle(null);
  }, [activeId]);

  const onFinish = useCallback(() => {
    if (!activeId) return;
    dismissed.current.add(activeId);
    state.current = finishPopup(state.current, activeId);
    persist();
    announceTriggerButtons();
    setHiddenId((id) => (id === activeId ? null : id));
    setActiveId(null);
    setVehicle(null);
  }, [activeId, persist, announceTriggerButtons]);

  const onRedirect = useCallback(
    (href: string) => {
      if (href.startsWith('/') && !href.startsWith('//')) router.push(href);
      else window.location.assign(href);
    },
    [router],
  );

  const Shown = active?.background?.modal === false ? PopupBanner : PopupDialog;
  return (
    <>
      {active ? (
        <Suspense fallback={null}>
          <Shown
            key={active.popupId}
            popup={active}
            isLead={isLead}
            onClose={onClose}
            onFinish={onFinish}
            onRedirect={onRedirect}
            strings={strings}
            vehicle={vehicle}
          />
        </Suspense>
      ) : null}
      {hidden && !active ? (
        <Suspense fallback={null}>
          <SideButton
            label={hidden.button?.text?.trim() || popupTitle(hidden)}
            hoverText={hidden.button?.hoverText}
            onOpen={() => {
              setHiddenId(null);
              setActiveId(hidden.popupId);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
