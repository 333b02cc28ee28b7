import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Seconds a new session lasts until the admin sets another value in the system settings. */
  defaultSessionTimeout: number;
  /** Set the Secure flag on the session cookie (behind HTTPS). */
  cookieSecure: boolean;
  /** Serve the built UI from dist/ (false in tests and behind the Vite dev server). */
  serveUi: boolean;
  logLevel: string;
  /** Load db.json into an empty database on start. */
  loadDemoData: boolean;
  /** Where uploaded files (product images) live; DATA_DIR/uploads when not set. */
  uploadsDir?: string;
  /** Where backups are written (BACKUPS_DIR); DATA_DIR/backups when not set. */
  backupsDir?: string;
  /** Run the scheduled jobs (daily backup) in this process (RUN_JOBS=false to leave them to other servers). */
  runJobs: boolean;
  /** Behind a reverse proxy: the client address is read from X-Forwarded-For (TRUST_PROXY=true). */
  trustProxy: boolean;
  /** Let URL settings name loopback, link-local and private addresses (ALLOW_PRIVATE_URLS=true, for tests). */
  allowPrivateUrls: boolean;
  /** The assistant's Gemini key when the setting geminiApiKey is empty (GEMINI_API_KEY; issue 28). */
  geminiApiKey?: string;
}

function intFromEnv(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return value;
}

export function configFromEnv(): ServerConfig {
  return {
    // PORT=0 asks the system for any free port.
    port: intFromEnv('PORT', 3000, 0),
    host: process.env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(projectRoot, 'data')),
    databaseUrl: process.env.DATABASE_URL || undefined,
    defaultSessionTimeout: intFromEnv('SESSION_TIMEOUT', 3600),
    cookieSecure: process.env.COOKIE_SECURE === 'true',
    serveUi: process.env.SERVE_UI !== 'false',
    logLevel: process.env.LOG_LEVEL ?? 'info',
    loadDemoData: process.env.LOAD_DEMO_DATA !== 'false',
    uploadsDir: process.env.UPLOADS_DIR ? path.resolve(process.env.UPLOADS_DIR) : undefined,
    backupsDir: process.env.BACKUPS_DIR ? path.resolve(process.env.BACKUPS_DIR) : undefined,
    runJobs: process.env.RUN_JOBS !== 'false',
    trustProxy: process.env.TRUST_PROXY === 'true',
    allowPrivateUrls: process.env.ALLOW_PRIVATE_URLS === 'true',
    geminiApiKey: process.env.GEMINI_API_KEY || undefined,
  };
}
