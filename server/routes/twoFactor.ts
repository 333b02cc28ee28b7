import { homePath } from '../../src/domain/access';
import { authErrors } from '../../src/domain/auth/messages';
import {
  backupCodesReply,
  backupCodesStatus,
  twoFactorOffReply,
  twoFactorResetReply,
  twoFactorSetupReply,
  twoFactorVerifyReply,
} from '../../src/domain/auth/records';
import { BACKUP_CODE_COUNT } from '../../src/domain/auth/rules';
import { passwordCheckSchema, twoFactorVerifySchema } from '../../src/domain/auth/schemas';
import { errors as messages } from '../../src/domain/messages';
import { idParam } from '../../src/domain/schemas/common';
import type { AppContext } from '../context';
import { unauthorized } from '../lib/errors';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { authorize, loadAuth, ownAccount, requireAuth, tokenOf } from '../plugins/auth';
import { hasTwoFactor, publicUser } from '../services/auth';
import { resolvePendingSession } from '../services/sessions';
import {
  backupCodesLeft,
  completeSignIn,
  confirmSetup,
  disableTwoFactor,
  regenerateBackupCodes,
  resetTwoFactor,
  startSetup,
} from '../services/twoFactor';
import { clientOf, setSessionCookie } from './authCookies';

// The five two-factor calls of spec 002 section 7 and the admin's reset for an employee who lost the phone.

export async function twoFactorRoutes(app: Api, ctx: AppContext) {
  const signedIn = requireAuth(ctx);

  // Public: a half sign-in (password right, code to come) is no session for requireAuth, so this route
  // looks the token up itself. With a half sign-in it completes the sign-in; with a full session it
  // confirms a pending setup.
  app.post(
    '/auth/two-factor/verify',
    {
      schema: route({
        body: twoFactorVerifySchema,
        data: twoFactorVerifyReply,
        summary: 'رمز التحقق: إكمال الدخول أو تأكيد التفعيل',
      }),
    },
    async (request, reply) => {
      const { code, password } = request.body;
      const token = tokenOf(request);
      if (!token) throw unauthorized();
      const pending = await resolvePendingSession(ctx, token);
      if (pending) {
        const { token: fresh, session, user } = await completeSignIn(ctx, pending, code, clientOf(request));
        setSessionCookie(ctx, reply, fresh, session.expires_at);
        return ok(
          {
            user: publicUser(user),
            expiresAt: session.expires_at,
            sessionId: session.id,
            home: homePath(user.role as never),
          },
          messages.loggedIn,
        );
      }
      const auth = await loadAuth(ctx, request);
      if (!auth) throw unauthorized(messages.sessionExpired);
      const account = { user: await ownAccount(ctx, request, auth), session: auth.session };
      const { codes, sessionsEnded } = await confirmSetup(ctx, account, code, password, request.ip ?? null);
      return ok({ enabled: true, backup_codes: codes, sessions_ended: sessionsEnded }, authErrors.twoFactorEnabled);
    },
  );

  app.post(
    '/auth/two-factor/enable',
    { preValidation: signedIn, schema: route({ body: passwordCheckSchema, data: twoFactorSetupReply }) },
    async (request) => {
      const { password } = request.body;
      return ok(await startSetup(ctx, await ownAccount(ctx, request), password), authErrors.twoFactorSetupStarted);
    },
  );

  app.post(
    '/auth/two-factor/disable',
    { preValidation: signedIn, schema: route({ body: passwordCheckSchema, data: twoFactorOffReply }) },
    async (request) => {
      const { password } = request.body;
      await disableTwoFactor(ctx, await ownAccount(ctx, request), password, request.ip ?? null);
      return ok({ enabled: false }, authErrors.twoFactorDisabled);
    },
  );

  app.get(
    '/auth/two-factor/backup-codes',
    { preValidation: signedIn, schema: route({ data: backupCodesStatus }) },
    async (request) => {
      const user = await ownAccount(ctx, request);
      const enabled = hasTwoFactor(user);
      return ok({ remaining: enabled ? await backupCodesLeft(ctx.db, user.id) : 0, total: BACKUP_CODE_COUNT, enabled });
    },
  );

  app.post(
    '/auth/two-factor/backup-codes/regenerate',
    { preValidation: signedIn, schema: route({ body: passwordCheckSchema, data: backupCodesReply }) },
    async (request) => {
      const { password } = request.body;
      const codes = await regenerateBackupCodes(ctx, await ownAccount(ctx, request), password, request.ip ?? null);
      return ok({ backup_codes: codes }, authErrors.backupCodesRegenerated);
    },
  );

  app.delete(
    '/users/:id/two-factor',
    {
      preValidation: authorize(ctx, 'users', 'edit'),
      schema: route({ params: idParam, body: passwordCheckSchema, data: twoFactorResetReply }),
    },
    async (request) => {
      const { id } = request.params;
      const { password } = request.body;
      return ok(
        await resetTwoFactor(ctx, id, await ownAccount(ctx, request), password, request.ip ?? null),
        authErrors.twoFactorReset,
      );
    },
  );
}
