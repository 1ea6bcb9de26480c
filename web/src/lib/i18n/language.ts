/**
 * The page language (English and Spanish). The visitor's explicit choice (the `lang` cookie,
 * written by the language switch) wins; then an experiment's LANG; then the site's default language.
 */
import type { Language } from './strings';

export const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];
export const LANGUAGE_COOKIE = 'lang';
/** Visitor cookies last 30 days. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase().slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : null;
}

export function resolveLanguage(input: {
  /** The `lang` cookie. */
  chosen?: string | null;
  /** LANG of the visitor's experiment config, if any. */
  experiment?: string | null;
  /** siteSettings.defaultLanguage. */
  siteDefault?: string | null;
}): Language {
  return parseLanguage(input.chosen) ?? parseLanguage(input.experiment) ?? parseLanguage(input.siteDefault) ?? 'en';
}

/**
 * How long the choice is kept. With functional consent: 30 days. Without it, only for the browser session: a
 * language the visitor explicitly asked for is a user-interface setting needed to give them the page they asked
 * for, which needs no consent while it lasts no longer than the session.
 */
export function languageCookieMaxAge(functionalAllowed: boolean): number | undefined {
  return functionalAllowed ? LANGUAGE_COOKIE_MAX_AGE_SECONDS : undefined;
}
