import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { ClientInfo } from '../services/auth';
import { SESSION_COOKIE } from '../services/sessions';

// What the sign-in routes (auth.ts, twoFactor.ts) share: who is calling, and the session cookie.

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.cookieSecure,
    expires: expiresAt,
  });
}
