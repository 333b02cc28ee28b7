import type { FastifyRequest } from 'fastify';
import { canAccess, homePath, TABLE_RIGHTS } from '../../src/domain/access';
import { eq } from 'drizzle-orm';
import { authErrors } from '../../src/domain/auth/messages';
import {
  emailCheckReply,
  loginAttemptsReply,
  loginStepReply,
  permissionsReply,
  refreshReply,
  securityReply,
  sessionsEndedReply,
  sessionsReply,
  verifyReply,
} from '../../src/domain/auth/records';
import { changePasswordSchema, checkEmailSchema, loginSchema, profileUpdateSchema, securityUpdateSchema } from '../../src/domain/auth/schemas';
import { publicUser as publicUserRecord } from '../../src/domain/users/records';
import { idParam, listQuery } from '../../src/domain/schemas/common';
import { errors as messages } from '../../src/domain/messages';
import { z } from 'zod';
import type { AppContext } from '../context';
import { sessions } from '../db/schema';
import { notFound } from '../lib/errors';
import { list, ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { currentAuth, loadAuth, ownAccount, requireAuth } from '../plugins/auth';
import { withoutSecrets } from '../lib/serialize';
import {
  changePassword,
  clearLoginAttempts,
  isEmailTaken,
  listLoginAttempts,
  login,
  publicUser,
  updateProfile,
} from '../services/auth';
import { securityOverview, setSessionLength } from '../services/accountSecurity';
import {
  listSessions,
  refreshSession,
  revokeOtherSessions,
  revokeSession,
  SESSION_COOKIE,
} from '../services/sessions';
import { clientOf, setSessionCookie } from './authCookies';
import { avatarRoutes } from './avatars';
import { twoFactorRoutes } from './twoFactor';

const sessionIdParam = z.object({ id: z.string().uuid(messages.sessionNotFound) });
const attemptsQuery = listQuery(['created_at'], 'created_at').extend({ user_id: idParam.shape.id.optional() });
const clearAttemptsQuery = z.object({ user_id: idParam.shape.id.optional() });

function permissionList(role: Parameters<typeof canAccess>[0]) {
  return TABLE_RIGHTS.filter((right) => canAccess(role, right.resource, right.action)).map((right) => `${right.resource}:${right.action}`);
}

export async function authRoutes(app: Api, ctx: AppContext) {
  const signedIn = { preValidation: requireAuth(ctx) };

  // The login form has one field for a username or an e-mail; any of the usual keys is read as it.
  const oneLoginName = async (request: FastifyRequest) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    request.body = { username: body.username ?? body.email ?? body.identifier, password: body.password };
  };
  app.post('/auth/login', { preValidation: oneLoginName, schema: route({ body: loginSchema, data: loginStepReply }) }, async (request, reply) => {
    const input = request.body;
    const { token, session, user, secondFactorPending } = await login(ctx, input.username, input.password, clientOf(request));
    setSessionCookie(ctx, reply, token, session.expires_at);
    // Two-factor on: the cookie holds a half sign-in that only POST /auth/two-factor/verify accepts.
    if (secondFactorPending) return ok({ two_factor_required: true, expiresAt: session.expires_at }, authErrors.twoFactorRequired);
    return ok(
      { user: publicUser(user), expiresAt: session.expires_at, sessionId: session.id, home: homePath(user.role as never) },
      messages.loggedIn,
    );
  });

  app.post('/auth/logout', { schema: route({ data: z.null() }) }, async (request, reply) => {
    const auth = await loadAuth(ctx, request);
    if (auth) await revokeSession(ctx, auth.user.id, auth.session.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null, messages.loggedOut);
  });

  app.get('/auth/verify', { ...signedIn, schema: route({ data: verifyReply }) }, async (request) => {
    const { session } = currentAuth(request);
    return ok({ valid: true, user: publicUser(await ownAccount(ctx, request)), expiresAt: session.expires_at, sessionId: session.id });
  });

  app.post('/auth/refresh', { ...signedIn, schema: route({ data: refreshReply }) }, async (request, reply) => {
    const { session } = currentAuth(request);
    const expiresAt = await refreshSession(ctx, session);
    const token = request.headers.authorization?.startsWith('Bearer ') ? null : request.cookies[SESSION_COOKIE];
    if (token) setSessionCookie(ctx, reply, token, expiresAt);
    return ok({ expiresAt }, messages.sessionRefreshed);
  });

  app.get('/auth/profile', { ...signedIn, schema: route({ data: publicUserRecord }) }, async (request) => ok(publicUser(await ownAccount(ctx, request))));

  app.put('/auth/profile', { ...signedIn, schema: route({ body: profileUpdateSchema, data: publicUserRecord }) }, async (request) => {
    const changes = request.body;
    const updated = await updateProfile(
      ctx,
      await ownAccount(ctx, request),
      {
        full_name: changes.full_name,
        email: changes.email,
        phone: changes.phone,
        address: changes.address,
        bio: changes.bio,
        emergency_contact_name: changes.emergency_contact_name,
        emergency_contact_phone: changes.emergency_contact_phone,
        emergency_contact_relation: changes.emergency_contact_relation,
      },
      clientOf(request),
    );
    return ok(publicUser(updated), messages.profileUpdated);
  });

  app.put('/auth/change-password', { ...signedIn, schema: route({ body: changePasswordSchema, data: sessionsEndedReply }) }, async (request) => {
    const input = request.body;
    const { session } = currentAuth(request);
    const ended = await changePassword(ctx, await ownAccount(ctx, request), session.id, input.currentPassword, input.newPassword, clientOf(request));
    return ok({ sessionsEnded: ended }, messages.passwordChanged);
  });

  app.post('/auth/check-email', { ...signedIn, schema: route({ body: checkEmailSchema, data: emailCheckReply }) }, async (request) => {
    const { email } = request.body;
    const taken = await isEmailTaken(ctx, email);
    return ok({ email, available: !taken }, taken ? messages.emailTaken : messages.emailAvailable);
  });

  app.get('/auth/permissions', { ...signedIn, schema: route({ data: permissionsReply }) }, async (request) => {
    const { role } = currentAuth(request).user;
    return ok({ role, home: homePath(role), permissions: permissionList(role) });
  });

  app.get('/auth/security', { ...signedIn, schema: route({ data: securityReply }) }, async (request) =>
    ok(await securityOverview(ctx, await ownAccount(ctx, request))),
  );

  app.put('/auth/security', { ...signedIn, schema: route({ body: securityUpdateSchema, data: securityReply }) }, async (request) => {
    const input = request.body;
    const { session } = currentAuth(request);
    const updated = await setSessionLength(ctx, await ownAccount(ctx, request), input.session_timeout_minutes, request.ip ?? null);
    // This session's new end, so the screen's countdown follows at once.
    const [current] = await ctx.db.select({ expiresAt: sessions.expires_at }).from(sessions).where(eq(sessions.id, session.id));
    return ok({ ...(await securityOverview(ctx, updated)), expiresAt: current?.expiresAt }, authErrors.securitySaved);
  });

  app.get('/auth/sessions', { ...signedIn, schema: route({ data: sessionsReply }) }, async (request) => {
    const { user, session } = currentAuth(request);
    return ok({ sessions: await listSessions(ctx, user.id, session.id) });
  });

  app.delete('/auth/sessions/:id', { ...signedIn, schema: route({ params: sessionIdParam, data: z.null() }) }, async (request, reply) => {
    const { id } = request.params;
    const { user, session } = currentAuth(request);
    if (!(await revokeSession(ctx, user.id, id))) throw notFound(messages.sessionNotFound);
    if (id === session.id) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null, messages.sessionRevoked);
  });

  app.delete('/auth/sessions', { ...signedIn, schema: route({ data: sessionsEndedReply }) }, async (request) => {
    const { user, session } = currentAuth(request);
    const ended = await revokeOtherSessions(ctx, user.id, session.id);
    return ok({ sessionsEnded: ended }, messages.sessionsRevoked);
  });

  // Whoever may read the audit journal sees anybody's attempts; whoever may change an account's status
  // clears anybody's (which lifts their lock). Everyone else sees and clears their own.
  app.get('/auth/login-attempts', { ...signedIn, schema: route({ query: attemptsQuery, data: loginAttemptsReply }) }, async (request) => {
    const query = request.query;
    const { user } = currentAuth(request);
    const scope = { userId: canAccess(user.role, 'audit', 'list') ? query.user_id : user.id };
    const { rows, total } = await listLoginAttempts(ctx, scope, query.page, query.limit);
    return list('attempts', rows.map(withoutSecrets), query, total);
  });

  app.delete('/auth/login-attempts', { ...signedIn, schema: route({ query: clearAttemptsQuery, data: z.null() }) }, async (request) => {
    const query = request.query;
    const { user } = currentAuth(request);
    const anyone = canAccess(user.role, 'users', 'status');
    await clearLoginAttempts(ctx, { userId: anyone ? query.user_id : user.id, liftLocks: anyone });
    return ok(null, messages.loginAttemptsCleared);
  });

  await twoFactorRoutes(app, ctx);
  await avatarRoutes(app, ctx);
}
