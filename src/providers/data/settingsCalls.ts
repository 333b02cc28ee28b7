import type { BackupRecord } from '../../domain/backups';
import type { ApiCall } from './apiCall';

// The settings screens' calls (issue 27): exchange-rate history, backups, maintenance mode, the audit log's
// purge, the database, the caches, the environment's configuration and the security audit. Admins only on
// the server, but the exchange-rate history, which everyone reads.

export interface ExchangeRateEntry {
  id: number;
  rate: number;
  effective_from: string;
  set_by: number | null;
  set_by_name: string | null;
}

export interface RestoreOutcome {
  name: string;
  schema_version: string;
  tables: number;
  rows: number;
  files: number;
  sessions_ended: number;
}

export interface DatabaseStatus {
  database: string;
  size_bytes: number;
  tables: Record<string, number>;
  migrations_applied: number;
  last_migration_at: string | null;
}

export interface SecurityCheck {
  id: string;
  status: 'pass' | 'warn' | 'fail';
  detail: string;
  items: string[];
}

/** GET /configuration: what only the environment decides, each value with where it comes from. */
export type Configuration = Record<string, { value: string | number | boolean | null; source: 'environment' | 'default' }>;

export interface SettingsCalls {
  exchangeRates: () => Promise<{ current: number; history: ExchangeRateEntry[] }>;
  backups: () => Promise<{ backups: BackupRecord[]; directory: string }>;
  createBackup: () => Promise<BackupRecord>;
  uploadBackup: (file: File) => Promise<BackupRecord>;
  restoreBackup: (name: string) => Promise<RestoreOutcome>;
  deleteBackup: (name: string) => Promise<void>;
  maintenance: () => Promise<{ enabled: boolean; message: string }>;
  enableMaintenance: (message: string) => Promise<void>;
  disableMaintenance: () => Promise<void>;
  purgeLogs: (olderThanDays: number) => Promise<number>;
  databaseStatus: () => Promise<DatabaseStatus>;
  optimizeDatabase: () => Promise<number>;
  configuration: () => Promise<Configuration>;
  caches: () => Promise<{ name: string; entries: number }[]>;
  clearCache: (name?: string) => Promise<string[]>;
  securityAudit: () => Promise<{ checks: SecurityCheck[]; checked_at: string }>;
  securityScan: () => Promise<{ checks: SecurityCheck[]; checked_at: string }>;
}

export function settingsCalls(call: ApiCall): SettingsCalls {
  const data = async <T>(path: string, options?: Parameters<ApiCall>[1]) => (await call<T>(path, options)).data as T;
  const backupPath = (name: string) => `/backup/${encodeURIComponent(name)}`;
  return {
    exchangeRates: () => data('/exchange-rates'),
    backups: () => data('/backup'),
    createBackup: () => data('/backup', { method: 'POST' }),
    uploadBackup: (file) => {
      const form = new FormData();
      form.append('file', file);
      return data('/backup/upload', { method: 'POST', body: form });
    },
    restoreBackup: (name) => data(`${backupPath(name)}/restore`, { method: 'POST' }),
    async deleteBackup(name) {
      await call(backupPath(name), { method: 'DELETE' });
    },
    maintenance: () => data('/maintenance'),
    async enableMaintenance(message) {
      await call('/maintenance/enable', { method: 'POST', body: { message } });
    },
    async disableMaintenance() {
      await call('/maintenance/disable', { method: 'POST' });
    },
    async purgeLogs(olderThanDays) {
      return (await data<{ removed: number }>('/logs', { method: 'DELETE', query: { older_than_days: olderThanDays } })).removed;
    },
    databaseStatus: () => data('/database/status'),
    async optimizeDatabase() {
      return (await data<{ duration_ms: number }>('/database/optimize', { method: 'POST' })).duration_ms;
    },
    configuration: () => data('/configuration'),
    async caches() {
      return (await data<{ caches: { name: string; entries: number }[] }>('/cache')).caches;
    },
    async clearCache(name) {
      return (await data<{ cleared: string[] }>('/cache', { method: 'DELETE', query: { name } })).cleared;
    },
    securityAudit: () => data('/security/audit'),
    securityScan: () => data('/security/scan', { method: 'POST' }),
  };
}
