/**
 * The built-in texts of the error and 404 screens. Their own module because client error boundaries import them:
 * importing them from strings.ts would ship the whole string table to every page.
 */
export const DEFAULT_ERROR_STRINGS = {
  'notFound.badge': '404',
  'notFound.title': 'Page not found',
  'notFound.subtitle': 'Sorry, we couldn’t find the page you’re looking for.',
  'notFound.button': 'Go back home',
  'error.badge': 'Error',
  'error.title': 'Something went wrong',
  'error.subtitle': 'An unexpected error occurred. Please try again, or go back to the home page.',
  'error.button': 'Go back home',
  'error.retry': 'Try again',
} as const;

/** The strings client error and 404 screens need (resolved on the server, passed down once by the root layout). */
export const ERROR_STRING_KEYS = Object.keys(DEFAULT_ERROR_STRINGS) as (keyof typeof DEFAULT_ERROR_STRINGS)[];
export type ErrorStrings = Record<keyof typeof DEFAULT_ERROR_STRINGS, string>;
