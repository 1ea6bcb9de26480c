/** "Connect with a staff member" on a team member's page (STAFF_MEMBER). */
import { z } from 'zod';

import { customerShape, leadMetaShape, requiredMessage, requiredShortText } from './common';

export const staffMemberFormSchema = z.strictObject({
  /** The team member's slug; the server looks the member (and their address) up in the CMS. */
  staffMember: requiredShortText(),
  message: requiredMessage(),
  ...customerShape,
  ...leadMetaShape,
});

export type StaffMemberFormInput = z.input<typeof staffMemberFormSchema>;
export type StaffMemberFormValues = z.output<typeof staffMemberFormSchema>;
