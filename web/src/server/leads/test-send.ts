import 'server-only';
/**
 * The operator's lead receipt behind `npm run leads:test-send` (scripts/src/leads-test-send.ts): pushes the sample
 * lead of one form type through the real pipeline (the `POST /api/leads` handler: validation, routing from the site
 * settings, ADF or text mail, one statement into the outbox), runs one delivery pass (SMTP_URL, else .eml under
 * $DATA_DIR/mail), and prints the lead id and the outbox status of its messages.
 */
import { parseArgs } from 'node:util';

import { LEAD_FORM_TYPES, type LeadFormType } from '@dealer/schemas/constants';
import { eq } from 'drizzle-orm';

import { fetchPublishedContent } from '@/content';
import { firstPricedVehicleVinQuery, teamMembersQuery } from '@/content/queries';
import { SAMPLE_LEADS } from '@/lib/leads/sample-leads';
import { closeDb, getDbHandle } from '@/server/db/client';
import { outbox } from '@/server/db/schema';
import { deliverDueMessages } from '@/server/outbox/delivery';

import { leadContent } from './lead-content';
import { handleLeadRequest } from './lead-request';

function isFormType(value: string): value is LeadFormType {
  return (LEAD_FORM_TYPES as readonly string[]).includes(value);
}

/** Runs the receipt for `argv` (`--form`, `--email`, `--json`); returns the process exit code. */
export async function runLeadTestSend(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      form: { type: 'string', default: 'CONTACT_SALES' },
      email: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const form = values.form.toUpperCase();
  if (!isFormType(form)) {
    throw new Error(`Unknown form "${values.form}". One of: ${LEAD_FORM_TYPES.join(', ')}`);
  }
  const { db, backend } = await getDbHandle();
  try {
    let body: Record<string, unknown> = { form, ...(SAMPLE_LEADS[form] as Record<string, unknown>) };
    if (values.email) body = { ...body, email: values.email };
    if (form === 'STAFF_MEMBER') {
      // The sample names no real team member: take the first one the site has.
      const members = await fetchPublishedContent({ query: teamMembersQuery, params: {}, tags: [] });
      body = { ...body, staffMember: members[0]?.slug ?? '' };
    }
    if (form === 'DEAL_SHEET') {
      // The sample's car is not in any inventory: the deal is priced from the first public car the site has.
      const vin = await fetchPublishedContent({ query: firstPricedVehicleVinQuery, params: {}, tags: [] });
      body = { ...body, vin: vin ?? '' };
    }
    const response = await handleLeadRequest(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'leads:test-send' },
        body: JSON.stringify(body),
      }),
      // The delivery pass below sends at once; no background kick in a one-shot CLI.
      { content: leadContent, db, kick: () => undefined },
    );
    const answer = (await response.json()) as { id?: string; status?: string; errors?: Record<string, string> };
    if (response.status !== 201 || !answer.id) {
      throw new Error(`The lead was refused (${response.status}): ${JSON.stringify(answer.errors ?? answer)}`);
    }
    const delivery = await deliverDueMessages({ db });
    const messages = await db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(eq(outbox.leadId, answer.id));
    if (values.json) {
      console.log(JSON.stringify({ backend, form, lead: answer, delivery, messages }, null, 2));
      return 0;
    }
    console.log(`Lead ${answer.id} (${form}, status ${answer.status}) stored in ${backend}.`);
    console.log(`Delivery pass: ${delivery.sent} sent, ${delivery.retried} retrying, ${delivery.dead} dead.`);
    console.table(
      messages.map((message) => ({
        message: message.id,
        kind: message.kind,
        to: message.recipient,
        subject: message.subject,
        status: message.status,
        attempts: message.attempts,
        'last error': message.lastError ?? '',
      })),
    );
    return messages.every((message) => message.status === 'sent') ? 0 : 1;
  } finally {
    await closeDb();
  }
}
