import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccess as tableAllows, homePath, LOGIN_PATH, type Action, type Resource } from '../domain/access';
import { authErrors } from '../domain/auth/messages';
import { ROLES, type Role } from '../domain/enums';
import type { LoginReply, PublicUser, SessionUser, VerifyReply } from '../domain/types';
import { errors as messages } from '../domain/messages';
import { API_URL } from './apiUrl';
import { apiFetch, NETWORK_ERROR_MESSAGE } from './http';

// Sign-in for react-admin 5. The session itself is an httpOnly cookie the browser never reads; what
// the browser keeps (localStorage `bakery.session`) is who signed in and when the session ends, for the
// menus, the identity and the countdown. The server stays the authority: any 401 ends the session here.

export const SESSION_KEY = 'bakery.session';
/** Dispatched on window whenever the stored session changes in this tab (other tabs get `storage`). */
export const SESSION_EVENT = 'bakery:session';

export interface StoredSession {
  user: SessionUser;
  /** ISO date-time the server's session ends. */
  expiresAt: string;
}

export const LOGIN_MESSAGES = {
  invalidLogin: 'بيانات تسجيل الدخول غير صحيحة',
  userNotFound: 'المستخدم غير موجود',
  invalidData: 'بيانات غير صحيحة',
  serverError: 'خطأ في الخادم، يرجى المحاولة لاحقاً',
  network: NETWORK_ERROR_MESSAGE,
  failed: 'فشل تسجيل الدخول',
  codeRequired: authErrors.twoFactorRequired,
  invalidCode: authErrors.twoFactorCodeInvalid,
} as const;

/** A failed sign-in: the text to show, the status (0 = network) and, when known, the lock or the tries left. */
export class LoginError extends Error {
  readonly status: number;
  /** Seconds the account stays locked (429). */
  readonly lockedFor?: number;
  /** Failed tries left before the lock (401). */
  readonly attemptsLeft?: number;

  constructor(message: string, status: number, extra: { lockedFor?: number; attemptsLeft?: number } = {}) {
    super(message);
    this.name = 'LoginError';
    this.status = status;
    if (extra.lockedFor !== undefined) this.lockedFor = extra.lockedFor;
    if (extra.attemptsLeft !== undefined) this.attemptsLeft = extra.attemptsLeft;
  }
}

/**
 * Not a failure: the password was right and the account has two-factor on. Thrown by login() so that
 * react-admin's useLogin neither stores nor redirects; the login page asks for the code next.
 */
export class TwoFactorRequired extends Error {
  readonly twoFactorRequired = true;
  /** When the half sign-in (the cookie the code completes) runs out. */
  readonly expiresAt: string;

  constructor(message: string, expiresAt: string) {
    super(message);
    this.name = 'TwoFactorRequired';
    this.expiresAt = expiresAt;
  }
}

/** POST /auth/login's reply for an account with two-factor on: no user until the code is checked. */
interface TwoFactorStart {
  two_factor_required: true;
  expiresAt: string;
}

function asksForCode(data: unknown): data is TwoFactorStart {
  return typeof data === 'object' && data !== null && (data as Partial<TwoFactorStart>).two_factor_required === true;
}

// ---- browser storage (failures are ignored: a private window without storage just signs in every time)

function notifyChange() {
  try {
    window.dispatchEvent(new Event(SESSION_EVENT));
  } catch {
    // no window (tests in node): nothing listens
  }
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The session kept in this browser, or null when there is none or it cannot be read. */
export function storedSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!value || typeof value !== 'object' || !value.user || !isRole(value.user.role) || typeof value.expiresAt !== 'string') return null;
    return value as StoredSession;
  } catch {
    return null;
  }
}

function writeSession(session: StoredSession | null) {
  try {
    if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // ignored
  }
  notifyChange();
}

export function clearStoredSession() {
  writeSession(null);
}

function toIso(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** After a renewal: the new end of the session (the banner and the countdown read it back). */
export function setStoredExpiry(expiresAt: string | number | Date) {
  const session = storedSession();
  if (!session) return;
  writeSession({ ...session, expiresAt: toIso(expiresAt) });
}

/** After the user changed their own name or picture: the identity the sidebar shows follows. */
export function setStoredUser(user: PublicUser | SessionUser) {
  const session = storedSession();
  if (!session) return;
  writeSession({ ...session, user: sessionUser(user) });
}

/** Milliseconds until the stored session ends; 0 when ended, null when there is none. */
export function sessionTimeLeft(now: number = Date.now()): number | null {
  const session = storedSession();
  if (!session) return null;
  const end = Date.parse(session.expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

function sessionUser(user: PublicUser | SessionUser): SessionUser {
  return {
    id: user.id,
    username: user.username,
    full_name: user.full_name,
    role: user.role,
    avatar_url: user.avatar_url ?? null,
  };
}

// ---- login errors

function numberOr(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** Spec 000 section 8: the text of a failed sign-in by status. */
export function loginErrorFrom(error: unknown): LoginError {
  const status = numberOr((error as { status?: unknown } | null)?.status) ?? 0;
  const body = ((error as { body?: unknown } | null)?.body ?? {}) as Record<string, unknown>;
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
  if (status === 0) return new LoginError(LOGIN_MESSAGES.network, 0);
  if (status === 401) return new LoginError(LOGIN_MESSAGES.invalidLogin, 401, { attemptsLeft: numberOr(body.attemptsLeft) });
  if (status === 404) return new LoginError(LOGIN_MESSAGES.userNotFound, 404);
  if (status === 422) return new LoginError(LOGIN_MESSAGES.invalidData, 422);
  if (status === 429) {
    return new LoginError(serverMessage ?? messages.tooManyRequests, 429, { lockedFor: numberOr(body.lockedFor) ?? numberOr(body.retryAfter) });
  }
  if (status >= 500) return new LoginError(LOGIN_MESSAGES.serverError, status);
  return new LoginError(serverMessage ?? LOGIN_MESSAGES.failed, status);
}

/** POST /auth/two-factor/verify: a wrong code reads the server's text; the rest as a sign-in. */
export function codeErrorFrom(error: unknown): LoginError {
  const status = numberOr((error as { status?: unknown } | null)?.status) ?? 0;
  if (status !== 401) return loginErrorFrom(error);
  const body = ((error as { body?: unknown } | null)?.body ?? {}) as Record<string, unknown>;
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : undefined;
  return new LoginError(serverMessage ?? LOGIN_MESSAGES.invalidCode, 401, { attemptsLeft: numberOr(body.attemptsLeft) });
}

// ---- access

/** react-admin's resource names -> the access table's. Same names, except the audit log. */
const RESOURCE_ALIASES: Record<string, Resource> = { logs: 'audit' };
/** react-admin actions that are not the table's own. */
const ACTION_ALIASES: Record<string, Action> = { clone: 'create' };

export function allowed(role: Role | undefined | null, resource: string, action: string): boolean {
  const tableResource = (RESOURCE_ALIASES[resource] ?? resource) as Resource;
  if (!role) return false;
  if (action === 'read') return tableAllows(role, tableResource, 'list') || tableAllows(role, tableResource, 'show');
  return tableAllows(role, tableResource, (ACTION_ALIASES[action] ?? action) as Action);
}

// ---- the provider

export interface BakeryAuthProvider extends AuthProvider {
  /** GET /auth/verify: refreshes the stored user and end of session; rejects (and signs out here) on 401. */
  verifySession: () => Promise<StoredSession>;
}

interface LoginParams {
  username?: string;
  email?: string;
  identifier?: string;
  password?: string;
  /** The second step: the authenticator's code or a backup code, completing the half sign-in. */
  code?: string;
}

export function createAuthProvider(apiUrl: string = API_URL): BakeryAuthProvider {
  const call = <T>(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => apiFetch<T>(path, { method, body, baseUrl: apiUrl });

  const verifySession = async (): Promise<StoredSession> => {
    try {
      const reply = await call<VerifyReply>('/auth/verify');
      const data = reply.data!;
      const session: StoredSession = { user: sessionUser(data.user), expiresAt: toIso(data.expiresAt) };
      writeSession(session);
      return session;
    } catch (error) {
      if ((error as { status?: number }).status === 401) clearStoredSession();
      throw error;
    }
  };

  return {
    async login(params: LoginParams) {
      let reply;
      if (params.code !== undefined) {
        try {
          reply = await call<LoginReply>('/auth/two-factor/verify', 'POST', { code: params.code });
        } catch (error) {
          throw codeErrorFrom(error);
        }
      } else {
        const username = params.username ?? params.email ?? params.identifier ?? '';
        try {
          reply = await call<LoginReply | TwoFactorStart>('/auth/login', 'POST', { username, password: params.password ?? '' });
        } catch (error) {
          throw loginErrorFrom(error);
        }
        const start = reply.data;
        if (asksForCode(start)) throw new TwoFactorRequired(reply.message || LOGIN_MESSAGES.codeRequired, toIso(start.expiresAt));
      }
      const data = reply.data as LoginReply | undefined;
      if (!data?.user || !isRole(data.user.role)) throw new LoginError(LOGIN_MESSAGES.failed, 200);
      writeSession({ user: sessionUser(data.user), expiresAt: toIso(data.expiresAt) });
      return { redirectTo: homePath(data.user.role) };
    },

    async logout() {
      try {
        await call('/auth/logout', 'POST');
      } catch {
        // signed out here whatever the server says
      }
      clearStoredSession();
      return LOGIN_PATH;
    },

    async checkAuth() {
      const session = storedSession();
      // Nobody signed in: straight to the login page, without an error toast.
      if (!session) throw { message: false, redirectTo: LOGIN_PATH };
      const end = Date.parse(session.expiresAt);
      if (Number.isNaN(end) || end <= Date.now()) {
        clearStoredSession();
        throw new Error(messages.sessionExpired);
      }
    },

    async checkError(error: unknown) {
      const status = (error as { status?: number } | null)?.status;
      if (status === 401) {
        clearStoredSession();
        const serverMessage = (error as { message?: unknown }).message;
        throw new Error(typeof serverMessage === 'string' && serverMessage ? serverMessage : messages.sessionExpired);
      }
      // 403 and anything else: still signed in; the screen shows the error.
    },

    async getIdentity(): Promise<UserIdentity> {
      const session = storedSession();
      if (!session) throw new Error(messages.notSignedIn);
      const { user } = session;
      return { id: user.id, fullName: user.full_name, avatar: user.avatar_url ?? undefined, role: user.role, username: user.username };
    },

    async getPermissions() {
      return storedSession()?.user.role;
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      return allowed(storedSession()?.user.role, resource, action);
    },

    verifySession,
  };
}

export const authProvider = createAuthProvider();

export const verifySession = (): Promise<StoredSession> => authProvider.verifySession();
