import type { PublicUser } from '../../domain/types';
import { setStoredExpiry, setStoredUser } from '../authProvider';
import type { ApiCall } from './apiCall';

// The signed-in user's own account: profile, picture, password, two-factor sign-in, sessions and the
// session timeout (issue 14, spec 002 section 7 "Auth and profile"). Each change the app shell shows
// (name, picture, end of session) is written back to the stored session so the sidebar follows.

/** The editable part of the profile (PUT /auth/profile). */
export interface ProfileChanges {
  full_name: string;
  email: string;
  phone: string;
  address?: string | null;
  bio?: string | null;
  emergency_contact_name?: string | null;
  emergency_contact_phone?: string | null;
  emergency_contact_relation?: string | null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** GET /auth/security. */
export interface SecurityOverview {
  two_factor_enabled: boolean;
  backup_codes_remaining: number;
  /** What applies now: the user's choice, or the admin's maximum. */
  session_timeout_minutes: number;
  /** The user's own choice; null when none was made. */
  session_timeout_choice: number | null;
  max_session_minutes: number;
  /** The choices the admin's maximum allows. */
  timeout_options: number[];
  password_changed_at: string | null;
}

/** POST /auth/two-factor/enable: the secret to scan (QR) or type, until a first code confirms it. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_data_url: string;
}

export interface BackupCodeCount {
  remaining: number;
  total: number;
  enabled: boolean;
}

/** One row of GET /auth/sessions (the server's own camelCase). */
export interface OwnSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  /** The session of this browser. */
  current: boolean;
}

export interface ProfileCalls {
  /** GET /auth/profile. */
  getProfile: () => Promise<PublicUser>;
  /** PUT /auth/profile: the saved profile; the stored user's name follows. */
  updateProfile: (changes: ProfileChanges) => Promise<PublicUser>;
  /** POST /auth/avatar (multipart `avatar`): the picture's address; the stored user's picture follows. */
  uploadAvatar: (file: File | Blob) => Promise<{ avatar: string | null; user?: PublicUser }>;
  /** PUT /auth/change-password: the number of other sessions it ended. */
  changePassword: (change: PasswordChange) => Promise<{ sessionsEnded: number }>;
  /** GET /auth/security. */
  securityOverview: () => Promise<SecurityOverview>;
  /** PUT /auth/security: applies to this session at once, so the stored end of session is read again. */
  setSessionTimeout: (minutes: number) => Promise<SecurityOverview | null>;
  /** POST /auth/two-factor/enable {password}: a new pending secret (calling again replaces it). */
  startTwoFactor: (password: string) => Promise<TwoFactorSetup>;
  /**
   * POST /auth/two-factor/verify {code, password} while setting up: the ten backup codes, shown once;
   * the account's other sessions end.
   */
  confirmTwoFactor: (code: string, password: string) => Promise<string[]>;
  /** POST /auth/two-factor/disable {password}. */
  disableTwoFactor: (password: string) => Promise<void>;
  /** GET /auth/two-factor/backup-codes: how many are left (never the codes). */
  backupCodeCount: () => Promise<BackupCodeCount>;
  /** POST /auth/two-factor/backup-codes/regenerate {password}: ten new codes, the old ones void. */
  regenerateBackupCodes: (password: string) => Promise<string[]>;
  /** GET /auth/sessions: this user's live sessions, the current one marked. */
  ownSessions: () => Promise<OwnSession[]>;
  /** DELETE /auth/sessions/:id. */
  endSession: (id: string) => Promise<void>;
  /** DELETE /auth/sessions: every session but this one; how many ended. */
  endOtherSessions: () => Promise<number>;
}

export function profileCalls(call: ApiCall): ProfileCalls {
  return {
    async getProfile() {
      return (await call<PublicUser>('/auth/profile')).data as PublicUser;
    },

    async updateProfile(changes) {
      const user = (await call<PublicUser>('/auth/profile', { method: 'PUT', body: changes })).data as PublicUser;
      if (user) setStoredUser(user);
      return user;
    },

    async uploadAvatar(file) {
      const form = new FormData();
      form.append('avatar', file);
      const data = (await call<{ avatar: string | null; user?: PublicUser }>('/auth/avatar', { method: 'POST', body: form })).data;
      if (!data) throw new Error('no avatar in the reply');
      if (data.user) setStoredUser(data.user);
      return data;
    },

    async changePassword(change) {
      const data = (await call<{ sessionsEnded?: number }>('/auth/change-password', { method: 'PUT', body: change })).data;
      return { sessionsEnded: data?.sessionsEnded ?? 0 };
    },

    async securityOverview() {
      return (await call<SecurityOverview>('/auth/security')).data as SecurityOverview;
    },

    async setSessionTimeout(minutes) {
      const reply = await call<SecurityOverview & { expiresAt?: string }>('/auth/security', {
        method: 'PUT',
        body: { session_timeout_minutes: minutes },
      });
      // The server moves this session's end at once; the countdown reads it from the reply or from verify.
      const expiresAt = reply.data?.expiresAt ?? (await call<{ expiresAt: string }>('/auth/verify')).data?.expiresAt;
      if (expiresAt) setStoredExpiry(expiresAt);
      return reply.data ?? null;
    },

    async startTwoFactor(password) {
      return (await call<TwoFactorSetup>('/auth/two-factor/enable', { method: 'POST', body: { password } })).data as TwoFactorSetup;
    },

    async confirmTwoFactor(code, password) {
      const data = (await call<{ backup_codes?: string[] }>('/auth/two-factor/verify', { method: 'POST', body: { code, password } })).data;
      return data?.backup_codes ?? [];
    },

    async disableTwoFactor(password) {
      await call('/auth/two-factor/disable', { method: 'POST', body: { password } });
    },

    async backupCodeCount() {
      return (await call<BackupCodeCount>('/auth/two-factor/backup-codes')).data as BackupCodeCount;
    },

    async regenerateBackupCodes(password) {
      const data = (
        await call<{ backup_codes?: string[] }>('/auth/two-factor/backup-codes/regenerate', { method: 'POST', body: { password } })
      ).data;
      return data?.backup_codes ?? [];
    },

    async ownSessions() {
      return (await call<{ sessions: OwnSession[] }>('/auth/sessions')).data?.sessions ?? [];
    },

    async endSession(id) {
      await call(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },

    async endOtherSessions() {
      return (await call<{ sessionsEnded?: number }>('/auth/sessions', { method: 'DELETE' })).data?.sessionsEnded ?? 0;
    },
  };
}
