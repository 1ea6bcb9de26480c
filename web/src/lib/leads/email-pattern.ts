/**
 * The e-mail format: `{local}@{domain}.{tld}` with a top-level domain of 2+ letters; one `@`.
 *
 * One address per field: the value becomes the lead mail's Reply-To, where a comma or semicolon separates
 * addresses and angle brackets, quotes, parentheses or a colon start a display name, comment or group. So none of
 * those, no whitespace and no control characters anywhere: `a,evil@attacker.com` must not add a second recipient.
 *
 * Kept free of zod so browser code that only checks a saved profile (popups, tracking) does not ship the schema
 * library on every page.
 */
export const EMAIL_PATTERN = /^[^\s\x00-\x1f\x7f@,;:<>"()[\]\\]+@[^\s\x00-\x1f\x7f@,;:<>"()[\]\\]+\.[A-Za-z]{2,}$/;
