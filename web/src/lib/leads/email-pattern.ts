/**
 * §5 e-mail format: `{local}@{domain}.{tld}` with a top-level domain of 2+ letters; no spaces, one `@`.
 * Kept free of zod so browser code that only checks a saved profile (popups, tracking) does not ship the schema
 * library on every page.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
