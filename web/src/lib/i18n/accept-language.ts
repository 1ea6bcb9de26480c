/**
 * The site language a browser asks for in `Accept-Language` (`es-US,es;q=0.9,en;q=0.8` → es): the supported
 * language with the highest weight, the earlier one on a tie; null when it names none of ours. Pure.
 */
import type { Language } from '@/lib/i18n/strings';

const SUPPORTED: readonly Language[] = ['en', 'es'];

export function preferredLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { lang: Language; weight: number } | null = null;
  for (const entry of header.slice(0, 500).split(',')) {
    const [range, ...params] = entry.trim().split(';');
    const lang = (range ?? '').trim().toLowerCase().split('-')[0] as Language;
    if (!SUPPORTED.includes(lang)) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0 || weight > 1) continue;
    if (!best || weight > best.weight) best = { lang, weight };
  }
  return best?.lang ?? null;
}
