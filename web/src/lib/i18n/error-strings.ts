/**
 * The built-in texts of the error screens. Their own module because client error boundaries import them: importing
 * them from strings.ts would ship the whole string table to every page.
 */
export const DEFAULT_ERROR_STRINGS = {
  'error.badge': 'Error',
  'error.title': 'Something went wrong',
  'error.subtitle': 'An unexpected error occurred. Please try again, or go back to the home page.',
  'error.button': 'Go back home',
  'error.retry': 'Try again',
} as const;

/** The strings client error boundaries need (resolved on the server, passed down by the root layout). */
export const ERROR_STRING_KEYS = Object.keys(DEFAULT_ERROR_STRINGS) as (keyof typeof DEFAULT_ERROR_STRINGS)[];
export type ErrorStrings = Record<keyof typeof DEFAULT_ERROR_STRINGS, string>;
