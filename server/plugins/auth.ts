import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { canAccess, type Action, type Resource } from '../../src/domain/access';
import { errors as messages } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { systemErrors } from '../../src/domain/backups';
import { ApiError, forbidden, unauthorized } from '../lib/errors';
import { users } from '../db/schema';
import { resolveSession, SESSION_COOKIE, type UserRow } from '../services/sessions';
import type { Actor, Auth } from '../lib/actor';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** The session token from the httpOnly cookie, or from `Authorization: Bearer` for API clients. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

export async function loadAuth(ctx: AppContext, request: FastifyRequest): Promise<Auth | null> {
  const token = tokenOf(request);
  if (!token) return null;
  const found = await resolveSession(ctx, token);
  return found ? { user: found.user as Auth['user'], session: found.session } : null;
}

/**
 * The signed-in user's whole row, for the routes about their own account (profile, password, two-factor,
 * avatar): a request's session carries only the few columns every route needs.
 */
export async function ownAccount(
  ctx: AppContext,
  request: FastifyRequest,
  auth: Auth = currentAuth(request),
): Promise<UserRow & { role: Auth['user']['role'] }> {
  const { user } = auth;
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  if (!row || row.status !== 'active') throw unauthorized(messages.sessionExpired);
  return row as UserRow & { role: Auth['user']['role'] };
}

// The guards run in preValidation, before Fastify validates the route's input with its schema: a caller
// who may not use a route hears 401 or 403 whatever they sent, never a 400 that tells them about its fields.

/** Signed in, with a session that is still alive; the reply to anything else is 401. */
export function requireAuth(ctx: AppContext): preValidationAsyncHookHandler & { signedIn: true } {
  const guard = async (request: FastifyRequest) => {
    request.auth = await loadAuth(ctx, request);
    if (!request.auth) throw unauthorized(tokenOf(request) ? messages.sessionExpired : messages.notSignedIn);
    await refuseInMaintenance(ctx, request);
  };
  return Object.assign(guard, { signedIn: true as const });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that only keep a session going or end it: a user in maintenance mode may still do these. */
const SESSION_WRITES = new Set(['/api/auth/refresh', '/api/auth/logout']);

/**
 * Maintenance mode (issue 27): every write by anyone but an admin is a 503 with the Arabic reason; reads
 * go on. Checked here, after the session is known and before the route reads its input, on every
 * guarded route, so no route can forget it.
 */
async function refuseInMaintenance(ctx: AppContext, request: FastifyRequest): Promise<void> {
  if (READS.has(request.method) || request.auth!.user.role === 'admin' || SESSION_WRITES.has(request.routeOptions.url ?? '')) return;
  if ((await ctx.settings.get()).maintenanceMode) throw new ApiError(503, systemErrors.maintenanceWrite);
}

/** The access-table entry a route's guard checks; read by the route registry (tests, API docs). */
export interface RouteAccess {
  resource: Resource;
  action: Action;
}

/** Signed in and allowed by the shared access table for this resource and action; else 401 or 403. */
export function authorize(ctx: AppContext, resource: Resource, action: Action): preValidationAsyncHookHandler & { access: RouteAccess } {
  const authenticate = requireAuth(ctx);
  const guard = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await authenticate.call(this as never, request, reply);
    if (!canAccess(request.auth!.user.role, resource, action)) throw forbidden();
  };
  return Object.assign(guard, { access: { resource, action } });
}

/** The access entry of a route's preValidation guard(s), `signed-in` for requireAuth alone, or null when public. */
export function accessOf(preValidation: unknown): RouteAccess | 'signed-in' | null {
  const handlers = Array.isArray(preValidation) ? preValidation : preValidation ? [preValidation] : [];
  for (const handler of handlers) {
    if (handler && typeof handler === 'function' && 'access' in handler) return (handler as { access: RouteAccess }).access;
  }
  return handlers.some((handler) => handler && (handler as { signedIn?: boolean }).signedIn) ? 'signed-in' : null;
}

export function currentAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Who a write is done by, for the services and their audit entries. */
export function actorOf(request: FastifyRequest): Actor {
  return { auth: currentAuth(request), ip: request.ip ?? null };
}
