import { eq } from 'drizzle-orm';
import { authErrors } from '../../src/domain/auth/messages';
import { effectiveSessionMinutes, sessionTimeoutOptions } from '../../src/domain/auth/rules';
import { format } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest } from '../lib/errors';
import { audit } from './audit';
import { hasTwoFactor, inTx } from './auth';
import { applySessionLength, type UserRow } from './sessions';
import { sessionTimeoutSeconds } from './settings';
import { backupCodesLeft } from './twoFactor';

// The own account's security page: two-factor state, backup codes left, and the session length the user
// chose within the admin's maximum (settings sessionTimeout, in seconds).

async function maxSessionMinutes(ctx: AppContext): Promise<number> {
  return Math.floor((await sessionTimeoutSeconds(ctx.db, ctx.config.defaultSessionTimeout)) / 60);
}

/** GET /auth/security. */
export async function securityOverview(ctx: AppContext, user: UserRow) {
  const max = await maxSessionMinutes(ctx);
  return {
    two_factor_enabled: hasTwoFactor(user),
    backup_codes_remaining: hasTwoFactor(user) ? await backupCodesLeft(ctx.db, user.id) : 0,
    session_timeout_minutes: effectiveSessionMinutes(user.session_timeout_minutes, max),
    session_timeout_choice: user.session_timeout_minutes ?? null,
    max_session_minutes: max,
    timeout_options: sessionTimeoutOptions(max),
    password_changed_at: user.password_changed_at,
  };
}

/**
 * Stores the user's session length and applies it now to their live sessions (each ends that long after
 * it was last used) and to every new one. A length over the admin's maximum is refused on its field.
 */
export async function setSessionLength(
  ctx: AppContext,
  user: UserRow,
  minutes: number,
  ip: string | null,
): Promise<UserRow> {
  const max = await maxSessionMinutes(ctx);
  if (minutes > max) {
    const message = format(authErrors.sessionTimeoutOverMax, { max });
    throw badRequest(message, [{ field: 'session_timeout_minutes', message }]);
  }
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ session_timeout_minutes: minutes, updated_at: ctx.now() })
      .where(eq(users.id, user.id))
      .returning();
    await applySessionLength(inTx(ctx, tx), user.id, minutes * 60);
    await audit(tx, {
      userId: user.id,
      action: 'update_security',
      entity: 'user',
      entityId: user.id,
      changes: { session_timeout_minutes: minutes },
      ip,
    });
    return updated!;
  });
}
