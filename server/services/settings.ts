import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_SETTINGS,
  PUBLIC_SETTING_KEYS,
  SECRET_SETTING_KEYS,
  settingsUpdateSchema,
  type SettingKey,
  type Settings,
  type SettingsUpdate,
} from '../../src/domain/settings';
import type { Db } from '../db/client';
import { exchangeRates, systemSettings } from '../db/schema';
import { errors as messages } from '../../src/domain/messages';
import { badRequest } from '../lib/errors';
import { namesPrivateHost } from '../lib/publicUrl';
import { audit } from './audit';

/** The settings that name a URL someone will call: the tile server (browsers) and the geocoder (us). */
const URL_SETTING_KEYS = ['mapTileUrl', 'geocoderUrl', 'routingUrl', 'geminiBaseUrl'] as const satisfies readonly SettingKey[];

/** A 400 naming each URL setting that points inside (see publicUrl.ts), unless the server allows it. */
export function checkSettingUrls(update: SettingsUpdate, allowPrivateUrls: boolean): void {
  if (allowPrivateUrls) return;
  const refused = URL_SETTING_KEYS.filter((key) => {
    const value = update[key];
    // A tile template's {s}, {z}, {x}, {y} are not part of the host's name.
    return typeof value === 'string' && value !== '' && namesPrivateHost(value.replace(/[{}]/g, ''));
  });
  if (refused.length)
    throw badRequest(
      messages.urlNotPublic,
      refused.map((field) => ({ field, message: messages.urlNotPublic })),
    );
}

/** A stored value as its own schema reads it, or undefined when it no longer passes (or is not one a user sets). */
function storedValue(key: string, value: unknown): unknown {
  const schema = (settingsUpdateSchema.shape as Record<string, z.ZodType | undefined>)[key];
  if (!schema || value === null || value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The settings, each stored value checked against its schema as on write: a row written by an older
 * version, by hand or by the seed that does not pass is read as its default, so no caller meets an
 * object where it expects text (issue 23: a key of "12345" stored as a number broke every lookup).
 */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(systemSettings);
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    const value = storedValue(row.key, row.value);
    if (value !== undefined) settings[row.key] = value;
  }
  return settings as Settings;
}

export async function sessionTimeoutSeconds(db: Db, fallback: number): Promise<number> {
  const [row] = await db.select().from(systemSettings).where(inArray(systemSettings.key, ['sessionTimeout']));
  const value = Number(row?.value);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The settings a reply may carry: secrets become `<key>Set: boolean`. */
export function visibleSettings(settings: Settings, full: boolean): Record<string, unknown> {
  if (!full) return Object.fromEntries(PUBLIC_SETTING_KEYS.map((key) => [key, settings[key]]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if ((SECRET_SETTING_KEYS as readonly string[]).includes(key)) out[`${key}Set`] = Boolean(value);
    else out[key] = value;
  }
  return out;
}

export async function updateSettings(db: Db, update: SettingsUpdate, userId: number, ip: string | null): Promise<Settings> {
  const entries = Object.entries(update).filter(([, value]) => value !== undefined) as [SettingKey, unknown][];
  // An update that names no setting changes nothing, and leaves no empty entry in the audit trail.
  if (!entries.length) return readSettings(db);
  const before = update.exchangeRate === undefined ? null : (await readSettings(db)).exchangeRate;
  await db.transaction(async (tx) => {
    // A new rate joins the history (GET /exchange-rates): from now, by whom.
    if (update.exchangeRate !== undefined && update.exchangeRate !== before)
      await tx.insert(exchangeRates).values({ rate: update.exchangeRate, set_by: userId });
    for (const [key, value] of entries) {
      await tx
        .insert(systemSettings)
        .values({ key, value, updated_by: userId })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value, updated_by: userId, updated_at: new Date() } });
    }
    const secrets = SECRET_SETTING_KEYS as readonly string[];
    await audit(tx as never, {
      userId,
      action: 'update',
      entity: 'settings',
      changes: Object.fromEntries(entries.map(([key, value]) => [key, secrets.includes(key) ? '***' : value])),
      ip,
    });
  });
  return readSettings(db);
}
