/**
 * Applying an experiment's langs in the browser ("langs merged into strings"): strings the server already
 * resolved are replaced only where the experiment names the key; a missing translation falls back to the key's
 * English text, then to the server's text.
 */
import { translate, type Language, type UiString } from '../i18n/strings';

export function withExperimentStrings<K extends string>(
  strings: Readonly<Record<K, string>>,
  langs: readonly UiString[],
  lang: Language,
): Record<K, string> {
  const next = { ...strings } as Record<K, string>;
  for (const key of Object.keys(strings) as K[]) {
    next[key] = translate(langs, key, { lang, fallback: strings[key] });
  }
  return next;
}

/** A translator over the experiment's langs for localizePopup: the current text unless the experiment names the key. */
export function experimentTranslator(langs: readonly UiString[], lang: Language) {
  return (key: string, _values: undefined, fallback: string) => translate(langs, key, { lang, fallback });
}
