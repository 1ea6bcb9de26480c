import type { Language } from '@/lib/i18n/strings';
import type { LeadToastGroup } from '@/lib/leads/toasts';

import type { LeadFormTexts } from './lead-form-texts';
import type { LeadMessageStrings } from './lead-message-strings';

/** Which lead form a page shows; each has its own lazily loaded enhanced form. */
export type LeadFormKind = 'contact' | 'careers' | 'staff';

export interface LeadFormOption {
  value: string;
  label: string;
}

/** Everything a lead form needs from the server; plain data, so it crosses to the client island. */
export interface LeadFormConfig {
  kind: LeadFormKind;
  /** Unique on the page: prefixes every element id. */
  id: string;
  /** The store's name for the cell-phone disclaimer. */
  dealerName: string;
  privacyHref: string;
  /** siteSettings.cookieTier: whether the profile may be saved without a stored choice. */
  cookieTier: number | null;
  /** The page path, posted as the lead's `url` by the plain (no-JavaScript) form. */
  pagePath: string;
  /** Careers: the CMS positions. */
  positions?: LeadFormOption[];
  /** Contact form: offer the service question (a store has a service department; it routes with CONTACT_SERVICE). */
  serviceQuestions?: boolean;
  /**
   * Contact form: the stores the visitor may send the message to (the choice shows only with two or more) and the
   * one chosen at first, their own store (the `userSelectedStore` cookie, else the default store).
   */
  stores?: LeadFormOption[];
  store?: string;
  /** Staff member form: who the message is for. */
  staff?: { slug: string; name: string };
  /** Labels and buttons in the site's language (CMS uiStrings `leadForm.*`); else the built-in English. */
  formTexts?: LeadFormTexts;
  /** Toasts and field messages in the site's language (uiStrings); else the built-in English. */
  messages?: LeadMessageStrings;
  /** The page's language: the API answers field messages in it. */
  lang?: Language;
}

export const TOAST_GROUP: Record<LeadFormKind, LeadToastGroup> = {
  contact: 'contact',
  careers: 'careers',
  staff: 'contact',
};

/** What the plain form post came back with (`?lead=` after the redirect). */
export type NoScriptResult = 'sent' | 'invalid' | 'error';

export function noScriptResult(search: string | null | undefined): NoScriptResult | null {
  const value = new URLSearchParams(search ?? '').get('lead');
  return value === 'sent' || value === 'invalid' || value === 'error' ? value : null;
}
