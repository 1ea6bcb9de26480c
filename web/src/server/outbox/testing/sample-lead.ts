/** Test support: a lead as the lead service would hand it to storeLead. */
import { randomUUID } from 'node:crypto';
import type { NewLead, OutgoingMail } from '../types';

export function sampleLead(overrides: Partial<NewLead> = {}): NewLead {
  const mail: OutgoingMail = {
    kind: 'text',
    to: 'sales@store.example',
    subject: 'Contact Sales',
    text: 'Name: Pat Doe\nMessage: Is the car available?',
    html: '<p>Name: Pat Doe</p><p>Message: Is the car available?</p>',
    replyTo: 'pat@example.com',
  };
  return {
    formType: 'CONTACT_SALES',
    storeId: 'store-1',
    idempotencyKey: randomUUID(),
    payload: { firstName: 'Pat', lastName: 'Doe', email: 'pat@example.com' },
    ipHash: 'ip-hash',
    userAgent: 'jest',
    mails: [mail],
    ...overrides,
  };
}
