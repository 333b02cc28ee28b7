import { z } from 'zod';
import { DEFAULT_SETTINGS, SECRET_SETTING_KEYS, type Settings } from './settings';

// The replies of /health and /system/* (spec 000 section 7).

/** GET /system/statistics -> data (admin). */
export const systemStatistics = z.object({
  /** Row count per table: users, stores, products, orders, payments, ... */
  records: z.record(z.string(), z.number()),
  database_size_bytes: z.number(),
  database: z.string(),
  uptime_seconds: z.number(),
});
export type SystemStatistics = z.infer<typeof systemStatistics>;

/** GET /health -> data; a 503 carries `{status: 'degraded', database: 'down'}`. */
export const healthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptime_seconds: z.number().optional(),
  time: z.string().optional(),
});
export type HealthStatus = z.infer<typeof healthStatus>;

type SecretKey = (typeof SECRET_SETTING_KEYS)[number];

const SECRETS: ReadonlySet<string> = new Set(SECRET_SETTING_KEYS);

/** A setting's value as JSON carries it, from its default's kind. */
function settingValue(value: unknown): z.ZodType {
  if (typeof value === 'number') return z.number();
  if (typeof value === 'boolean') return z.boolean();
  if (typeof value === 'string') return z.string();
  return z.unknown();
}

/**
 * GET/PUT /system/settings -> data. Everybody reads the public keys; an admin reads the others too,
 * with each secret replaced by `<key>Set: boolean`.
 */
export const settingsView = z.object(
  Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS).flatMap(([key, value]) =>
      SECRETS.has(key) ? [[`${key}Set`, z.boolean().optional()]] : [[key, settingValue(value).optional()]],
    ),
  ),
);
/** settingsView's type, spelled from Settings so each key keeps its own value type. */
export type SettingsView = Partial<Omit<Settings, SecretKey>> & Partial<Record<`${SecretKey}Set`, boolean>>;
