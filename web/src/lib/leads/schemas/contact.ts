/** The contact form: one schema for the client form and `POST /api/leads`. */
import { z } from 'zod';

import { isContactInquiryId, type ContactInquiryId } from '../contact-inquiries';
import { honeypotField } from '../fields';
import { REQUIRED_MESSAGE } from '../messages';
import { customerShape, optionalText, requiredMessage } from './common';

/**
 * Inquiry type 1–7; form posts send it as a string ('3'), JSON as a number. One transform rather than a union, so
 * react-hook-form's resolver (which reports a union's first nested issue) shows the field message too.
 */
export const inquiryTypeField = z.unknown().transform((value, ctx): ContactInquiryId => {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!isContactInquiryId(id)) {
    ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGE });
    return z.NEVER;
  }
  return id;
});

/** Strict: unknown keys are rejected (same as `.strict()`, in zod 4's non-deprecated spelling). */
export const contactFormSchema = z.strictObject({
  inquiryType: inquiryTypeField,
  message: requiredMessage(),
  firstName: customerShape.firstName,
  lastName: customerShape.lastName,
  email: customerShape.email,
  phone: customerShape.phone,
  /**
   * The store the visitor picked (`storeId`); absent, their own store. Checked against the real stores by the
   * lead service (lib/leads/lead-store.ts), which knows them.
   */
  store: optionalText(100),
  /** The page the lead was sent from. */
  url: optionalText(2000),
  website: honeypotField(),
});

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
