/**
 * A popup's visible texts in the page's language: uiStrings `popup.{popupId}.title`, `.button` and `.hoverText`
 * win over the CMS text (used on the server with the site's strings and in the browser with an experiment's langs).
 */
import { popupStringKey } from '../i18n/popup-strings';

interface LocalizablePopup {
  popupId: string | null;
  component: { title: string | null } | null;
  button: { text: string | null; hoverText: string | null } | null;
}

/** `t(key, values, fallback)`: the translation, else the fallback. */
export type PopupTranslator = (key: string, values: undefined, fallback: string) => string;

export function localizePopup<T extends LocalizablePopup>(popup: T, t: PopupTranslator): T {
  const id = popup.popupId ?? '';
  const text = (field: 'title' | 'button' | 'hoverText', current: string | null) =>
    current ? t(popupStringKey(id, field), undefined, current) : current;
  return {
    ...popup,
    component: popup.component && { ...popup.component, title: text('title', popup.component.title) },
    button: popup.button && {
      ...popup.button,
      text: text('button', popup.button.text),
      hoverText: text('hoverText', popup.button.hoverText),
    },
  };
}

/**
 * An experiment's popups list (popup ids; it replaces the popups list) over the popups the page knows;
 * ids the page does not have are skipped. No list: the site's popups unchanged.
 */
export function replacePopups<T extends { popupId: string | null }>(
  site: readonly T[],
  ids: readonly string[] | null,
): T[] {
  if (!ids) return [...site];
  const byId = new Map(site.map((popup) => [popup.popupId, popup]));
  return ids.map((id) => byId.get(id)).filter((popup): popup is T => popup !== undefined);
}
