import { createHash, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';
import { authErrors } from '../../src/domain/auth/messages';
import {
  BACKUP_CODE_COUNT,
  LOGIN_LOCK_SECONDS,
  LOGIN_MAX_FAILURES,
  isBackupCode,
  isTotpCode,
  normalizeCode,
} from '../../src/domain/auth/rules';
import { errors as messages } from '../../src/domain/messages';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { userBackupCodes, users } from '../db/schema';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { audit } from './audit';
import { checkThrottled, hasTwoFactor, inTx, lockedError, recordAttempt, type ClientInfo } from './auth';
import {
  admitLogin,
  codeCheckKey,
  confirmFailure,
  halfSignInKey,
  loginFailed,
  loginSucceeded,
  passwordAwaitingCode,
  passwordCheckKey,
  releaseFailure,
  reserveFailure,
  SUBJECT_RULE,
} from './loginThrottle';
import { verifyPassword } from './passwords';
import { readSettings } from './settings';
import { completeSecondFactor, revokeOtherSessions, revokeSession, type SessionRow, type UserRow } from './sessions';

// Two-factor sign-in with TOTP (RFC 6238: SHA-1, six digits, 30-second steps, one step either side for a
// clock that drifts) and ten one-time backup codes. The secret is kept as base32 text: whoever copies the
// database has it either way, so the backup codes are stored as plain SHA-256 hashes (they are random,
// 40 bits each, and tried through the same five-failure lock as passwords).

const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const ISSUER_FALLBACK = 'مخبز';
// No 0/o, 1/l/i: a code read off paper is typed back without guessing.
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const hashCode = (normalized: string) => createHash('sha256').update(normalized).digest('hex');

function totp(secret: string, label = '', issuer = ISSUER_FALLBACK): TOTP {
  return new TOTP({ ...TOTP_OPTIONS, issuer, label, secret: Secret.fromBase32(secret) });
}

/** The 30-second step a six-digit code belongs to (one step either side of the server's time), or null. */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / TOTP_OPTIONS.period) + delta;
}

export const totpMatches = (secret: string, code: string, at: Date) => totpStep(secret, code, at) !== null;

/**
 * Records the step of a code that signs in, in one statement: a code (or an older one) that already
 * signed in is refused, so a code seen over a shoulder cannot be used again within its window.
 */
async function spendTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const spent = await db
    .update(users)
    .set({ totp_last_step: step })
    .where(and(eq(users.id, userId), sql`(${users.totp_last_step} is null or ${users.totp_last_step} < ${step})`))
    .returning({ id: users.id });
  return spent.length > 0;
}

function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: 8 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
}

/** Replaces the user's backup codes with ten new ones and returns them: the only time they are seen. */
async function replaceBackupCodes(tx: Db | Tx, userId: number, now: Date): Promise<string[]> {
  const codes = newBackupCodes();
  await tx.delete(userBackupCodes).where(eq(userBackupCodes.user_id, userId));
  await tx
    .insert(userBackupCodes)
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(normalizeCode(code)), created_at: now })));
  return codes;
}

/** Marks one unused backup code used, in one statement, so two tries with it cannot both pass. */
async function spendBackupCode(db: Db, userId: number, normalized: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(userBackupCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(userBackupCodes.user_id, userId),
        eq(userBackupCodes.code_hash, hashCode(normalized)),
        isNull(userBackupCodes.used_at),
      ),
    )
    .returning({ id: userBackupCodes.id });
  return spent.length > 0;
}

export async function backupCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userBackupCodes)
    .where(and(eq(userBackupCodes.user_id, userId), isNull(userBackupCodes.used_at)));
  return Number(row?.n ?? 0);
}

/** The app's code or an unused backup code of an account with two-factor on; which one it was, or null. */
async function checkSecondFactor(ctx: AppContext, user: UserRow, code: string): Promise<'totp' | 'backup_code' | null> {
  const normalized = normalizeCode(code);
  if (isTotpCode(normalized)) {
    const step = user.totp_secret ? totpStep(user.totp_secret, normalized, ctx.now()) : null;
    return step !== null && (await spendTotpStep(ctx.db, user.id, step)) ? 'totp' : null;
  }
  if (isBackupCode(normalized))
    return (await spendBackupCode(ctx.db, user.id, normalized, ctx.now())) ? 'backup_code' : null;
  return null;
}

/**
 * The second step of a sign-in: the code for a half sign-in. A wrong one is a failed sign-in (reason
 * `wrong_code`) in the same count as wrong passwords: the fifth locks the account from this address and
 * ends the half sign-in, so the password must be given again once the lock is over. The half sign-in
 * also counts its own wrong codes, whatever the address they come from, and ends at the fifth; and it
 * takes codes only from the address that gave the password (a code from elsewhere counts as a wrong one).
 */
export async function completeSignIn(
  ctx: AppContext,
  pending: { session: SessionRow; user: UserRow },
  code: string,
  client: ClientInfo,
) {
  const { user, session } = pending;
  const endHalfSignIn = async (reason: string, error: ApiError): Promise<never> => {
    await recordAttempt(ctx.db, ctx.now(), user.username, user.id, false, reason, client);
    await revokeSession(ctx, user.id, session.id);
    throw error;
  };
  const spent = () => new ApiError(401, authErrors.twoFactorAttemptsSpent);

  const own = halfSignInKey(session.id);
  const place = await reserveFailure(ctx.db, own, user.id, SUBJECT_RULE, ctx.now());
  if (!place.granted) return endHalfSignIn('half_sign_in_spent', spent());
  if ((session.ip ?? null) !== (client.ip ?? null)) {
    const failure = await confirmFailure(ctx.db, own, user.id, SUBJECT_RULE, ctx.now());
    if (failure.lockedNow) return endHalfSignIn('code_other_address', spent());
    await recordAttempt(ctx.db, ctx.now(), user.username, user.id, false, 'code_other_address', client);
    throw new ApiError(401, authErrors.twoFactorOtherAddress);
  }

  const attempt = { userId: user.id, typedName: user.username, ip: client.ip };
  const admission = await admitLogin(ctx.db, attempt, ctx.now());
  if (!admission.admitted) {
    await releaseFailure(ctx.db, own);
    return endHalfSignIn(
      admission.reason,
      lockedError(
        admission.secondsLeft,
        admission.reason === 'source_locked' ? messages.sourceLocked : messages.accountLocked,
      ),
    );
  }
  if (admission.delayMs > 0) await sleep(admission.delayMs);

  const method = hasTwoFactor(user) ? await checkSecondFactor(ctx, user, code) : null;
  if (!method) {
    const failure = await loginFailed(ctx.db, attempt, ctx.now());
    const ownFailure = await confirmFailure(ctx.db, own, user.id, SUBJECT_RULE, ctx.now());
    if (failure.lockedNow) return endHalfSignIn('wrong_code_locked', lockedError(LOGIN_LOCK_SECONDS));
    if (ownFailure.lockedNow) return endHalfSignIn('wrong_code_spent', spent());
    await recordAttempt(ctx.db, ctx.now(), user.username, user.id, false, 'wrong_code', client);
    throw new ApiError(401, authErrors.twoFactorCodeInvalid, undefined, {
      attemptsLeft: LOGIN_MAX_FAILURES - Math.max(failure.failures, ownFailure.failures),
    });
  }

  return ctx.db
    .transaction(async (tx) => {
      const now = ctx.now();
      await loginSucceeded(tx, attempt);
      await releaseFailure(tx, own, { clear: true });
      const upgraded = await completeSecondFactor(inTx(ctx, tx), session);
      // Revoked between the look-up and now (signed out, reset by an admin): nothing to upgrade.
      if (!upgraded) throw new ApiError(401, messages.sessionExpired);
      const [fresh] = await tx.update(users).set({ last_login: now }).where(eq(users.id, user.id)).returning();
      await recordAttempt(tx, now, user.username, user.id, true, null, client);
      await audit(tx, {
        userId: user.id,
        action: 'login',
        entity: 'session',
        entityId: session.id,
        changes: { second_factor: method },
        ip: client.ip,
      });
      return { token: upgraded.token, session: upgraded.session, user: fresh! };
    })
    .catch(async (error: unknown) => {
      await passwordAwaitingCode(ctx.db, attempt);
      await releaseFailure(ctx.db, own);
      throw error;
    });
}

/**
 * Starts (or restarts) the setup: a new pending secret, as text, as an otpauth:// address and as a QR
 * code drawn here (no outside service sees the secret), after the password. Nothing changes for sign-in
 * until a first code confirms it.
 */
export async function startSetup(ctx: AppContext, user: UserRow, password: string) {
  if (hasTwoFactor(user)) throw conflict(authErrors.twoFactorAlreadyOn);
  await requirePassword(ctx, user, password);
  const secret = new Secret({ size: 20 }).base32;
  const issuer = (await readSettings(ctx.db)).siteName || ISSUER_FALLBACK;
  const otpauthUrl = totp(secret, user.username, issuer).toString();
  await ctx.db.update(users).set({ totp_pending_secret: secret }).where(eq(users.id, user.id));
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_data_url: await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
  };
}

const fieldRefusal = (field: string, message: string) => (attemptsLeft: number) =>
  new ApiError(400, message, [{ field, message }], { attemptsLeft });

/** The own password again before a two-factor change, counted like the current-password checks. */
async function requirePassword(ctx: AppContext, user: UserRow, password: string | undefined) {
  if (!password)
    throw badRequest(authErrors.passwordRequired, [{ field: 'password', message: authErrors.passwordRequired }]);
  await checkThrottled(
    ctx,
    passwordCheckKey(user.id),
    user.id,
    messages.passwordChecksLocked,
    () => verifyPassword(user.password_hash, password),
    fieldRefusal('password', authErrors.wrongPassword),
  );
}

/**
 * The first code from the app, with the password again, confirms the pending secret: two-factor is on,
 * the backup codes are made, and every other session of the account ends (whoever holds one signed in
 * without the second factor).
 */
export async function confirmSetup(
  ctx: AppContext,
  auth: { user: UserRow; session: Pick<SessionRow, 'id'> },
  code: string,
  password: string | undefined,
  ip: string | null,
) {
  const { user } = auth;
  const pendingSecret = user.totp_pending_secret;
  if (hasTwoFactor(user)) throw conflict(authErrors.twoFactorAlreadyOn);
  if (!pendingSecret)
    throw badRequest(authErrors.twoFactorNoSetup, [{ field: 'code', message: authErrors.twoFactorNoSetup }]);
  await requirePassword(ctx, user, password);
  const normalized = normalizeCode(code);
  await checkThrottled(
    ctx,
    codeCheckKey(user.id),
    user.id,
    authErrors.twoFactorChecksLocked,
    async () => isTotpCode(normalized) && totpMatches(pendingSecret, normalized, ctx.now()),
    fieldRefusal('code', authErrors.twoFactorCodeInvalid),
  );
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx
      .update(users)
      .set({
        totp_secret: pendingSecret,
        totp_pending_secret: null,
        totp_enabled_at: now,
        totp_last_step: null,
        updated_at: now,
      })
      .where(eq(users.id, user.id));
    const codes = await replaceBackupCodes(tx, user.id, now);
    const ended = await revokeOtherSessions(inTx(ctx, tx), user.id, auth.session.id);
    await audit(tx, {
      userId: user.id,
      action: 'enable_two_factor',
      entity: 'user',
      entityId: user.id,
      changes: { sessionsEnded: ended },
      ip,
    });
    return { codes, sessionsEnded: ended };
  });
}

const TWO_FACTOR_OFF = {
  totp_secret: null,
  totp_pending_secret: null,
  totp_enabled_at: null,
  totp_last_step: null,
} as const;

/** Turns two-factor off for the own account: the password is asked again. */
export async function disableTwoFactor(ctx: AppContext, user: UserRow, password: string, ip: string | null) {
  if (!hasTwoFactor(user) && !user.totp_pending_secret) throw badRequest(authErrors.twoFactorNotOn);
  await requirePassword(ctx, user, password);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...TWO_FACTOR_OFF, updated_at: ctx.now() })
      .where(eq(users.id, user.id));
    await tx.delete(userBackupCodes).where(eq(userBackupCodes.user_id, user.id));
    await audit(tx, { userId: user.id, action: 'disable_two_factor', entity: 'user', entityId: user.id, ip });
  });
}

/** Ten new backup codes for the own account (the old ones stop working); the password is asked again. */
export async function regenerateBackupCodes(ctx: AppContext, user: UserRow, password: string, ip: string | null) {
  if (!hasTwoFactor(user)) throw badRequest(authErrors.twoFactorNotOn);
  await requirePassword(ctx, user, password);
  return ctx.db.transaction(async (tx) => {
    const codes = await replaceBackupCodes(tx, user.id, ctx.now());
    await audit(tx, { userId: user.id, action: 'regenerate_backup_codes', entity: 'user', entityId: user.id, ip });
    return codes;
  });
}

/**
 * An admin turns two-factor off for an employee who lost the phone, after giving their own password
 * again: the employee signs in with the password alone from now on, and every session they had (a half
 * sign-in included) ends.
 */
export async function resetTwoFactor(
  ctx: AppContext,
  targetId: number,
  admin: UserRow,
  password: string,
  ip: string | null,
) {
  await requirePassword(ctx, admin, password);
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .update(users)
      .set({ ...TWO_FACTOR_OFF, updated_at: ctx.now() })
      .where(eq(users.id, targetId))
      .returning({ id: users.id });
    if (!target) throw notFound(messages.userNotFound);
    await tx.delete(userBackupCodes).where(eq(userBackupCodes.user_id, targetId));
    const ended = await revokeOtherSessions(inTx(ctx, tx), targetId, null);
    await audit(tx, {
      userId: admin.id,
      action: 'reset_two_factor',
      entity: 'user',
      entityId: targetId,
      changes: { sessionsEnded: ended },
      ip,
    });
    return { id: target.id, two_factor_enabled: false, sessions_ended: ended };
  });
}
