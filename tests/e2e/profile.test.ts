import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import { DESKTOP, PHONE, apiCall, connectBrowser, externalRequests, openPage, picturesOfFailure, screenshot, signIn, closePage } from './browser';
import { sharedServer, signInByApi } from './serverProcess';

// Issue 14 as the staff use it: the own profile, two-factor sign-in turned on from it (after the password,
// issue 23) with a code this test computes from the secret the page shows, as an authenticator app
// would, and the sign-ins that follow. Each test stands alone (issue 23: a failed first test took the
// others down with it): it has its own account and page, and sets up through the API what it needs. The
// accounts whose two-factor changes are new ones (turning it on ends the account's other sessions, and
// the other files open their pages with the demo accounts' saved sessions).

const PASSWORD = 'Bakery123';
const WRONG_CODE = 'رمز التحقق غير صحيح';
const WRONG_PASSWORD = 'كلمة المرور غير صحيحة';
const STEP_MS = 30_000;

const server = sharedServer();
let browser: Browser;
let page: Page;

const authenticator = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/** A code for the step after this one: fresh (never sent before) and inside the server's ±1 step window. */
const freshCode = (totp: OTPAuth.TOTP) => totp.generate({ timestamp: Date.now() + STEP_MS });

/** Six digits the authenticator would not show in the server's window. */
function wrongCode(totp: OTPAuth.TOTP): string {
  const valid = [-1, 0, 1, 2].map((step) => totp.generate({ timestamp: Date.now() + step * STEP_MS }));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.includes(candidate)) return candidate;
  }
}

/** A JSON call to the server as an API client, with the session cookie it was given. */
async function api(path: string, body: unknown, cookie?: string) {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { data?: Record<string, unknown>; message?: string };
  expect(response.status, `${path}: ${reply.message}`).toBe(200);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('bakery_session='));
  return { data: reply.data ?? {}, cookie: session?.split(';')[0] ?? cookie };
}

/** Turns two-factor on for `username` through the API, as the profile does; returns its app and backup codes. */
async function twoFactorOnByApi(username: string) {
  const { cookie } = await api('/auth/login', { username, password: PASSWORD });
  const setup = await api('/auth/two-factor/enable', { password: PASSWORD }, cookie);
  const totp = authenticator(String(setup.data.secret));
  const confirmed = await api('/auth/two-factor/verify', { code: totp.generate(), password: PASSWORD }, cookie);
  return { totp, backupCodes: confirmed.data.backup_codes as string[] };
}

/** A whole-page picture from the top: scrolled, the fixed app bar and sidebar would land mid-page. */
async function shot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** Waits until the page has laid itself out within the window's width (no sideways scrolling). */
async function fitsWidth(width: number) {
  await page.waitForFunction((max) => document.documentElement.scrollWidth <= max, width, { timeout: 15_000 });
}

const codeStep = () => page.getByLabel('رمز التحقق', { exact: true });

/** The password step, which on a two-factor account leads to the code step. */
async function passwordStep(username: string) {
  await signIn(page, server.url, username);
  await codeStep().waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
}

async function signOut() {
  await page.getByTestId('logout-button').click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** The profile on a page of its own for this test, signed in as `username` (a saved session, or one made now). */
async function profileAs(username: string, signedInNow = false) {
  const as = signedInNow ? await signInByApi(server.url, username) : username;
  page = await openPage(browser, DESKTOP, 'ar', { as, at: '/profile' });
  await page.getByTestId('two-factor').waitFor();
}

/** The password dialog before a two-factor change: a wrong password beside the field, then the right one. */
async function givePassword(title: string, name: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByLabel(/^كلمة المرور/).fill('Not-my-password1');
  await dialog.getByRole('button', { name: 'متابعة' }).click();
  await dialog.getByText(WRONG_PASSWORD).waitFor();
  await shot(`${name}-1280`);
  await page.setViewportSize(PHONE);
  await fitsWidth(PHONE.width);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
  await dialog.getByLabel(/^كلمة المرور/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'متابعة' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterEach(async ({ task }) => {
  await picturesOfFailure(task);
  if (page) await closePage(page);
});

describe('own profile and two-factor sign-in in Chromium', () => {
  it('shows the profile with two-factor off, on a wide screen and on a phone', async () => {
    await profileAs('accountant');
    await expect.poll(() => page.getByTestId('two-factor-status').innerText()).toBe('غير مفعّل');
    await screenshot(page, 'profile-1280');
    await page.setViewportSize(PHONE);
    // The page lays itself out again after the resize; measured at once it was still 468 px wide.
    await fitsWidth(PHONE.width);
    await screenshot(page, 'profile-390');
    expect(externalRequests(page)).toEqual([]);
  });

  it('turns two-factor on after the password, with the QR secret and a first code, and shows the ten backup codes once', async () => {
    await profileAs(await newAccount(server.url, 'manager'), true);
    await page.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click();
    await givePassword('تفعيل التحقق بخطوتين', 'profile-two-factor-password');

    const setup = page.getByTestId('two-factor-setup');
    await setup.waitFor();
    await expect.poll(() => setup.getByRole('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const totp = authenticator(secret);
    await shot('profile-two-factor-setup-1280');

    // A wrong first code is refused and nothing is turned on.
    await setup.getByLabel('رمز التحقق').fill(wrongCode(totp));
    await setup.getByRole('button', { name: 'تأكيد الرمز' }).click();
    await setup.getByText(WRONG_CODE).waitFor();

    await setup.getByLabel('رمز التحقق').fill(totp.generate());
    await setup.getByRole('button', { name: 'تأكيد الرمز' }).click();
    const codes = page.getByTestId('backup-code');
    await expect.poll(() => codes.count()).toBe(10);
    expect(new Set(await codes.allInnerTexts()).size).toBe(10);
    await page.getByText('تم تفعيل التحقق بخطوتين').first().waitFor();
    await shot('profile-backup-codes-1280');

    await page.getByRole('button', { name: 'حفظت الرموز' }).click();
    await expect.poll(() => page.getByTestId('backup-code').count()).toBe(0);
    await expect.poll(() => page.getByTestId('two-factor-status').innerText()).toBe('مفعّل');
    await expect.poll(() => page.getByTestId('backup-codes-remaining').innerText()).toContain('10');
    // The secret is gone from the page and from every reply from now on.
    expect(await page.getByTestId('totp-secret').count()).toBe(0);
    const security = await apiCall<{ data: Record<string, unknown> }>(page, '/auth/security');
    expect(security.data.two_factor_enabled).toBe(true);
    expect(JSON.stringify(security)).not.toContain(secret);

    // New backup codes, after the password again.
    await page.getByRole('button', { name: 'إنشاء رموز احتياطية جديدة' }).click();
    await givePassword('إنشاء رموز احتياطية جديدة', 'profile-regenerate-password');
    await expect.poll(() => page.getByTestId('backup-code').count()).toBe(10);
    await page.getByRole('button', { name: 'حفظت الرموز' }).click();

    // Turning it off, after the password again.
    await page.getByRole('button', { name: 'إيقاف التحقق بخطوتين' }).click();
    await givePassword('إيقاف التحقق بخطوتين', 'profile-disable-password');
    await expect.poll(() => page.getByTestId('two-factor-status').innerText()).toBe('غير مفعّل');
  });

  it('signs in with the password and a fresh code, and lands on the dashboard', async () => {
    const cashier = await newAccount(server.url, 'cashier');
    const { totp } = await twoFactorOnByApi(cashier);
    page = await openPage(browser, DESKTOP);
    await passwordStep(cashier);
    // The half sign-in is no session: nothing is stored and no page opens yet.
    expect(await page.evaluate(() => localStorage.getItem('bakery.session'))).toBeNull();
    await screenshot(page, 'login-two-factor-1280');

    await codeStep().fill(wrongCode(totp));
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.locator('form [role="alert"]').filter({ hasText: WRONG_CODE }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await codeStep().fill(freshCode(totp));
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('bakery.session')))!) as { user: { role: string } };
    expect(stored.user.role).toBe('cashier');
  });

  it('signs in once with a backup code; the same code is refused the next time', async () => {
    const admin = await newAccount(server.url, 'admin');
    const { backupCodes } = await twoFactorOnByApi(admin);
    const [backup] = backupCodes;
    page = await openPage(browser, DESKTOP);
    await passwordStep(admin);
    await page.getByRole('button', { name: 'استخدام رمز احتياطي' }).click();
    await page.getByLabel('رمز احتياطي', { exact: true }).fill(backup!);
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.getByTestId('backup-codes-remaining').innerText()).toContain('9');

    await signOut();
    await passwordStep(admin);
    await page.getByRole('button', { name: 'استخدام رمز احتياطي' }).click();
    await page.getByLabel('رمز احتياطي', { exact: true }).fill(backup!);
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.locator('form [role="alert"]').filter({ hasText: WRONG_CODE }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // Back to the password step, which starts over.
    await page.getByRole('button', { name: 'رجوع' }).click();
    await page.getByLabel('كلمة المرور', { exact: true }).waitFor();
    expect(await page.getByLabel('البريد الإلكتروني أو اسم المستخدم').inputValue()).toBe(admin);
  });
});
