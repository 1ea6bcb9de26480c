'use server';

import { headers } from 'next/headers';

import { rescheduleServiceAppointment } from '@/server/appointments/reschedule-appointment';
import { schedulingContent } from '@/server/appointments/scheduling-content';
import {
  scheduleServiceAppointment,
  SERVER_ERROR_MESSAGE,
  type ScheduleOutcome,
} from '@/server/appointments/schedule-appointment';
import { serverEnv } from '@/server/env';
import { leadContent } from '@/server/leads/lead-content';
import { publicOrigin } from '@/server/security/request-scheme';

/**
 * The schedule form's server action: books the slot and sends the SERVICE lead through the lead service.
 * Never logs the fields (personal data): only the error's class.
 */
export async function scheduleServiceAction(
  fields: Record<string, unknown>,
  idempotencyKey: string,
): Promise<ScheduleOutcome> {
  return run(scheduleServiceAppointment, fields, idempotencyKey);
}

/** The reschedule form's server action: moves a booked appointment (number + phone) to a new slot. */
export async function rescheduleServiceAction(
  fields: Record<string, unknown>,
  idempotencyKey: string,
): Promise<ScheduleOutcome> {
  return run(rescheduleServiceAppointment, fields, idempotencyKey);
}

async function run(
  operation: typeof scheduleServiceAppointment,
  fields: Record<string, unknown>,
  idempotencyKey: string,
): Promise<ScheduleOutcome> {
  const incoming = await headers();
  const origin = publicOrigin(incoming, serverEnv());
  try {
    const outcome = await operation(
      { fields, idempotencyKey, headers: new Headers(incoming), origin },
      { content: leadContent, scheduling: schedulingContent },
    );
    // The form sets the session's lead-sent cookie itself (lib/profile/lead-sent.ts).
    return outcome;
  } catch (error) {
    console.error(`[service] booking failed: ${error instanceof Error ? error.name : 'unknown'}`);
    return { kind: 'failed', message: SERVER_ERROR_MESSAGE };
  }
}
