'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useConsent } from '@/components/consent/consent-store';
import { isCategoryAllowed } from '@/lib/consent';
// The modules themselves, not the barrel: the cookie's schema (zod) loads only for an experiment that varies menus.
import { mergeExperimentConfigs, type SiteEnv } from '@/lib/experiments/config';
import {
  EXPERIMENT_CONFIG_COOKIE,
  hasServerSettings,
  serializeExperimentCookie,
} from '@/lib/experiments/experiment-cookie';
import { flagUser } from '@/lib/experiments/statsig-user';
import { fetchJson } from '@/lib/http/fetch-json';
import { randomId } from '@/lib/ids/random-id';
import { LANGUAGE_COOKIE, languageCookieMaxAge, parseLanguage } from '@/lib/i18n/language';
import { parseCookieHeader, persistentCookieAttributes, serializeCookie } from '@/lib/profile/cookie-attributes';
import { PROFILE_COOKIES } from '@/lib/profile/visitor-profile';
import { publishExperiments } from './experiments-store';

export const EXPERIMENTS_PATH = '/api/statsig/experiments';

export interface ExperimentsIslandProps {
  clientKey: string | null;
  localValues: Record<string, Record<string, unknown>>;
  siteEnv: SiteEnv;
  companyId: string | null;
}

type Entries = Awaited<ReturnType<typeof import('./flag-client').readExperimentConfigs>>;
/** One flag client per page load (Statsig warns about several clients with one key); refreshes reuse it. */
let loaded: Promise<Entries> | null = null;

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Experiments: once the visitor allowed analytics and the page has loaded, fetches the experiment
 * names, loads the flag client chunk and publishes the merged config. An experiment's LANG switches the page
 * language unless the visitor chose one (the `lang` cookie): it is stored like a choice and the page re-renders.
 */
export function ExperimentsIsland({ clientKey, localValues, siteEnv, companyId }: ExperimentsIslandProps) {
  const consent = useConsent();
  const router = useRouter();
  const started = useRef(false);
  const allowed = consent?.decided === true && isCategoryAllowed(consent, 'analytics');
  const functional = consent ? isCategoryAllowed(consent, 'functional') : false;

  useEffect(() => {
    if (!allowed || started.current) return;
    started.current = true;
    let cancelled = false;
    void (async () => {
      try {
        const jar = parseCookieHeader(document.cookie);
        const attributes = persistentCookieAttributes(window.location.protocol, window.location.hostname);
        // The flag service buckets visitors by this id (userID): created with analytics consent, kept for
        // later visits so a visitor stays in their variant; a later lead keeps it (planProfileSave sets it only
        // when missing).
        const userID = jar[PROFILE_COOKIES.uniqueUserId] ?? randomId();
        if (!jar[PROFILE_COOKIES.uniqueUserId]) {
          document.cookie = serializeCookie(PROFILE_COOKIES.uniqueUserId, userID, attributes);
        }
        loaded ??= (async () => {
          await afterLoad();
          const response = await fetchJson(EXPERIMENTS_PATH);
          const names = response.ok ? response.body : [];
          const list = Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
          const { readExperimentConfigs } = await import('./flag-client');
          return readExperimentConfigs({
            clientKey,
            localValues,
            names: list,
            siteEnv,
            user: flagUser({
              uniqueUserId: userID,
              userAgent: navigator.userAgent,
              companyId,
              search: window.location.search,
            }),
          });
        })();
        const entries = await loaded.catch((error: unknown) => {
          loaded = null;
          throw error;
        });
        if (cancelled) return;
        const merged = mergeExperimentConfigs(entries, siteEnv);
        document.documentElement.dataset.experiments = merged.names.join(' ');
        publishExperiments(merged);
        // Menus and strings for the server, from the next page on. Only menus need the schema (request-config.ts,
        // zod): strings and browser-only settings are written without loading it.
        const forServer = hasServerSettings(merged.settings)
          ? (await import('@/lib/experiments/request-config')).experimentCookieValue(merged)
          : serializeExperimentCookie({}, merged.langs);
        if (cancelled) return;
        if (forServer !== (jar[EXPERIMENT_CONFIG_COOKIE] ?? null)) {
          document.cookie = forServer
            ? serializeCookie(EXPERIMENT_CONFIG_COOKIE, forServer, attributes)
            : serializeCookie(EXPERIMENT_CONFIG_COOKIE, '', { ...attributes, maxAge: 0 });
        }
        const current = parseLanguage(document.documentElement.lang);
        if (merged.LANG && !parseLanguage(jar[LANGUAGE_COOKIE]) && merged.LANG !== current) {
          document.cookie = serializeCookie(LANGUAGE_COOKIE, merged.LANG, {
            ...attributes,
            maxAge: languageCookieMaxAge(functional),
          });
          router.refresh();
        }
      } catch (error) {
        // Experiments are an optimisation: the page keeps its defaults (failures are logged, not shown).
        console.warn('experiments unavailable', error instanceof Error ? error.message : error);
      }
    })();
    return () => {
      cancelled = true;
      started.current = false;
    };
  }, [allowed, clientKey, localValues, siteEnv, companyId, functional, router]);

  return null;
}
