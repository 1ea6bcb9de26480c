/**
 * The language an API answer's visitor text is in: the first supported language of the request's
 * Accept-Language, by quality. The site's forms send the page's language in that header; without one (an
 * integration, a script) the answer is English, the API's documented wording.
 */
import { parseLanguage } from './language';
import type { Language } from './strings';

export function responseLanguage(acceptLanguage: string | null | undefined): Language {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.quality > 0 && !Number.isNaN(range.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const lang = parseLanguage(range.tag.split('-')[0]);
    if (lang) return lang;
  }
  return 'en';
}
