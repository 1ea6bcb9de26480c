/** The careers form (position and message, plus the visitor): one schema for the client and the server. */
import { z } from 'zod';

import { customerShape, leadMetaShape, requiredMessage, requiredShortText } from './common';

/**
 * The résumé file is not part of this schema: it travels as a multipart file and is checked by
 * `checkResume` (lib/leads/resume.ts) on both sides, content type sniffed from its bytes on the server.
 */
export const careersFormSchema = z.strictObject({
  position: requiredShortText(),
  message: requiredMessage(),
  ...customerShape,
  ...leadMetaShape,
});

export type CareersFormInput = z.input<typeof careersFormSchema>;
export type CareersFormValues = z.output<typeof careersFormSchema>;
