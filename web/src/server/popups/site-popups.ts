import 'server-only';
import { fetchContent } from '@/content';
import { activePopupsQuery } from '@/content/queries';
import type { ActivePopupsQueryResult } from '@/content/sanity.types';
import type { Language } from '@/lib/i18n/strings';
import { createTranslator } from '@/lib/i18n/strings';
import { POPUP_STRING_KEYS, type PopupStrings } from '@/lib/i18n/popup-strings';
import { compactConditions } from '@/lib/popups/compact';
import { localizePopup } from '@/lib/popups/localize';
import { isRenderablePopup, popupTrigger, type PopupTrigger } from '@/lib/popups/trigger';
import { getSiteShell } from '@/server/site/context';

type QueriedPopup = NonNullable<ActivePopupsQueryResult>[number];

/** One popup's content as the browser receives it: everything but its conditions, texts in one language. */
export type PopupContent = Omit<QueriedPopup, 'conditions'>;

export interface PopupContents {
  popups: PopupContent[];
  /** The runtime's interface texts (dialog chrome, forms) in the same language. */
  strings: PopupStrings;
}

const withoutConditions = (popup: QueriedPopup): PopupContent =>
  Object.fromEntries(Object.entries(popup).filter(([key]) => key !== 'conditions')) as PopupContent;

/** The site's active popups it can render (siteSettings.popups, priority order). */
async function renderablePopups(): Promise<QueriedPopup[]> {
  const popups = await fetchContent({ query: activePopupsQuery, params: {}, tags: ['siteSettings', 'popup'] });
  return (popups ?? []).filter(isRenderablePopup);
}

/** What every page carries: each popup's id and conditions (null fields left out), nothing it shows. */
export async function sitePopupTriggers(): Promise<PopupTrigger[]> {
  return (await renderablePopups()).map((popup) =>
    popupTrigger({ popupId: popup.popupId, conditions: compactConditions(popup.conditions) }),
  );
}

/** What a popup shows, in `lang`: uiStrings `popup.{id}.title|button|hoverText` over the CMS texts. */
export async function sitePopupContents(lang: Language): Promise<PopupContents> {
  const [popups, shell] = await Promise.all([renderablePopups(), getSiteShell()]);
  const t = createTranslator(shell.settings?.uiStrings, lang);
  return {
    popups: popups.map((popup) => localizePopup(withoutConditions(popup), t)),
    strings: Object.fromEntries(POPUP_STRING_KEYS.map((key) => [key, t(key)])) as PopupStrings,
  };
}
