import type { Language } from './strings';

/** A menu entry's label in the page's language: the Spanish label when there is one, else the English label. */
export function menuLabel(item: { label?: string | null; labelEs?: string | null }, lang: Language): string {
  const english = item.label?.trim() ?? '';
  if (lang === 'es') return item.labelEs?.trim() || english;
  return english;
}
