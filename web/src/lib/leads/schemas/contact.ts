/** The contact form (spec §3, §5): one schema for the client form and `POST /api/leads`. */
import { z } from 'zod';

import { CONTACT_INQUIRY_IDS } from '../contact-inquiries';
import { emailField, honeypotField, leadPhoneField, messageField } from '../fields';
import { REQUIRED_MESSAGE } from '../messages';

/** Inquiry type 1–7; form posts send it as a string ('3'), JSON as a number. */
export const inquiryTypeField = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: REQUIRED_MESSAGE })
  .pipe(z.literal(CONTACT_INQUIRY_IDS, { error: REQUIRED_MESSAGE }));

/** Strict: unknown keys are rejected (same as `.strict()`, in zod 4's non-deprecated spelling). */
export const contactFormSchema = z.strictObject({
  inquiryType: inquiryTypeField,
  message: messageField('message'),
  firstName: messageField('firstName'),
  lastName: messageField('lastName'),
  email: emailField(),
  phone: leadPhoneField(),
  website: honeypotField(),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
