import { ROUTE_PLAN_SECONDS, ROUTE_REPLAN_SECONDS } from './schedule/rules';

// The system settings' defaults (spec 002 section 9), apart from their schemas in ./settings so that the
// UI's first page, which starts from them until the server's answer, loads no zod.

export const DEFAULT_SETTINGS = {
  siteName: 'مخبز بروكسل',
  currency: 'EUR',
  secondaryCurrency: 'SYP',
  exchangeRate: 15000,
  theme: 'light',
  language: 'ar',
  timezone: 'Europe/Brussels',
  dateFormat: 'DD/MM/YYYY',
  timeFormat: '24h',
  maintenanceMode: false,
  /** What the maintenance banner adds to its own words, when the admin gives a reason. */
  maintenanceMessage: '',
  debugMode: false,
  dbHost: '',
  dbPort: 5432,
  dbName: '',
  dbUser: '',
  dbPassword: '',
  emailHost: '',
  emailPort: 587,
  emailUser: '',
  emailPassword: '',
  /** The sender of the notifications the server e-mails. */
  emailFrom: '',
  /** The kinds of notification also e-mailed to their recipients, when the mail server is set. */
  emailKinds: [] as string[],
  jwtSecret: '',
  sessionTimeout: 3600,
  version: '1.0.0',
  bakeryLatitude: 50.8466,
  bakeryLongitude: 4.3528,
  // The only third-party hosts the app calls are the ones these settings name. An empty tile URL shows
  // maps without a background (markers only), for machines with no way out.
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '© OpenStreetMap contributors',
  /** A Nominatim-compatible search URL; the server calls it, never the browser. */
  geocoderUrl: 'https://nominatim.openstreetmap.org/search',
  /** When set, the server geocodes with Google instead. A secret: never sent back. */
  googleMapsApiKey: '',
  /** The assistant's Gemini key (issue 28; GEMINI_API_KEY when empty). A secret: never sent back. */
  geminiApiKey: '',
  /** The Gemini model; empty: a current Flash model (src/domain/aiChat/limits.ts). */
  geminiModel: '',
  /** Gemini's REST address; empty: Google's. The server calls it, never the browser. */
  geminiBaseUrl: '',
  /** An OSRM-compatible road server (table and route services) for the day's routes; empty: estimates. */
  routingUrl: '',
  /** When the vans leave the bakery, bakery time: the first planned arrival counts from it. */
  routeStartTime: '07:00',
  /** Seconds the optimiser may search for a day's schedule (it stops sooner when a small day has settled). */
  routePlanSeconds: ROUTE_PLAN_SECONDS,
  /** Seconds for re-planning the rest of a route already under way (one van's stops, from where it is). */
  routeReplanSeconds: ROUTE_REPLAN_SECONDS,
  /** The hosts a stored link (a notification's) may name in an https address; paths inside the app are always allowed. */
  linkHosts: [] as string[],
  /** The largest expense in EUR a driver or the office may record (issue 23: plausible values only). */
  expenseMaxEur: 10000,
  /** A backup every day, made by whichever server claims it first (issue 27). */
  backupDaily: true,
  /** How many automatic backups are kept; older ones are deleted after each new one. */
  backupKeep: 14,
  /** A planned stop not delivered this many minutes after its planned arrival raises "a delivery delayed" (issue 27). */
  deliveryDelayMinutes: 30,
  /** Issue 30: one-off changes to a standing order close, and the day's orders are made, at this time the day before. */
  standingCutoffTime: '14:00',
  /** Issue 30: the status of the orders made from standing orders: 'confirmed' or 'draft'. */
  standingOrderStatus: 'confirmed' as 'confirmed' | 'draft',
  /** Issue 30: a standing order suggests less of a product when its unsold returns over four weeks exceed this percent of what the shop took. */
  standingReturnShare: 15,
  // Issue 29: the bakery as its invoices name it (in Latin letters: the documents are French or Dutch),
  // its enterprise and VAT numbers, the account shops pay into, and the VAT rate of a product whose
  // category has none.
  bakeryLegalName: '',
  bakeryStreet: '',
  bakeryPostcode: '',
  bakeryCity: '',
  bakeryEnterpriseNumber: '',
  bakeryVatNumber: '',
  bakeryIban: '',
  bakeryBic: '',
  defaultVatRate: 6 as 0 | 6 | 12 | 21,
  /** The daily run issuing each shop's invoices at its rhythm; off until the office starts it (an upgrade must not bill a backlog at once). */
  invoiceAutoIssue: false,
};

export type Settings = typeof DEFAULT_SETTINGS;
export type SettingKey = keyof Settings;
