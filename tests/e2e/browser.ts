import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type LaunchOptions, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CLOCK_OFFSET_ENV, CLOCK_VARIABLES, shiftedDateScript } from '../clock';
import { projectRoot, type SavedSession } from './serverProcess';

// Real Chromium from Debian, driven by playwright-core. The flags keep it off the network: this machine
// reaches no host but the package registries, and the app must call none.
/** The browser people run; `start.test.ts` opens the app in it too. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
// The run's browser: Debian's headless build of the same Chromium (package chromium-headless-shell, what
// Playwright itself runs headless), when installed. It renders with the same Blink and V8 without the full
// browser's window machinery: the end-to-end project took 387 s against 547 s with /usr/bin/chromium, the
// same day on this 2-core machine, and Chromium a quarter less CPU for the same page loads.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
export const screenshotDir = path.join(projectRoot, 'test-results', 'screenshots');

export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM,
  // Chromium keeps the real clock; its pages get the run's (shiftPageClock).
  env: Object.fromEntries(Object.entries(process.env).filter(([name, value]) => value !== undefined && !CLOCK_VARIABLES.includes(name))) as Record<string, string>,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

/** Who a saved session is: the user the app keeps in localStorage. */
export function savedUser(username: string): { id: number; username: string; full_name: string; role: string } {
  const stored = savedSession(username).origins[0]!.localStorage.find((entry) => entry.name === 'bakery.session')!;
  return (JSON.parse(stored.value) as { user: { id: number; username: string; full_name: string; role: string } }).user;
}

let connected: Promise<Browser> | undefined;

/**
 * The run's one Chromium (globalSetup launched it), through one connection for the file: its pages are kept
 * and handed out again (`closePage`, `openPage`) until the file ends and setup.ts lets go of them all.
 */
export function connectBrowser(): Promise<Browser> {
  connected ??= chromium.connect(inject('e2eBrowserEndpoint'));
  return connected;
}

/**
 * Closes the file's connection, and with it every context it opened; the browser stays for the next file.
 * (Files do not share a connection: vitest then hands each worker its files in fixed batches, and a run
 * took 227 s instead of 194 s with one worker idle.)
 */
export async function disconnectBrowser(): Promise<void> {
  const browser = connected && (await connected);
  connected = undefined;
  openPages.clear();
  await browser?.close();
}

/** The saved sign-in of a demo account on the shared server (globalSetup), for `openPage`'s `as`. */
export function savedSession(username: string): SavedSession {
  const session = inject('e2eSessions')[username];
  if (!session) throw new Error(`no saved session for ${username}`);
  return session;
}

/**
 * A page of the app's origin that does not start the app (a small JSON reply): where a test's page waits while
 * the test prepares its data through the page's session (`apiCall`), before it opens the screen it is about.
 */
export const API_ONLY = '/api/health';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const external = new WeakMap<Page, string[]>();

/** Requests the page sent to any host but this machine: the app must call none unless a setting names it. */
export function externalRequests(page: Page): string[] {
  return external.get(page) ?? [];
}

/**
 * The saved session renewed now (POST /auth/refresh), with the end the app counts down to: a session
 * saved at the start of a long run would otherwise near its end, and the app warn or sign out, mid-run.
 */
async function renewed(session: SavedSession, baseUrl: string): Promise<SavedSession> {
  const cookie = session.cookies[0]!;
  const response = await fetch(`${baseUrl}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie: `${cookie.name}=${cookie.value}`, origin: baseUrl },
  });
  const reply = (await response.json()) as { message?: string; data?: { expiresAt: string } };
  if (response.status !== 200 || !reply.data) throw new Error(`the saved session was not renewed: ${response.status} ${reply.message}`);
  const { expiresAt } = reply.data;
  return {
    cookies: session.cookies.map((saved) => ({ ...saved, expires: Math.floor(Date.parse(expiresAt) / 1000) })),
    origins: session.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((entry) =>
        entry.name === 'bakery.session' ? { ...entry, value: JSON.stringify({ ...JSON.parse(entry.value), expiresAt }) } : entry,
      ),
    })),
  };
}

/**
 * Runs in the page before its scripts, on every document of the context: writes the saved entries once per
 * context, so that what the app does to its storage later (signing out) stays done across reloads.
 */
function seedLocalStorage(origins: SavedSession['origins']) {
  // Serialised into the page: it may use nothing from this module.
  const SEEDED_KEY = 'e2e.seeded';
  const saved = origins.find((origin) => origin.origin === location.origin);
  if (!saved) return;
  try {
    if (localStorage.getItem(SEEDED_KEY) !== null) return;
    for (const entry of saved.localStorage) localStorage.setItem(entry.name, entry.value);
    localStorage.setItem(SEEDED_KEY, '1');
  } catch {
    // A document without storage (about:blank, a sandboxed frame) has nothing to seed.
  }
}

/** Pages in use by the running test, newest last: a failed test's pictures are taken of them (setup.ts). */
export const openPages = new Set<Page>();

type Listener = (...args: unknown[]) => void;

/** What a page was opened as, so that `closePage` can keep it and `openPage` hand it out again. */
interface Opened {
  key: string;
  viewport: { width: number; height: number };
  origin: string;
  /** The page's own listeners (console, errors, requests): a test's are removed before the page is reused. */
  listeners: Map<string | symbol, Listener[]>;
}

const opened = new WeakMap<Page, Opened>();
/** Per connected browser, the pages a test closed, by what they were opened as. */
const kept = new WeakMap<Browser, Map<string, Page[]>>();

/**
 * A page as a new context would give it: signed in as `signedIn.as` when given (the context opens with the
 * session's cookie and the app's localStorage), at `signedIn.at` (a path on `baseUrl`) when given, about:blank
 * otherwise.
 *
 * A context is the dear part of a page in Chromium (about 3.4 CPU-seconds for a first app load in a new
 * one against 1.3 for a load in a page that has loaded it before: a new renderer, and the app's scripts
 * fetched and compiled again). So a page given back with `closePage` is kept, and the next `openPage` of the
 * same viewport, language and account gets it back with nothing of its past: its origin's storage and its
 * cookies cleared and the session's written again, permissions, routes, media emulation, viewport and the
 * test's listeners reset, and a new document (the app starts from scratch). Only the HTTP cache stays, as
 * for a person who comes back to the site.
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  locale = 'ar',
  signedIn?: { as: string | SavedSession; baseUrl?: string; at?: string },
): Promise<Page> {
  const baseUrl = signedIn?.baseUrl ?? inject('e2eServerUrl');
  const saved = signedIn && (typeof signedIn.as === 'string' ? savedSession(signedIn.as) : signedIn.as);
  const key = JSON.stringify([viewport.width, viewport.height, locale, baseUrl, saved?.cookies[0]?.value ?? null]);
  const pool = kept.get(browser) ?? new Map<string, Page[]>();
  kept.set(browser, pool);
  let page = pool.get(key)?.pop();
  if (page && !page.isClosed()) {
    await reset(page, saved && (await renewed(saved, baseUrl)));
  } else {
    page = await newPage(browser, viewport, locale, saved && (await renewed(saved, baseUrl)));
    opened.set(page, { key, viewport, origin: new URL(baseUrl).origin, listeners: listenersOf(page) });
  }
  openPages.add(page);
  // A kept page is on API_ONLY already (reset); a new one on about:blank, as a page of a new context.
  if (signedIn?.at === undefined) {
    if (page.url() !== 'about:blank') await page.goto('about:blank');
  } else if (!(signedIn.at === API_ONLY && page.url() === `${new URL(baseUrl).origin}${API_ONLY}`)) {
    await page.goto(`${baseUrl}${signedIn.at}`);
  }
  return page;
}

/**
 * Gives a page back: it is kept for the next `openPage` of the same kind (see there), or closed with its
 * context when it was not opened by `openPage` or its context is already gone.
 */
export async function closePage(page: Page): Promise<void> {
  // Given back already (a test closed it, then its afterEach): kept once, not twice.
  if (!openPages.delete(page) && !page.isClosed()) return;
  const how = opened.get(page);
  const browser = page.context().browser();
  if (!how || !browser || page.isClosed()) {
    await page.context().close();
    return;
  }
  const pool = kept.get(browser) ?? new Map<string, Page[]>();
  kept.set(browser, pool);
  pool.set(how.key, [...(pool.get(how.key) ?? []), page]);
}

/** Moves the pages' Date to the run's clock, when npm test moved it (tests/clock.ts). */
export async function shiftPageClock(context: BrowserContext): Promise<void> {
  const offset = Number(process.env[CLOCK_OFFSET_ENV] ?? 0);
  if (offset !== 0) await context.addInitScript({ content: shiftedDateScript(offset) });
}

async function newPage(browser: Browser, viewport: Opened['viewport'], locale: string, session?: SavedSession): Promise<Page> {
  // The cookie goes in with the context; the app's localStorage is written by a script before the app's own
  // on the first page of the origin. storageState's origins would do the same through an extra page that
  // Playwright opens and closes per context, about half a CPU-second of Chromium each time.
  const context = await browser.newContext({
    viewport,
    locale,
    timezoneId: 'Europe/Brussels',
    // The app then drops its transitions and ripples (as for anyone who asks their system for less motion):
    // a dialog or menu is there at once, and Chromium draws no animation frames.
    reducedMotion: 'reduce',
    storageState: session && { cookies: session.cookies, origins: [] },
  });
  await shiftPageClock(context);
  if (session) await context.addInitScript(seedLocalStorage, session.origins);
  const page = await context.newPage();
  page.on('close', () => openPages.delete(page));
  external.set(page, []);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log(`[browser ${message.type()}] ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !['127.0.0.1', 'localhost'].includes(url.hostname))
      external.get(page)?.push(request.url());
  });
  return page;
}

/** Playwright's Page is an event emitter; its typings show only on/off. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): Listener[];
  off(event: string | symbol, listener: Listener): void;
}

function listenersOf(page: Page): Map<string | symbol, Listener[]> {
  const emitter = page as unknown as Emitter;
  return new Map(emitter.eventNames().map((event) => [event, [...emitter.listeners(event)]]));
}

/** A kept page made as a new context's: see `openPage`. */
async function reset(page: Page, session?: SavedSession): Promise<void> {
  const how = opened.get(page)!;
  const context: BrowserContext = page.context();
  // The app's document goes first, so that nothing of it writes to the storage once it is cleared; the
  // origin's small JSON page keeps the renderer (about:blank may be given another).
  await page.goto(`${how.origin}${API_ONLY}`);
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', { origin: how.origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
  await context.clearCookies();
  if (session) await context.addCookies(session.cookies);
  await context.clearPermissions();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const emitter = page as unknown as Emitter;
  for (const event of emitter.eventNames()) {
    const own = how.listeners.get(event) ?? [];
    for (const listener of emitter.listeners(event)) if (!own.includes(listener)) emitter.off(event, listener);
  }
  await page.emulateMedia({ media: null });
  const size = page.viewportSize();
  if (size?.width !== how.viewport.width || size?.height !== how.viewport.height) await page.setViewportSize(how.viewport);
  external.set(page, []);
}

/** Pictures of passing tests only when asked: E2E_SCREENSHOTS=1. A failed test's are taken always (setup.ts). */
export const screenshotsAsked = process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  if (!screenshotsAsked) return undefined;
  return saveScreenshot(page, name);
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  // Several pages share one headless browser; one left behind another may produce no frame to capture
  // (a screenshot then waited 30 s here once). Bring it forward first, and try once more if it stalls.
  await page.bringToFront();
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 15_000 });
  } catch {
    await page.bringToFront();
    await page.screenshot({ path: file, fullPage: true, timeout: 30_000 });
  }
  return file;
}

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, baseUrl: string, username: string, password = 'Bakery123'): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('البريد الإلكتروني أو اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

/**
 * The parsed JSON of the next GET reply `page` receives for `pathname` (with each of `params`, when given):
 * ask before the page sends it. What a screen shows is compared with what it was sent, where other files
 * may change the shared server's data between the page's question and the test's own.
 */
export async function nextReply<T>(page: Page, pathname: string, params: Record<string, string> = {}): Promise<{ data: T }> {
  const reply = await page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      url.pathname === pathname &&
      Object.entries(params).every(([name, value]) => url.searchParams.get(name) === value)
    );
  });
  return (await reply.json()) as { data: T };
}

/** Calls the API from inside the page, with the page's session cookie, and returns the parsed reply. */
export async function apiCall<T>(
  page: Page,
  path: string,
  init?: { method: string; body?: unknown; headers?: Record<string, string> },
): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(`/api${path}`, {
        method: init?.method ?? 'GET',
        headers: init?.body !== undefined ? { 'Content-Type': 'application/json', ...init.headers } : init?.headers,
        body: init?.body !== undefined ? JSON.stringify(init.body) : undefined,
      });
      return response.json();
    },
    { path, init },
  ) as Promise<T>;
}

/** 'YYYY-MM-DD' as the date fields show and take it: 'DD/MM/YYYY'. */
export const shownDate = (iso: string): string => iso.split('-').reverse().join('/');

/**
 * Types the day `iso` ('YYYY-MM-DD') into the date field labelled `label` as a person does: a click on
 * its day section, then the digits of DD/MM/YYYY (the field moves on to the month and year itself).
 */
export async function typeDate(scope: Page | Locator, label: RegExp, iso: string): Promise<void> {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(shownDate(iso).replace(/\D/g, ''));
}

/**
 * What the page shows, for a test that did not get what it waited for: its address, any dialog, the
 * toasts and alerts, the fields marked in error with their messages, and the start of the main text.
 */
export async function pageState(page: Page): Promise<string> {
  const shown = await page.evaluate(() => {
    const text = (el: Element | null | undefined, length = 120) => el?.textContent?.replace(/\s+/g, ' ').trim().slice(0, length);
    return {
      url: location.href,
      dialogs: Array.from(document.querySelectorAll('[role=dialog]')).map((el) => text(el)),
      alerts: Array.from(document.querySelectorAll('[role=alert], .MuiSnackbar-root')).map((el) => text(el)),
      fieldErrors: Array.from(document.querySelectorAll('.Mui-error')).map(
        (el) => text(el.closest('.MuiFormControl-root') ?? el),
      ),
      main: text(document.querySelector('main'), 400),
    };
  });
  return JSON.stringify(shown);
}

/**
 * Clicks what opens a dialog and waits for it. Once on CI the dialog never showed after a click that
 * Playwright reported as done: if it has not shown after 10 s, the page's state is printed (to find out
 * why next time) and the click is made once more, as a person would.
 */
export async function openDialog(trigger: Locator, dialog: Locator): Promise<void> {
  await trigger.click();
  try {
    await dialog.waitFor({ timeout: 10_000 });
  } catch {
    console.log(`[e2e] no dialog after the click; the page showed: ${await pageState(trigger.page())}`);
    await trigger.click();
    await dialog.waitFor();
  }
}

/**
 * Types into a list's search box and waits until the list has taken it: react-admin applies a search after
 * a debounce and writes it into the address (`filter={"q": …}`). Until then the page still shows the
 * answer to the search before, so a row found, or a dialog opened from it, could be replaced by the next.
 */
export async function searchList(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await page.waitForURL((url) => {
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { q?: string };
    return (filter.q ?? '') === text;
  });
}

/**
 * Clicks what should take the page to another address and waits for it; if it does not come, the
 * failure says what the page showed instead (a refused form, a toast) rather than only "timeout".
 */
export async function clickToURL(trigger: Locator, reached: (url: URL) => boolean, timeout = 15_000): Promise<void> {
  const page = trigger.page();
  await trigger.click();
  try {
    await page.waitForURL(reached, { timeout });
  } catch {
    throw new Error(`the click on ${trigger} did not lead on; the page showed: ${await pageState(page)}`);
  }
}

/** After a failed test: a picture of each page still open, in test-results/screenshots. */
export async function picturesOfFailure(task: { name: string; file: { name: string }; result?: { state?: string } }): Promise<void> {
  if (task.result?.state !== 'fail') return;
  const file = path.basename(task.file.name, '.test.ts');
  const test = task.name.slice(0, 40).replace(/[^\p{L}\p{N}]+/gu, '-');
  for (const [index, page] of [...openPages].entries()) {
    await saveScreenshot(page, `failed-${file}-${index}-${test}`).catch((error: unknown) =>
      console.log(`[e2e] no picture of page ${index}: ${String(error)}`),
    );
  }
}

/**
 * A download's content as text. The browser is the run's shared one, reached over a socket, so the file
 * is not on this side's disk (download.path() refuses): it is read through its stream.
 */
export async function downloadedText(download: Download): Promise<string> {
  return (await downloadedBytes(download)).toString('utf8');
}

/** A download's bytes (a PDF). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
