import { applyPhoneInputMask } from '@/lib/leads/phone-input';
import type { VisitorProfile } from '@/lib/profile/visitor-profile';

/** Visitor fields every lead form shares. */
export interface VisitorValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * Start values: what was typed before the enhanced form loaded wins, then the saved profile ("forms
 * prefill from the profile"), then empty. The phone shows in the input mask.
 */
export function startValues<K extends string>(
  fields: readonly K[],
  typed: Record<string, string>,
  profile: VisitorProfile,
): Record<K, string> {
  const fromProfile: Record<string, string | undefined> = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
  };
  const values = {} as Record<K, string>;
  for (const field of fields) {
    const value = typed[field]?.trim() ? typed[field] : (fromProfile[field] ?? '');
    values[field] = field === 'phone' && value ? applyPhoneInputMask('', value) : (value ?? '');
  }
  return values;
}

/** The profile part of submitted values. */
export function visitorOf(values: VisitorValues): VisitorValues {
  return { firstName: values.firstName, lastName: values.lastName, email: values.email, phone: values.phone };
}
