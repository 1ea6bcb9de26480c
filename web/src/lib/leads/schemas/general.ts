/** Forms with only the visitor and a message: the service desk contact and the DEFAULT (generic) lead. */
import { z } from 'zod';

import {
  customerShape,
  emailDataField,
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

/** DEFAULT: a lead from a form without its own type (popups with a configured template, integrations). */
export const defaultLeadFormSchema = z.strictObject({
  ...customerShape,
  message: optionalMessage(),
  vehicle: vehicleOfInterestSchema.optional(),
  emailData: emailDataField(),
  ...leadMetaShape,
});

export type ContactServiceFormValues = z.output<typeof contactServiceFormSchema>;
export type DefaultLeadFormValues = z.output<typeof defaultLeadFormSchema>;
