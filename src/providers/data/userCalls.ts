import type { Identifier, RaRecord } from 'react-admin';
import type { Role, UserStatus } from '../../domain/enums';
import { bakeryDate } from '../../domain/dates';
import { apiDownload, type Download } from '../http';
import { pathId, type ApiCall } from './apiCall';
import { listQuery } from './listQuery';

/** GET /users/statistics: counts over the whole staff, not the filtered list. */
export interface UserStatistics {
  general: { totalUsers: number; activeUsers: number; inactiveUsers: number; suspendedUsers: number };
  by_role: Partial<Record<Role, number>>;
}

/** A vehicle a distributor may be given (GET /vehicles row, the fields the choice shows). */
export interface VehicleChoice extends RaRecord {
  vehicle_plate: string;
  vehicle_model: string;
  vehicle_type?: string;
  status?: string;
}

export interface UserCalls {
  /** GET /users/statistics. */
  userStatistics: () => Promise<UserStatistics>;
  /** PATCH /users/:id/status {status}: resolves to the updated employee. */
  setUserStatus: (id: Identifier, status: UserStatus) => Promise<RaRecord>;
  /** PATCH /users/:id/password {password, password_confirm}: an admin's reset; ends that user's sessions. */
  resetUserPassword: (id: Identifier, password: string, passwordConfirm: string) => Promise<void>;
  /** DELETE /users/:id/two-factor {password}: turns off a user's two-factor sign-in (lost phone), after the admin's own password. */
  resetUserTwoFactor: (id: Identifier, password: string) => Promise<void>;
  /** GET /users/export?format=csv|json with the list's filters: the file the server wrote (employees_{date}). */
  exportUsers: (format: 'csv' | 'json', filter?: Record<string, unknown>) => Promise<Download>;
  /** GET /vehicles?status=active&assigned=false: the vehicles free for a distributor. */
  availableVehicles: () => Promise<VehicleChoice[]>;
}

/** The most vehicles the choice lists: far more than the bakery's fleet. */
const VEHICLE_CHOICE_LIMIT = 100;

export function userCalls(call: ApiCall, apiUrl: string): UserCalls {
  return {
    async userStatistics() {
      return (await call<UserStatistics>('/users/statistics')).data as UserStatistics;
    },

    async setUserStatus(id, status) {
      const reply = await call<RaRecord>(`/users/${pathId(id)}/status`, { method: 'PATCH', body: { status } });
      return reply.data ?? { id, status };
    },

    async resetUserPassword(id, password, passwordConfirm) {
      await call(`/users/${pathId(id)}/password`, { method: 'PATCH', body: { password, password_confirm: passwordConfirm } });
    },

    async resetUserTwoFactor(id, password) {
      await call(`/users/${pathId(id)}/two-factor`, { method: 'DELETE', body: { password } });
    },

    async exportUsers(format, filter = {}) {
      const { search, ...rest } = listQuery({ filter });
      return apiDownload('/users/export', {
        query: { format, ...(search === undefined ? {} : { search }), ...rest },
        baseUrl: apiUrl,
        // The server names the file; this is only for a reply without Content-Disposition.
        fallbackName: `employees_${bakeryDate(new Date())}.${format}`,
      });
    },

    async availableVehicles() {
      const reply = await call<{ vehicles?: VehicleChoice[] }>('/vehicles', {
        query: { status: 'active', assigned: false, limit: VEHICLE_CHOICE_LIMIT },
      });
      return reply.data?.vehicles ?? [];
    },
  };
}
