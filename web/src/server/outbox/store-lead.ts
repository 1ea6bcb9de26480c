import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { encryptJson } from '../crypto/lead-crypto';
import { getDb, type Db } from '../db/client';
import { leads, outbox, outboxAttachments } from '../db/schema';
import type { NewLead } from './types';

/**
 * Stores a lead and one outbox row per mail (with attachments) in one transaction; only after it commits may the
 * caller answer 201. The same idempotency key never stores a second lead: the first lead's id comes back with
 * created=false and nothing new is queued.
 */
export async function storeLead(lead: NewLead, db?: Db): Promise<{ id: string; created: boolean }> {
  const database = db ?? (await getDb());
  const sensitiveCiphertext = lead.sensitive ? encryptJson(lead.sensitive) : null;
  const now = new Date();

  return database.transaction(async (tx) => {
    const inserted = await tx
      .insert(leads)
      .values({
        id: lead.id ?? randomUUID(),
        formType: lead.formType,
        storeId: lead.storeId,
        idempotencyKey: lead.idempotencyKey,
        payload: lead.payload,
        sensitiveCiphertext,
        ipHash: lead.ipHash,
        userAgent: lead.userAgent,
        createdAt: now,
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id });

    const leadId = inserted[0]?.id;
    if (!leadId) {
      const [existing] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.idempotencyKey, lead.idempotencyKey));
      if (!existing) throw new Error('Idempotency conflict without an existing lead');
      return { id: existing.id, created: false };
    }

    for (const mail of lead.mails) {
      const outboxId = randomUUID();
      await tx.insert(outbox).values({
        id: outboxId,
        leadId,
        kind: mail.kind,
        recipient: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        body: mail.text,
        html: mail.html ?? null,
        status: 'queued',
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const attachments = mail.attachments ?? [];
      if (attachments.length > 0) {
        await tx.insert(outboxAttachments).values(
          attachments.map((attachment, position) => ({
            id: randomUUID(),
            outboxId,
            leadId,
            position,
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: attachment.content,
          })),
        );
      }
    }
    return { id: leadId, created: true };
  });
}
