import 'server-only';
import type { FieldErrors } from '@/lib/leads/field-errors';
import { resolveStrings } from '@/lib/i18n/resolve-strings';
import { responseLanguage } from '@/lib/i18n/response-language';
import { createTranslator } from '@/lib/i18n/strings';
import { localizeFieldErrors, VALIDATION_STRINGS } from '@/lib/i18n/validation-strings';
import type { LeadContentSource } from './lead-content-source';

/**
 * A 400 answer's field messages in the language the request asks for (Accept-Language; the site's forms send the
 * page's language). English stays the schemas' own wording, so integrations see the documented messages.
 */
export async function localizeLeadErrors(
  errors: FieldErrors,
  headers: Headers,
  content: Pick<LeadContentSource, 'settings'>,
): Promise<FieldErrors> {
  const lang = responseLanguage(headers.get('accept-language'));
  if (lang === 'en') return errors;
  const { settings } = await content.settings();
  const strings = resolveStrings(VALIDATION_STRINGS, createTranslator(settings?.uiStrings, lang));
  return localizeFieldErrors(errors, strings);
}
