/**
 * The visitor profile kept in cookies and the save rules (docs/leads.md#visitor-profile). Pure: cookies come in as a
 * name → value record and the plan says which cookies to write; client and server glue do the I/O.
 *
 * Never holds SSNs, dates of birth from credit applications or any other credit data.
 */
import { EMAIL_PATTERN } from '@/lib/leads/email-pattern';
import { isLeadPhone } from '@/lib/phone/format';

/** Cookie names (visitor profile). */
export const PROFILE_COOKIES = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  phoneVerified: 'phoneVerified',
  homeAddress: 'homeAddress',
  uniqueUserId: 'uniqueUserId',
  unlockPrice: 'unlockPrice',
} as const;

export interface ProfileAddress {
  address?: string;
  apartment?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}

export interface VisitorProfile {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  phoneVerified?: string;
  homeAddress?: ProfileAddress;
  uniqueUserId?: string;
  /** Epoch milliseconds of the last save over an already filled profile. */
  unlockPrice?: number;
}

/** What a lead form hands over after a successful submission. */
export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  homeAddress?: ProfileAddress;
}

function text(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseAddress(value: string | undefined): ProfileAddress | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed === null || typeof parsed !== 'object') return undefined;
    const record = parsed as Record<string, unknown>;
    const pick = (key: keyof ProfileAddress) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
    return {
      address: pick('address'),
      apartment: pick('apartment'),
      city: pick('city'),
      state: pick('state'),
      zipCode: pick('zipCode'),
    };
  } catch {
    return undefined;
  }
}

/** Reads the profile from a cookie jar (name → decoded value). */
export function readProfile(jar: Readonly<Record<string, string | undefined>>): VisitorProfile {
  const unlock = Number(jar[PROFILE_COOKIES.unlockPrice]);
  return {
    firstName: text(jar[PROFILE_COOKIES.firstName]),
    lastName: text(jar[PROFILE_COOKIES.lastName]),
    email: text(jar[PROFILE_COOKIES.email]),
    phone: text(jar[PROFILE_COOKIES.phone]),
    phoneVerified: text(jar[PROFILE_COOKIES.phoneVerified]),
    homeAddress: parseAddress(jar[PROFILE_COOKIES.homeAddress]),
    uniqueUserId: text(jar[PROFILE_COOKIES.uniqueUserId]),
    unlockPrice: Number.isFinite(unlock) && unlock > 0 ? unlock : undefined,
  };
}

/** A profile is valid only if first name, last name, e-mail and phone pass the format checks. */
export function isProfileValid(profile: Pick<VisitorProfile, 'firstName' | 'lastName' | 'email' | 'phone'>): boolean {
  return (
    Boolean(text(profile.firstName)) &&
    Boolean(text(profile.lastName)) &&
    EMAIL_PATTERN.test(profile.email?.trim() ?? '') &&
    isLeadPhone(profile.phone)
  );
}

/** The address counts only when address, city, state and zip code are all present. */
export function isCompleteProfileAddress(address: ProfileAddress | undefined): address is ProfileAddress {
  return Boolean(
    address && text(address.address) && text(address.city) && text(address.state) && text(address.zipCode),
  );
}

export interface ProfileSavePlan {
  /** Cookies to write, name → value (empty when consent forbids saving). */
  cookies: Record<string, string>;
  /** The Lead event fires only if the profile was previously empty (not yet a valid profile). */
  fireLeadEvent: boolean;
}

export interface ProfileSaveContext {
  /** functionalCookiesAllowed(…) for this visitor. */
  functionalAllowed: boolean;
  now: Date;
  /** A fresh id, used only when the visitor has none ("unique user id created if missing"). */
  newUserId: string;
}

/**
 * Profile save: needs the functional category; sets the unlock-price timestamp when the profile was
 * already filled; the Lead event fires only if the profile was previously empty; a unique user id is created if
 * missing. Values the form did not send are kept; a complete address only.
 */
export function planProfileSave(
  before: VisitorProfile,
  input: ProfileInput,
  context: ProfileSaveContext,
): ProfileSavePlan {
  const wasFilled = isProfileValid(before);
  const fireLeadEvent = !wasFilled;
  if (!context.functionalAllowed) return { cookies: {}, fireLeadEvent };

  const cookies: Record<string, string> = {};
  const set = (name: string, value: string | undefined) => {
    const clean = text(value);
    if (clean) cookies[name] = clean;
  };
  set(PROFILE_COOKIES.firstName, input.firstName);
  set(PROFILE_COOKIES.lastName, input.lastName);
  set(PROFILE_COOKIES.email, input.email);
  set(PROFILE_COOKIES.phone, input.phone);
  if (isCompleteProfileAddress(input.homeAddress)) {
    cookies[PROFILE_COOKIES.homeAddress] = JSON.stringify(input.homeAddress);
  }
  if (!before.uniqueUserId) cookies[PROFILE_COOKIES.uniqueUserId] = context.newUserId;
  if (wasFilled) cookies[PROFILE_COOKIES.unlockPrice] = String(context.now.getTime());
  return { cookies, fireLeadEvent };
}

/** Values a lead form starts with ("forms prefill from the profile"). */
export function profilePrefill(profile: VisitorProfile): {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
} {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
  };
}
