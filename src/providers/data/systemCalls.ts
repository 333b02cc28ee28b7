import type { SettingsUpdate } from '../../domain/settings';
import type { Distributor, HealthStatus, RefreshReply, SettingsView, SystemStatistics } from '../../domain/types';
import { setStoredExpiry } from '../authProvider';
import type { ApiCall } from './apiCall';

// The calls around the application itself: health, statistics, settings, the session and the people
// an order may be given to.

export interface SystemCalls {
  /** GET /system/statistics (admin): row counts per table and the database's size. */
  systemStatistics: () => Promise<SystemStatistics>;
  /** GET /health: also resolves when the server answers 503 with a degraded status. */
  health: () => Promise<HealthStatus>;
  /** GET /system/settings: the public settings, or all of them (secrets as `<key>Set`) for an admin. */
  getSettings: () => Promise<SettingsView>;
  /** PUT /system/settings with only the keys that change; resolves to the saved settings. */
  updateSettings: (values: SettingsUpdate) => Promise<SettingsView>;
  /** POST /auth/refresh: extends the session and updates the stored end of session. */
  refreshSession: () => Promise<RefreshReply>;
  /** GET /users/distributors: the active distributors (all of them with `active: false`). */
  distributors: (options?: { active?: boolean }) => Promise<Distributor[]>;
}

export function systemCalls(call: ApiCall): SystemCalls {
  return {
    async systemStatistics() {
      const reply = await call<SystemStatistics>('/system/statistics');
      return reply.data as SystemStatistics;
    },

    async health() {
      try {
        const reply = await call<HealthStatus>('/health');
        return reply.data as HealthStatus;
      } catch (error) {
        // A degraded server still says what is wrong: the screen shows that rather than an error.
        const data = (error as { body?: { data?: HealthStatus } }).body?.data;
        if ((error as { status?: number }).status === 503 && data) return data;
        throw error;
      }
    },

    async getSettings() {
      const reply = await call<SettingsView>('/system/settings');
      return reply.data as SettingsView;
    },

    async updateSettings(values) {
      const reply = await call<SettingsView>('/system/settings', { method: 'PUT', body: values });
      return reply.data as SettingsView;
    },

    async refreshSession() {
      const reply = await call<RefreshReply>('/auth/refresh', { method: 'POST' });
      const result = reply.data as RefreshReply;
      if (result?.expiresAt) setStoredExpiry(result.expiresAt);
      return result;
    },

    async distributors(options = {}) {
      const reply = await call<{ distributors: Distributor[]; total: number }>('/users/distributors', {
        query: { active: options.active },
      });
      return reply.data?.distributors ?? [];
    },
  };
}
