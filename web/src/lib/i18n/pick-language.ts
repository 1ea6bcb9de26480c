import type { Language } from './strings';

/**
 * A CMS text that has an English field and an optional Spanish one (`label`/`labelEs`, `title`/`titleEs`): the
 * Spanish text for Spanish readers when an editor wrote one, else the English text.
 */
export function pickLanguage(
  english: string | null | undefined,
  spanish: string | null | undefined,
  lang: Language,
): string {
  const fallback = english?.trim() ?? '';
  return lang === 'es' ? spanish?.trim() || fallback : fallback;
}

/** A menu entry's label in the page's language. */
export function menuLabel(item: { label?: string | null; labelEs?: string | null }, lang: Language): string {
  return pickLanguage(item.label, item.labelEs, lang);
}
