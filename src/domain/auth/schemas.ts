import { z } from 'zod';
import { validation } from '../messages';
import { normalizePhone } from '../phone';
import { optionalText } from '../schemas/common';
import { authErrors } from './messages';
import { SESSION_TIMEOUT_OPTIONS } from './rules';

export const loginSchema = z.object({
  // The spec's one field takes a username or an e-mail; API clients may send either key.
  username: z.string({ error: validation.loginIdentifierRequired }).trim().min(1, validation.loginIdentifierRequired).max(254, validation.tooLong),
  password: z.string({ error: validation.loginPasswordRequired }).min(1, validation.loginPasswordRequired).max(1024, validation.tooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The rule for every new password: 8 or more characters with a lower-case letter, an upper-case letter and a digit. */
export const newPassword = z
  .string({ error: validation.passwordMin })
  .min(8, validation.passwordMin)
  .max(256, validation.tooLong)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), validation.passwordComplexity);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: validation.currentPasswordRequired }).min(1, validation.currentPasswordRequired),
    newPassword,
    confirmPassword: z.string({ error: validation.passwordConfirmRequired }).min(1, validation.passwordConfirmRequired),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: validation.passwordMismatch });
    }
    if (value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: validation.passwordSameAsOld });
    }
  });

export const email = z.string({ error: validation.emailRequired }).trim().toLowerCase().min(1, validation.emailRequired).email(validation.emailInvalid).max(254, validation.tooLong);

export const phonePattern = /^\+?[0-9\s\-()]{7,20}$/;
export const phone = z.string({ error: validation.phoneRequired }).trim().min(1, validation.phoneRequired).regex(phonePattern, validation.phoneInvalid);

export const checkEmailSchema = z.object({ email });

/** Typed text as a stored phone number, E.164, read as Belgian without a country code (src/domain/phone.ts). */
export function toE164(value: string, ctx: z.RefinementCtx): string {
  const normalized = normalizePhone(value);
  if (normalized) return normalized;
  ctx.addIssue({ code: 'custom', message: validation.phoneInvalid });
  return z.NEVER;
}

/** A required phone number as stored: E.164. */
export const e164Phone = phone.transform(toE164);

export const profileUpdateSchema = z.object({
  full_name: z.string({ error: validation.fullNameMin }).trim().min(2, validation.fullNameMin).max(120, validation.tooLong),
  email,
  phone: e164Phone,
  address: optionalText(500),
  bio: optionalText(1000),
  emergency_contact_name: optionalText(120),
  emergency_contact_phone: optionalText(40),
  emergency_contact_relation: optionalText(60),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /auth/two-factor/verify: six digits from the app, or a backup code (`xxxx-xxxx`, any case). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: authErrors.twoFactorCodeRequired })
    .trim()
    .min(1, authErrors.twoFactorCodeRequired)
    .max(20, authErrors.twoFactorCodeInvalid),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** Every two-factor change (setup, confirming it, turning it off, new backup codes, an admin's reset) asks for the password again. */
export const passwordCheckSchema = z.object({
  password: z.string({ error: authErrors.passwordRequired }).min(1, authErrors.passwordRequired).max(1024, validation.tooLong),
});
export type PasswordCheckInput = z.infer<typeof passwordCheckSchema>;

/**
 * POST /auth/two-factor/verify: the code; with a signed-in session (confirming a setup) the password
 * too, which the server asks for then. A half sign-in sends the code alone.
 */
export const twoFactorVerifySchema = twoFactorCodeSchema.extend({
  password: z.string().max(1024, validation.tooLong).optional(),
});

const timeoutChoiceMessage = authErrors.sessionTimeoutChoice.replace('{options}', SESSION_TIMEOUT_OPTIONS.join(' أو '));

/** PUT /auth/security: the own session length, one of the options (the admin's maximum is checked by the server). */
export const securityUpdateSchema = z.object({
  session_timeout_minutes: z.literal(SESSION_TIMEOUT_OPTIONS, { error: timeoutChoiceMessage }),
});
export type SecurityUpdate = z.infer<typeof securityUpdateSchema>;
