import type { Settings } from '../../src/domain/settings';
import type { Db } from '../db/client';
import { readSettings } from './settings';

/**
 * The settings as this server last read them, for what runs on every request (maintenance mode, the log
 * level). Kept at most SETTINGS_TTL_MS: a change made through another server on the same database is
 * seen here within that time; one made through this server clears it at once. A time to live rather than
 * LISTEN/NOTIFY because it works the same on PGlite and PostgreSQL and costs one small read per server
 * every two seconds at most, only while requests come.
 */
export const SETTINGS_TTL_MS = 2000;

export interface SettingsCache {
  get(): Promise<Settings>;
  clear(): void;
  /** When the cached copy was read, null when none is held. */
  readAt(): Date | null;
}

export function settingsCache(db: Db, onRead: (settings: Settings) => void = () => {}, ttlMs = SETTINGS_TTL_MS): SettingsCache {
  let held: { settings: Settings; at: number } | null = null;
  let reading: Promise<Settings> | null = null;
  return {
    async get() {
      if (held && Date.now() - held.at < ttlMs) return held.settings;
      // Requests arriving together share one read.
      reading ??= readSettings(db)
        .then((settings) => {
          held = { settings, at: Date.now() };
          onRead(settings);
          return settings;
        })
        .finally(() => {
          reading = null;
        });
      return reading;
    },
    clear() {
      held = null;
    },
    readAt: () => (held ? new Date(held.at) : null),
  };
}
