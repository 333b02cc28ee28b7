// The shapes of the API replies the shell and the dashboard read, as the server sends them (snake_case
// keys, the REST contract of the specs' section 7). Entity records of the lists are read as they come.

import type { Role, UserStatus, WorkStatus } from './enums';
import type { Settings, SECRET_SETTING_KEYS } from './settings';

/** Every reply: `{success, message?, data?}`; an error adds `errors` and sometimes extras. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
}

export interface ApiFieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  success: false;
  message: string;
  errors?: ApiFieldError[];
  [extra: string]: unknown;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A list reply's `data`: the rows under the resource's key, the pagination, and any extras. */
export type ListData<K extends string = string, Row = Record<string, unknown>> = { [key in K]: Row[] } & {
  pagination: Pagination;
  [extra: string]: unknown;
};

/** The signed-in user as the browser keeps it (no token: the session is an httpOnly cookie). */
export interface SessionUser {
  id: number;
  username: string;
  full_name: string;
  role: Role;
  avatar_url: string | null;
}

/** The server's public user record (`publicUser`): every column but the secrets, in snake_case. */
export interface PublicUser extends SessionUser {
  email: string;
  phone: string | null;
  status: UserStatus;
  work_status: WorkStatus;
  [field: string]: unknown;
}

/** POST /auth/login -> data. */
export interface LoginReply {
  user: PublicUser;
  expiresAt: string;
  sessionId: string;
  home: string;
}

/** GET /auth/verify -> data. */
export interface VerifyReply {
  valid: boolean;
  user: PublicUser;
  expiresAt: string;
  sessionId: string;
}

/** POST /auth/refresh -> data. */
export interface RefreshReply {
  expiresAt: string;
}

/** GET /dashboard/overview -> data: exact figures over the whole database; `date` adds that day's deliveries. */
export interface DashboardOverview {
  date: string;
  /**
   * 'company': every order. 'own_day': a distributor's own orders taken or due on `date`, without the
   * company's money (revenue_eur and unpaid_eur are left out).
   */
  scope: 'company' | 'own_day';
  orders: {
    total: number;
    /** confirmed or in progress */
    pending: number;
    draft: number;
    completed: number;
    cancelled: number;
    revenue_eur?: number;
    unpaid_eur?: number;
    deliveries_on_date: number;
    amount_on_date_eur: number;
  };
  products: { total: number; active: number };
  stores: { total: number; active: number };
  users: { total: number; active_distributors: number };
  vehicles: { total: number; active: number };
}

/** GET /system/statistics -> data (admin). */
export interface SystemStatistics {
  /** Row count per table: users, stores, products, orders, payments, ... */
  records: Record<string, number>;
  database_size_bytes: number;
  database: string;
  uptime_seconds: number;
}

/** GET /health -> data; a 503 carries `{status: 'degraded', database: 'down'}`. */
export interface HealthStatus {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  uptime_seconds?: number;
  time?: string;
}

type SecretKey = (typeof SECRET_SETTING_KEYS)[number];

/**
 * GET/PUT /system/settings -> data. Everybody reads the public keys; an admin reads the others too,
 * with each secret replaced by `<key>Set: boolean`.
 */
export type SettingsView = Partial<Omit<Settings, SecretKey>> & Partial<Record<`${SecretKey}Set`, boolean>>;

/** GET /users/distributors -> data.distributors[]: names and phones for the pickers. */
export interface Distributor {
  id: number;
  full_name: string;
  /** Admins only. */
  username?: string;
  phone: string | null;
  /** Admins only. */
  email?: string;
  status: UserStatus;
  work_status: WorkStatus;
}
