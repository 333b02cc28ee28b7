import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export const projectRoot = path.resolve(__dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's shared server (globalSetup), for the files that need none of their own. */
    e2eServerUrl: string;
    /** Where the run's one Chromium listens: files connect to it instead of launching their own. */
    e2eBrowserEndpoint: string;
    /** Each demo account signed in once through the API, by username, as a browser context's storageState. */
    e2eSessions: Record<string, SavedSession>;
  }
}

/** Playwright's storageState: the session cookie and what the app keeps in localStorage. */
export interface SavedSession {
  cookies: {
    name: string;
    value: string;
    domain: string;
    path: string;
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Strict' | 'Lax' | 'None';
  }[];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the real server the way `npm start` does (node --import tsx server/start.ts) on its own data
 * directory and any free port, and waits for it to say where it listens. The directory is a copy of the
 * run's seeded one (globalSetup), or, with `emptyData`, empty: the server then loads db.json itself.
 * Most files use the run's shared server (`sharedServer()`); a file starts its own only when it needs a
 * first start or changes what every other file would meet (a setting, the day's routes).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { emptyData?: boolean; template?: string } = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakery-e2e-'));
  const template = options.emptyData ? undefined : (options.template ?? inject('e2eDataTemplate'));
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 240_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/on (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's shared server, started once in globalSetup. */
export function sharedServer(): { url: string } {
  return { url: inject('e2eServerUrl') };
}

/**
 * Signs `username` in through the API, as the login form does, and returns what a browser context needs to
 * open already signed in: the session cookie, and the `bakery.session` entry the app keeps in localStorage
 * (the five fields of the user the authProvider stores, and the session's end).
 */
export async function signInByApi(url: string, username: string, password = 'Bakery123'): Promise<SavedSession> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const reply = (await response.json()) as {
    message?: string;
    data?: { user: { id: number; username: string; full_name: string; role: string; avatar_url?: string | null }; expiresAt: string };
  };
  const token = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('bakery_session='));
  if (response.status !== 200 || !reply.data?.user || !token) throw new Error(`${username} could not sign in: ${response.status} ${reply.message}`);
  const { id, full_name, role, avatar_url } = reply.data.user;
  const user = { id, username: reply.data.user.username, full_name, role, avatar_url: avatar_url ?? null };
  return {
    cookies: [
      {
        name: 'bakery_session',
        value: token.slice('bakery_session='.length),
        domain: new URL(url).hostname,
        path: '/',
        expires: Math.floor(Date.parse(reply.data.expiresAt) / 1000),
        httpOnly: true,
        secure: false,
        sameSite: 'Strict',
      },
    ],
    origins: [{ origin: url, localStorage: [{ name: 'bakery.session', value: JSON.stringify({ user, expiresAt: reply.data.expiresAt }) }] }],
  };
}
