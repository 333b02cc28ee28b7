// The reply types the shell and the dashboard read, each inferred from its zod schema (no hand-written
// twin): the envelope and list shape in ./schemas/replies, users and sign-in in ./users and ./auth, the
// dashboard and system figures in ./dashboard and ./system. Kept as one place to import them from.

export type { ApiEnvelope, ApiErrorBody, ApiFieldError, ListData, Pagination } from './schemas/replies';
export type { Distributor, PublicUser, SessionUser } from './users/records';
export type { LoginReply, RefreshReply, VerifyReply } from './auth/records';
export type { DashboardOverview } from './dashboard';
export type { HealthStatus, SettingsView, SystemStatistics } from './system';
