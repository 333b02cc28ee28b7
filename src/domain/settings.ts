import { z } from 'zod';
import { format, validation } from './messages';
import { DATE_FORMATS, LANGUAGES, SETTINGS_CURRENCIES, THEMES, TIME_FORMATS, TIMEZONES } from './enums';
import { decimalNumber, hasCents, integerInRange, MAX_MONEY } from './schemas/common';
import { LINK_HOST_PATTERN } from './links';
import { ROUTE_PLAN_MAX_SECONDS } from './schedule/rules';
import type { SettingKey } from './settingsDefaults';
import { NOTICE_KINDS } from './notifications/kinds';
import { bakeryInvoicingSettings } from './invoices/schemas';

// The system settings of spec 002 section 3 with the defaults of section 9. The connection and mail
// secrets are stored but never sent back: a reply says only whether each one is set.

// The defaults are apart (./settingsDefaults, no zod) for the UI's first page; re-exported here.
export { DEFAULT_SETTINGS, type SettingKey, type Settings } from './settingsDefaults';

export const SECRET_SETTING_KEYS = ['dbPassword', 'emailPassword', 'jwtSecret', 'googleMapsApiKey', 'geminiApiKey'] as const satisfies readonly SettingKey[];

/** What any signed-in user may read: what the screens need to format and behave. */
export const PUBLIC_SETTING_KEYS = [
  'siteName',
  'currency',
  'secondaryCurrency',
  'exchangeRate',
  'theme',
  'language',
  'timezone',
  'dateFormat',
  'timeFormat',
  'maintenanceMode',
  'maintenanceMessage',
  'sessionTimeout',
  'version',
  'bakeryLatitude',
  'bakeryLongitude',
  'mapTileUrl',
  'mapAttribution',
  'routeStartTime',
  'expenseMaxEur',
] as const satisfies readonly SettingKey[];

export const SESSION_TIMEOUT_MIN = 300;
/** A stop is "delayed" after 5 minutes at the soonest (less is the road's noise) and 12 hours at most. */
export const DELIVERY_DELAY_MIN = 5;
export const DELIVERY_DELAY_MAX = 720;
export const SESSION_TIMEOUT_MAX = 86400;

/** SYP per EUR: the spec's step is 0.01; a million keeps every SYP amount inside the money columns. */
export const MAX_EXCHANGE_RATE = 1_000_000;

/** A rate the orders and prices may be computed with (a stored value from before the bound may not be). */
export function isUsableExchangeRate(rate: number): boolean {
  return Number.isFinite(rate) && rate > 0 && rate <= MAX_EXCHANGE_RATE && hasCents(rate);
}

/** A web address a setting names: http(s) with a host. Whether the host is public is the server's check. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max, validation.tooLong);
const port = integerInRange(validation.portInvalid, 1, 65535);
const routePlanMessage = format(validation.routePlanSecondsRange, { max: ROUTE_PLAN_MAX_SECONDS });
const exchangeRateMessage = format(validation.exchangeRateRange, { max: MAX_EXCHANGE_RATE.toLocaleString('en-US') });

/** A partial update: only the keys sent change. The version is the product's, never the user's. */
export const settingsUpdateSchema = z
  .object({
    siteName: text(120).min(1, validation.required),
    currency: z.enum(SETTINGS_CURRENCIES, { error: validation.valueNotAllowed }),
    secondaryCurrency: z.enum(SETTINGS_CURRENCIES, { error: validation.valueNotAllowed }),
    exchangeRate: decimalNumber(exchangeRateMessage).refine(isUsableExchangeRate, exchangeRateMessage),
    theme: z.enum(THEMES, { error: validation.valueNotAllowed }),
    language: z.enum(LANGUAGES, { error: validation.valueNotAllowed }),
    timezone: z.enum(TIMEZONES, { error: validation.valueNotAllowed }),
    dateFormat: z.enum(DATE_FORMATS, { error: validation.valueNotAllowed }),
    timeFormat: z.enum(TIME_FORMATS, { error: validation.valueNotAllowed }),
    maintenanceMode: z.boolean({ error: validation.booleanInvalid }),
    maintenanceMessage: text(300),
    debugMode: z.boolean({ error: validation.booleanInvalid }),
    dbHost: text(255),
    dbPort: port,
    dbName: text(120),
    dbUser: text(120),
    dbPassword: text(255),
    emailHost: text(255),
    emailPort: port,
    emailUser: text(255),
    emailPassword: text(255),
    emailFrom: z.union([z.literal(''), z.email({ error: validation.emailInvalid }).max(255, validation.tooLong)], { error: validation.emailInvalid }),
    emailKinds: z
      .array(z.enum(NOTICE_KINDS, { error: validation.valueNotAllowed }), { error: validation.valueNotAllowed })
      .max(NOTICE_KINDS.length, validation.listTooLong)
      .transform((kinds) => [...new Set(kinds)]),
    jwtSecret: text(255),
    sessionTimeout: integerInRange(validation.sessionTimeoutRange, SESSION_TIMEOUT_MIN, SESSION_TIMEOUT_MAX),
    bakeryLatitude: decimalNumber(validation.coordinatesInvalid).refine((value) => value >= -90 && value <= 90, validation.coordinatesInvalid),
    bakeryLongitude: decimalNumber(validation.coordinatesInvalid).refine((value) => value >= -180 && value <= 180, validation.coordinatesInvalid),
    mapTileUrl: z
      .string()
      .trim()
      .max(500, validation.tooLong)
      .refine(
        (value) => value === '' || (/^https?:\/\/.+\{z\}.+\{x\}.+\{y\}/.test(value) && isWebUrl(value.replace(/[{}]/g, ''))),
        validation.urlInvalid,
      ),
    mapAttribution: text(300),
    geocoderUrl: z
      .string()
      .trim()
      .max(500, validation.tooLong)
      .refine((value) => value === '' || isWebUrl(value), validation.urlInvalid),
    googleMapsApiKey: text(255),
    geminiApiKey: text(255),
    geminiModel: z.string().trim().max(100, validation.tooLong).regex(/^[a-z0-9.-]*$/i, validation.valueNotAllowed),
    geminiBaseUrl: z
      .string()
      .trim()
      .max(500, validation.tooLong)
      .refine((value) => value === '' || isWebUrl(value), validation.urlInvalid),
    routingUrl: z
      .string()
      .trim()
      .max(500, validation.tooLong)
      .refine((value) => value === '' || isWebUrl(value), validation.urlInvalid),
    routeStartTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, validation.valueNotAllowed),
    routePlanSeconds: integerInRange(routePlanMessage, 1, ROUTE_PLAN_MAX_SECONDS),
    routeReplanSeconds: integerInRange(routePlanMessage, 1, ROUTE_PLAN_MAX_SECONDS),
    linkHosts: z
      .array(z.string({ error: validation.hostInvalid }).trim().toLowerCase().regex(LINK_HOST_PATTERN, validation.hostInvalid), {
        error: validation.hostInvalid,
      })
      .max(50, validation.listTooLong)
      .transform((hosts) => [...new Set(hosts)]),
    backupDaily: z.boolean({ error: validation.booleanInvalid }),
    backupKeep: integerInRange(validation.backupKeepRange, 1, 365),
    deliveryDelayMinutes: integerInRange(validation.deliveryDelayRange, DELIVERY_DELAY_MIN, DELIVERY_DELAY_MAX),
    expenseMaxEur: decimalNumber(validation.expenseMaxRange).refine((value) => value > 0 && value <= MAX_MONEY && hasCents(value), validation.expenseMaxRange),
    standingCutoffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, validation.valueNotAllowed),
    standingOrderStatus: z.enum(['confirmed', 'draft'], { error: validation.valueNotAllowed }),
    standingReturnShare: integerInRange(validation.standingReturnShareRange, 1, 100),
    ...bakeryInvoicingSettings,
  })
  .partial();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
