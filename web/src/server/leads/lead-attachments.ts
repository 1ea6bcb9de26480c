import 'server-only';
import type { LeadFormType } from '@dealer/schemas/constants';

import { UNKNOWN_FIELD_MESSAGE, type FieldErrors } from '@/lib/leads/field-errors';
import type { LeadMailAttachment } from '@/lib/leads/mails';
import { checkResume, RESUME_FIELD } from '@/lib/leads/resume';

import type { UploadedFile } from './request-body';

/**
 * The files a lead keeps: the résumé of a CAREERS lead (one, checked by its bytes: lib/leads/resume.ts) becomes the
 * text mail's attachment; any other uploaded file is an unknown field.
 */
export function leadAttachments(
  form: LeadFormType,
  files: readonly UploadedFile[],
): { attachments: LeadMailAttachment[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const attachments: LeadMailAttachment[] = [];
  for (const file of files) {
    if (form !== 'CAREERS' || file.field !== RESUME_FIELD || attachments.length > 0) {
      errors[file.field] ??= UNKNOWN_FIELD_MESSAGE;
      continue;
    }
    const check = checkResume(file.bytes, file.name);
    if (!check.ok) errors[file.field] = check.message;
    else
      attachments.push({
        filename: check.filename,
        contentType: check.type.contentType,
        content: Buffer.from(file.bytes),
      });
  }
  return { attachments, errors };
}
