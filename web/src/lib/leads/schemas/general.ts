/** Forms with only the visitor and a message: the service desk contact and the DEFAULT (generic) lead. */
import { z } from 'zod';

import {
  customerShape,
  emailDataField,
  INVALID_TEMPLATE_MESSAGE,
  POPUP_TEMPLATE_TYPES,
  leadMetaShape,
  optionalMessage,
  optionalText,
  requiredMessage,
  vehicleOfInterestSchema,
} from './common';

/** CONTACT_SERVICE: a question for the service department. */
export const contactServiceFormSchema = z.strictObject({
  ...customerShape,
  message: requiredMessage(),
  vehicle: vehicleOfInterestSchema.optional(),
  /** The store the visitor picked on the contact form; checked by the lead service (lib/leads/lead-store.ts). */
  store: optionalText(100),
  ...leadMetaShape,
});

/**
 * DEFAULT: a lead from a form without its own type (integrations), and a popup's compact form; the popup's configured
 * e-mail template, when it has one, routes and labels the lead (`template`, see POPUP_TEMPLATE_TYPES).
 */
export const defaultLeadFormSchema = z.strictObject({
  ...customerShape,
  message: optionalMessage(),
  vehicle: vehicleOfInterestSchema.optional(),
  emailData: emailDataField(),
  template: z.enum(POPUP_TEMPLATE_TYPES, { error: INVALID_TEMPLATE_MESSAGE }).optional(),
  ...leadMetaShape,
});

export type ContactServiceFormValues = z.output<typeof contactServiceFormSchema>;
export type DefaultLeadFormValues = z.output<typeof defaultLeadFormSchema>;
