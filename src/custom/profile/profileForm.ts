import { normalizePhone } from '../../domain/phone';
import type { PublicUser } from '../../domain/types';
import type { ProfileChanges } from '../../providers/data/profileCalls';

// The basic-information form of the profile (spec 002 section 5 "Profile"): full name of two or more
// letters, a valid e-mail and a phone number are required. Phones are read as Belgian unless they carry
// a country code (issue 14) and sent in E.164, as the server stores them.

export const PROFILE_FIELDS = [
  'full_name',
  'email',
  'phone',
  'address',
  'bio',
  'emergency_contact_name',
  'emergency_contact_phone',
  'emergency_contact_relation',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
/** Each field's problem as a bakery.profile.validation.* key, or the server's own text. */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function profileValues(user: PublicUser): ProfileValues {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field] ?? ''])) as ProfileValues;
}

/** The fields that cannot be sent, as message keys; empty when the form may be sent. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (values.full_name.trim().length < 2) errors.full_name = 'bakery.profile.validation.full_name';
  const email = values.email.trim();
  if (!email) errors.email = 'bakery.profile.validation.email_required';
  else if (!EMAIL.test(email)) errors.email = 'bakery.profile.validation.email_invalid';
  if (!values.phone.trim()) errors.phone = 'bakery.profile.validation.phone_required';
  else if (!normalizePhone(values.phone)) errors.phone = 'bakery.profile.validation.phone_invalid';
  if (values.emergency_contact_phone.trim() && !normalizePhone(values.emergency_contact_phone)) {
    errors.emergency_contact_phone = 'bakery.profile.validation.emergency_phone_invalid';
  }
  return errors;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The body of PUT /auth/profile from valid values: phones in E.164, empty optional fields as null. */
export function profileChanges(values: ProfileValues): ProfileChanges {
  const emergencyPhone = values.emergency_contact_phone.trim();
  return {
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    phone: normalizePhone(values.phone) ?? values.phone.trim(),
    address: orNull(values.address),
    bio: orNull(values.bio),
    emergency_contact_name: orNull(values.emergency_contact_name),
    emergency_contact_phone: emergencyPhone ? (normalizePhone(emergencyPhone) ?? emergencyPhone) : null,
    emergency_contact_relation: orNull(values.emergency_contact_relation),
  };
}
