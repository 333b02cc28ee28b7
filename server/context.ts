import type { Db } from './db/client';
import type { ServerConfig } from './config';
import type { Outbound } from './lib/outbound';
import type { SettingsCache } from './services/settingsCache';
import type { Performance } from './services/performance';

/** What every service needs: the database, the settings from the environment and the time. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  /** Injected so tests can move time forward past a lock or a session's end. */
  now: () => Date;
  startedAt: Date;
  databaseKind: 'pglite' | 'postgres';
  /** The one client for calls to URLs the settings name (the road server); see lib/outbound.ts. */
  outbound: Outbound;
  /** The settings as this server holds them (at most two seconds old): maintenance mode, the log level. */
  settings: SettingsCache;
  /** What this server keeps in memory, by name, for GET and DELETE /cache. */
  caches: Map<string, { entries(): number; clear(): void }>;
  /** This process's request figures (GET /performance). */
  performance: Performance;
}
