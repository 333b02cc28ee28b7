import { z } from 'zod';
import { count, paginated, timestamp } from '../schemas/replies';
import { publicUser } from '../users/records';

// The replies of the sign-in calls (spec 000 section 7).

/** POST /auth/login -> data; `home` is the first page the role opens. */
export const loginReply = z.object({
  user: publicUser,
  expiresAt: timestamp,
  sessionId: z.string(),
  home: z.string(),
});
export type LoginReply = z.infer<typeof loginReply>;

/** GET /auth/verify -> data. */
export const verifyReply = z.object({
  valid: z.boolean(),
  user: publicUser,
  expiresAt: timestamp,
  sessionId: z.string(),
});
export type VerifyReply = z.infer<typeof verifyReply>;

/** POST /auth/refresh -> data. */
export const refreshReply = z.object({ expiresAt: timestamp });
export type RefreshReply = z.infer<typeof refreshReply>;

/**
 * POST /auth/login -> data: the signed-in reply, or, for an account with two-factor on, only
 * `{two_factor_required: true, expiresAt}` (the half sign-in's end; no user until the code is checked).
 * One object with optional keys: the reply serialiser would otherwise pick the first branch of a union.
 */
export const loginStepReply = loginReply.partial().extend({ two_factor_required: z.boolean().optional() });
export type LoginStepReply = z.infer<typeof loginStepReply>;

/** POST /auth/two-factor/enable -> data: the pending secret to scan or type, until a first code confirms it. */
export const twoFactorSetupReply = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** data:image/png;base64,… drawn by the server. */
  qr_data_url: z.string(),
});
export type TwoFactorSetupReply = z.infer<typeof twoFactorSetupReply>;

/** The ten one-time codes, shown once (setup confirmed, or regenerated). */
export const backupCodesReply = z.object({ backup_codes: z.array(z.string()) });
export type BackupCodesReply = z.infer<typeof backupCodesReply>;

/**
 * POST /auth/two-factor/verify -> data: completing a half sign-in answers like a login
 * (`user, expiresAt, sessionId, home`); confirming the setup answers `{enabled: true, backup_codes, sessions_ended}` (the account's other sessions end).
 */
export const twoFactorVerifyReply = loginReply
  .partial()
  .extend({
    enabled: z.boolean().optional(),
    backup_codes: z.array(z.string()).optional(),
    sessions_ended: count.optional(),
  });
export type TwoFactorVerifyReply = z.infer<typeof twoFactorVerifyReply>;

/** GET /auth/two-factor/backup-codes -> data: how many are left, never the codes. */
export const backupCodesStatus = z.object({ remaining: count, total: count, enabled: z.boolean() });
export type BackupCodesStatus = z.infer<typeof backupCodesStatus>;

/** POST /auth/two-factor/disable -> data. */
export const twoFactorOffReply = z.object({ enabled: z.boolean() });

/** DELETE /users/:id/two-factor -> data: the employee whose two-factor was reset, and the sessions it ended. */
export const twoFactorResetReply = z.object({ id: count, two_factor_enabled: z.boolean(), sessions_ended: count });
export type TwoFactorResetReply = z.infer<typeof twoFactorResetReply>;

/** GET /auth/security -> data (PUT adds the current session's new `expiresAt`). */
export const securityReply = z.object({
  two_factor_enabled: z.boolean(),
  backup_codes_remaining: count,
  /** The length in force, in minutes. */
  session_timeout_minutes: count,
  /** The user's own choice, or null for the admin's maximum. */
  session_timeout_choice: count.nullable(),
  max_session_minutes: count,
  timeout_options: z.array(count),
  password_changed_at: timestamp.nullable(),
  expiresAt: timestamp.optional(),
});
export type SecurityReply = z.infer<typeof securityReply>;

/** POST /auth/avatar -> data: the picture's address and the updated user. */
export const avatarReply = z.object({ avatar: z.string().nullable(), user: publicUser });
export type AvatarReply = z.infer<typeof avatarReply>;

/** PUT /auth/change-password and DELETE /auth/sessions -> data: how many other sessions ended. */
export const sessionsEndedReply = z.object({ sessionsEnded: count });

/** POST /auth/check-email -> data. */
export const emailCheckReply = z.object({ email: z.string(), available: z.boolean() });

/** GET /auth/permissions -> data: the role's rights from the access table, as `resource:action`. */
export const permissionsReply = z.object({ role: z.string(), home: z.string(), permissions: z.array(z.string()) });

/** One row of GET /auth/sessions (camelCase, as the sign-in replies). */
export const sessionRow = z.object({
  id: z.string(),
  createdAt: timestamp,
  expiresAt: timestamp,
  lastSeenAt: timestamp,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
export const sessionsReply = z.object({ sessions: z.array(sessionRow) });

/** One row of GET /auth/login-attempts; `reason` is e.g. wrong_password, wrong_code, code_required, locked. */
export const loginAttemptRow = z.object({
  id: count,
  identifier: z.string(),
  user_id: count.nullable(),
  success: z.boolean(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: timestamp,
});
export const loginAttemptsReply = paginated('attempts', loginAttemptRow);
