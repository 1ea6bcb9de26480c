/**
 * What the flow does with `POST /api/offers`'s answer: go to the offer, or put each server message next to its
 * field (contact on this step; vehicle and answers on theirs) with a status line saying what went wrong.
 */
import type { ContactFieldName } from '../forms/contact-fields';
import type { VehicleErrors } from './flow-state';
import { format, type SellFlowStrings } from './strings';

export type OfferOutcome =
  | { kind: 'offer'; id: string }
  | { kind: 'contact'; errors: Partial<Record<ContactFieldName, string>>; message: string }
  | { kind: 'vehicle'; errors: VehicleErrors; message: string }
  | { kind: 'answers'; errors: Record<string, string>; message: string }
  | { kind: 'failed'; message: string };

const CONTACT_FIELDS: readonly string[] = ['firstName', 'lastName', 'email', 'phone'];
const VEHICLE_FIELDS: Record<string, keyof VehicleErrors> = {
  'vehicle.vin': 'vin',
  'vehicle.year': 'year',
  'vehicle.make': 'make',
  'vehicle.model': 'model',
  'vehicle.trim': 'model',
  mileage: 'mileage',
};

function errorsOf(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function interpretOfferResponse(status: number, body: unknown, strings: SellFlowStrings): OfferOutcome {
  if (status === 200) {
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && id) return { kind: 'offer', id };
    return { kind: 'failed', message: strings['sellFlow.error.generic'] };
  }
  const errors = errorsOf(body);
  if (status === 404) {
    const detail = errors.vehicle ?? errors['vehicle.vin'];
    return {
      kind: 'vehicle',
      errors: {},
      message: detail ? `${strings['sellFlow.error.cannotPrice']} ${detail}` : strings['sellFlow.error.cannotPrice'],
    };
  }
  if (status === 400) {
    const contact: Partial<Record<ContactFieldName, string>> = {};
    const vehicle: VehicleErrors = {};
    const answers: Record<string, string> = {};
    for (const [field, message] of Object.entries(errors)) {
      const name = field.startsWith('contact.') ? field.slice('contact.'.length) : field;
      if (CONTACT_FIELDS.includes(name)) contact[name as ContactFieldName] = message;
      else if (field in VEHICLE_FIELDS) vehicle[VEHICLE_FIELDS[field] as keyof VehicleErrors] = message;
      else if (field.startsWith('answers.')) answers[field.slice('answers.'.length)] = message;
    }
    if (Object.keys(vehicle).length > 0) {
      const first = Object.values(vehicle)[0] ?? '';
      return {
        kind: 'vehicle',
        errors: vehicle,
        message: format(strings['sellFlow.error.vehicle'], { message: first }),
      };
    }
    if (Object.keys(errors).some((field) => field === 'vehicle' || field.startsWith('vehicle.')))
      return {
        kind: 'vehicle',
        errors: {},
        message: format(strings['sellFlow.error.vehicle'], {
          message: errors.vehicle ?? Object.values(errors)[0] ?? '',
        }),
      };
    if (Object.keys(answers).length > 0)
      return { kind: 'answers', errors: answers, message: strings['sellFlow.error.answers'] };
    if (Object.keys(contact).length > 0)
      return { kind: 'contact', errors: contact, message: strings['sellFlow.fixErrors'] };
  }
  return { kind: 'failed', message: errors.form ?? strings['sellFlow.error.generic'] };
}
