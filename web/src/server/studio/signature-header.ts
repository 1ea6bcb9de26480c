/** The header carrying the Studio's request signature (kept apart so cors.ts needs no node:crypto). */
export const STUDIO_SIGNATURE_HEADER = 'x-dealer-studio-signature';
