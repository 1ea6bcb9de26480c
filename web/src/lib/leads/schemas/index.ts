/**
 * One zod schema per lead form type (the 15 keys of `LEAD_FORM_TYPES`), shared by the client forms
 * (react-hook-form's zodResolver) and the server (`POST /api/leads`). Every schema is strict: unknown keys fail.
 *
 * The three contact keys share the contact form's schema: the inquiry type picks the routed key
 * (see contact-inquiries.ts), whichever of the three the client names.
 */
import type { LeadFormType } from '@dealer/schemas/constants';
import type { z } from 'zod';

import { applyFinancingFormSchema } from './apply-financing';
import { careersFormSchema } from './careers';
import { contactFormSchema } from './contact';
import { fullCreditAppFormSchema } from './full-credit-app';
import { dealSheetFormSchema } from './deal-sheet';
import { contactServiceFormSchema, defaultLeadFormSchema } from './general';
import { sellOrTradeFormSchema } from './sell-or-trade';
import { serviceFormSchema } from './service';
import { staffMemberFormSchema } from './staff-member';
import { testDriveFormSchema } from './test-drive';
import { unlockInventoryFormSchema, unlockPriceFormSchema } from './unlock';

export const leadFormSchemas = {
  DEFAULT: defaultLeadFormSchema,
  UNLOCK_INVENTORY: unlockInventoryFormSchema,
  UNLOCK_PRICE: unlockPriceFormSchema,
  SCHEDULE_TEST_DRIVE: testDriveFormSchema,
  SELL_OR_TRADE: sellOrTradeFormSchema,
  CONTACT_SALES: contactFormSchema,
  CONTACT_DEALERSHIP: contactFormSchema,
  CONTACT_FINANCE: contactFormSchema,
  CONTACT_SERVICE: contactServiceFormSchema,
  CAREERS: careersFormSchema,
  SERVICE: serviceFormSchema,
  APPLY_FINANCING: applyFinancingFormSchema,
  FULL_CREDIT_APP: fullCreditAppFormSchema,
  STAFF_MEMBER: staffMemberFormSchema,
  DEAL_SHEET: dealSheetFormSchema,
} as const satisfies Record<LeadFormType, z.ZodType>;

export type LeadFormSchemas = typeof leadFormSchemas;
export type LeadFormInput<F extends LeadFormType> = z.input<LeadFormSchemas[F]>;
export type LeadFormValues<F extends LeadFormType> = z.output<LeadFormSchemas[F]>;

export {
  applyFinancingFormSchema,
  careersFormSchema,
  contactFormSchema,
  contactServiceFormSchema,
  dealSheetFormSchema,
  defaultLeadFormSchema,
  fullCreditAppFormSchema,
  sellOrTradeFormSchema,
  serviceFormSchema,
  staffMemberFormSchema,
  testDriveFormSchema,
  unlockInventoryFormSchema,
  unlockPriceFormSchema,
};
