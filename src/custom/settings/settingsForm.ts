import type { z } from 'zod';
import { DATE_FORMATS, LANGUAGES, SETTINGS_CURRENCIES, THEMES, TIME_FORMATS, TIMEZONES } from '../../domain/enums';
import { NOTICE_KINDS } from '../../domain/notifications/kinds';
import { SECRET_SETTING_KEYS, settingsUpdateSchema, type SettingKey } from '../../domain/settings';
import type { SettingsView } from '../../domain/system';
import { formSchema } from '../../ui/formSchema';
import { VAT_RATES } from '../../domain/invoices/rules';

// The settings forms as data (spec 002 section 3, issue 27): each section's fields and how each is edited.
// The rules are the API's own schema (settingsUpdateSchema) run on the body the form would send, so a
// value refused here is refused by the server with the same Arabic words.

export type FieldKind = 'text' | 'number' | 'choice' | 'boolean' | 'secret' | 'kinds' | 'hosts' | 'time';

export interface SettingField {
  key: SettingKey;
  kind: FieldKind;
  /** Text values, or numbers (the VAT rates) kept as numbers. */
  choices?: readonly (string | number)[];
  /** Latin text (addresses, keys) read left to right inside the RTL page. */
  ltr?: boolean;
  /** A bakery.settings.hints.* key exists for it. */
  hint?: boolean;
}

export interface SettingSection {
  /** A bakery.settings.sections.* key. */
  key: string;
  fields: readonly SettingField[];
}

type SecretKey = (typeof SECRET_SETTING_KEYS)[number];
const SECRETS: ReadonlySet<string> = new Set(SECRET_SETTING_KEYS);
const isSecret = (key: string): key is SecretKey => SECRETS.has(key);

/** /settings/general: admin and manager (the manager reads them only). */
export const GENERAL_SECTIONS: readonly SettingSection[] = [
  {
    key: 'business',
    fields: [
      { key: 'siteName', kind: 'text' },
      { key: 'expenseMaxEur', kind: 'number' },
    ],
  },
  {
    key: 'regional',
    fields: [
      { key: 'currency', kind: 'choice', choices: SETTINGS_CURRENCIES },
      { key: 'secondaryCurrency', kind: 'choice', choices: SETTINGS_CURRENCIES },
      { key: 'timezone', kind: 'choice', choices: TIMEZONES },
      { key: 'dateFormat', kind: 'choice', choices: DATE_FORMATS },
      { key: 'timeFormat', kind: 'choice', choices: TIME_FORMATS },
      { key: 'language', kind: 'choice', choices: LANGUAGES },
      { key: 'theme', kind: 'choice', choices: THEMES },
    ],
  },
  { key: 'exchange', fields: [{ key: 'exchangeRate', kind: 'number', hint: true }] },
];

/**
 * /settings/system: admin. The database's connection is not here: the server needs it before it reads any
 * setting, so it comes from DATABASE_URL (or the embedded default) and is shown read-only beside.
 */
export const SYSTEM_SECTIONS: readonly SettingSection[] = [
  {
    key: 'maps',
    fields: [
      { key: 'bakeryLatitude', kind: 'number' },
      { key: 'bakeryLongitude', kind: 'number' },
      { key: 'mapTileUrl', kind: 'text', ltr: true },
      { key: 'mapAttribution', kind: 'text' },
      { key: 'geocoderUrl', kind: 'text', ltr: true },
      { key: 'googleMapsApiKey', kind: 'secret' },
    ],
  },
  {
    key: 'routing',
    fields: [
      { key: 'routingUrl', kind: 'text', ltr: true, hint: true },
      { key: 'routeStartTime', kind: 'time' },
      { key: 'routePlanSeconds', kind: 'number' },
      { key: 'routeReplanSeconds', kind: 'number' },
      { key: 'deliveryDelayMinutes', kind: 'number', hint: true },
    ],
  },
  {
    key: 'mail',
    fields: [
      { key: 'emailHost', kind: 'text', ltr: true },
      { key: 'emailPort', kind: 'number' },
      { key: 'emailUser', kind: 'text', ltr: true },
      { key: 'emailPassword', kind: 'secret' },
      { key: 'emailFrom', kind: 'text', ltr: true },
      { key: 'emailKinds', kind: 'kinds', choices: NOTICE_KINDS, hint: true },
    ],
  },
  {
    key: 'security',
    fields: [
      { key: 'sessionTimeout', kind: 'number', hint: true },
      { key: 'jwtSecret', kind: 'secret' },
      { key: 'linkHosts', kind: 'hosts', ltr: true, hint: true },
      { key: 'debugMode', kind: 'boolean' },
    ],
  },
  {
    key: 'backups',
    fields: [
      { key: 'backupDaily', kind: 'boolean' },
      { key: 'backupKeep', kind: 'number' },
    ],
  },
  {
    key: 'assistant',
    fields: [
      { key: 'geminiApiKey', kind: 'secret' },
      { key: 'geminiModel', kind: 'text', ltr: true },
      { key: 'geminiBaseUrl', kind: 'text', ltr: true },
    ],
  },
  // Issues 29 and 30 put these two sections here, not on the general page that a manager reads: the
  // server gives a manager only the public settings (PUBLIC_SETTING_KEYS), so that page would show them
  // empty. The invoicing section is the bakery's legal identity and the account every shop pays into,
  // printed on every invoice and read by the UBL rules; changing it, or starting the daily issue, is the
  // admin's decision. The standing orders' cut-off, status and return share run a job that makes every
  // shop's orders; the manager and the cashier read the cut-off and the share where they act, on each
  // shop's standing-order card (GET /stores/{id}/standing-orders carries them).
  {
    key: 'invoicing',
    fields: [
      { key: 'bakeryLegalName', kind: 'text', ltr: true, hint: true },
      { key: 'bakeryStreet', kind: 'text', ltr: true },
      { key: 'bakeryPostcode', kind: 'text', ltr: true },
      { key: 'bakeryCity', kind: 'text', ltr: true },
      { key: 'bakeryEnterpriseNumber', kind: 'text', ltr: true, hint: true },
      { key: 'bakeryVatNumber', kind: 'text', ltr: true, hint: true },
      { key: 'bakeryIban', kind: 'text', ltr: true, hint: true },
      { key: 'bakeryBic', kind: 'text', ltr: true },
      { key: 'defaultVatRate', kind: 'choice', choices: VAT_RATES, hint: true },
      { key: 'invoiceAutoIssue', kind: 'boolean', hint: true },
    ],
  },
  {
    key: 'standing',
    fields: [
      { key: 'standingCutoffTime', kind: 'time', hint: true },
      { key: 'standingOrderStatus', kind: 'choice', choices: ['confirmed', 'draft'] },
      { key: 'standingReturnShare', kind: 'number', hint: true },
    ],
  },
];

/** The form's own name of a secret's "clear it" switch. */
export const clearFlag = (key: string) => `${key}Clear`;

export type FormValues = Record<string, unknown>;

const fieldsOf = (sections: readonly SettingSection[]) => sections.flatMap((section) => section.fields);

/** What the form starts from: the settings as read; a secret's field is empty (its value never comes). */
export function initialValues(sections: readonly SettingSection[], view: SettingsView): FormValues {
  const values: FormValues = {};
  for (const field of fieldsOf(sections)) {
    if (field.kind === 'secret') {
      values[field.key] = '';
      values[clearFlag(field.key)] = false;
    } else if (field.kind === 'hosts')
      values[field.key] = ((view[field.key as keyof SettingsView] as string[] | undefined) ?? []).join(', ');
    else values[field.key] = view[field.key as keyof SettingsView];
  }
  return values;
}

/** The body PUT /system/settings gets: every field of the form, but a secret only when replaced or cleared. */
export function settingsBody(sections: readonly SettingSection[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fieldsOf(sections)) {
    const value = values[field.key];
    if (field.kind === 'secret' && isSecret(field.key)) {
      if (values[clearFlag(field.key)] === true) body[field.key] = '';
      else if (typeof value === 'string' && value !== '') body[field.key] = value;
    } else if (field.kind === 'hosts') {
      body[field.key] = String(value ?? '')
        .split(/[,،\s]+/)
        .filter(Boolean);
    } else if (field.kind === 'number') {
      // An emptied number field is sent empty, so its own rule says what it needs.
      body[field.key] = value ?? null;
    } else if (field.kind === 'kinds') {
      body[field.key] = Array.isArray(value) ? value : [];
    } else {
      // react-admin gives an emptied text input as null; the setting keeps text, so it is an empty text.
      body[field.key] = value ?? '';
    }
  }
  return body;
}

/** The form's rules: the API's schema on the body it would send (messages beside their fields). */
export function settingsRules(sections: readonly SettingSection[]): z.ZodType<unknown, FormValues> {
  return formSchema<FormValues>({ body: (values) => settingsBody(sections, values), api: settingsUpdateSchema });
}
