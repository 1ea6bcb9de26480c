import type { LeadFormType } from '@dealer/schemas/constants';

/**
 * How a popup's compact form is posted to /api/leads for its configured e-mail template. UNLOCK_INVENTORY and
 * DEFAULT are forms of the popups' own shape; any other template is a DEFAULT lead carrying `template`, which the
 * lead service routes, labels and subject-lines as that form type (lib/leads/schemas/common.ts,
 * POPUP_TEMPLATE_TYPES): the template's own form asks for more than a popup does.
 */
export function popupFormAddress(template: string): { form: LeadFormType; template?: string } {
  if (template === 'UNLOCK_INVENTORY' || template === 'DEFAULT') return { form: template };
  return { form: 'DEFAULT', template };
}
