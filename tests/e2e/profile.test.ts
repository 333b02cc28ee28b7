import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, apiCall, externalRequests, launchBrowser, openPage, screenshot, signIn } from './browser';
import { startServerProcess, type RunningServer } from './serverProcess';

// Issue 14 as a manager uses it: the own profile, then two-factor sign-in turned on from it with a code
// this test computes from the secret the page shows (as an authenticator app would), and the sign-ins
// that follow: password then a fresh code, a backup code once, and the same backup code refused.

let server: RunningServer;
let browser: Browser;
let page: Page;
/** The authenticator app: set up from the secret the profile shows. */
let totp: OTPAuth.TOTP;
let backupCodes: string[] = [];

const WRONG_CODE = 'رمز التحقق غير صحيح';
const STEP_MS = 30_000;

/** A code for the step after this one: fresh (never sent before) and inside the server's ±1 step window. */
const freshCode = () => totp.generate({ timestamp: Date.now() + STEP_MS });

/** Six digits the authenticator would not show in the server's window. */
function wrongCode(): string {
  const valid = [-1, 0, 1, 2].map((step) => totp.generate({ timestamp: Date.now() + step * STEP_MS }));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.includes(candidate)) return candidate;
  }
}

/** A whole-page picture from the top: scrolled, the fixed app bar and sidebar would land mid-page. */
async function shot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const codeStep = () => page.getByLabel('رمز التحقق', { exact: true });

async function signOut() {
  await page.getByTestId('logout-button').click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** The password step, which on a two-factor account leads to the code step. */
async function passwordStep() {
  await signIn(page, server.url, 'manager');
  await codeStep().waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
}

beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
  page = await openPage(browser, DESKTOP);
  await signIn(page, server.url, 'manager');
  await page.waitForURL((url) => url.pathname === '/dashboard');
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshot(page, `failed-profile-${task.name.slice(0, 30)}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('own profile and two-factor sign-in in Chromium, as a manager', () => {
  it('shows the profile with two-factor off, on a wide screen and on a phone', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByTestId('two-factor').waitFor();
    await expect.poll(() => page.getByTestId('two-factor-status').innerText()).toBe('غير مفعّل');
    await screenshot(page, 'profile-1280');
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'profile-390');
    await page.setViewportSize(DESKTOP);
    expect(externalRequests(page)).toEqual([]);
  });

  it('turns two-factor on with the QR secret and a first code, and shows the ten backup codes once', async () => {
    await page.getByRole('button', { name: 'تفعيل التحقق بخطوتين' }).click();
    const setup = page.getByTestId('two-factor-setup');
    await setup.waitFor();
    await expect.poll(() => setup.getByRole('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    await shot('profile-two-factor-setup-1280');

    // A wrong first code is refused and nothing is turned on.
    await setup.getByLabel('رمز التحقق').fill(wrongCode());
    await setup.getByRole('button', { name: 'تأكيد الرمز' }).click();
    await setup.getByText(WRONG_CODE).waitFor();

    await setup.getByLabel('رمز التحقق').fill(totp.generate());
    await setup.getByRole('button', { name: 'تأكيد الرمز' }).click();
    const codes = page.getByTestId('backup-code');
    await expect.poll(() => codes.count()).toBe(10);
    backupCodes = await codes.allInnerTexts();
    expect(new Set(backupCodes).size).toBe(10);
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
    await shot('profile-two-factor-on-1280');
  });

  it('signs out, then signs in with the password and a fresh code, and lands on the dashboard', async () => {
    await signOut();
    await passwordStep();
    // The half sign-in is no session: nothing is stored and no page opens yet.
    expect(await page.evaluate(() => localStorage.getItem('bakery.session'))).toBeNull();
    await screenshot(page, 'login-two-factor-1280');

    await codeStep().fill(wrongCode());
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.locator('form [role="alert"]').filter({ hasText: WRONG_CODE }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await codeStep().fill(freshCode());
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('bakery.session')))!) as { user: { role: string } };
    expect(stored.user.role).toBe('manager');
  });

  it('signs in once with a backup code; the same code is refused the next time', async () => {
    const [backup] = backupCodes;
    await signOut();
    await passwordStep();
    await page.getByRole('button', { name: 'استخدام رمز احتياطي' }).click();
    await page.getByLabel('رمز احتياطي', { exact: true }).fill(backup!);
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.getByTestId('backup-codes-remaining').innerText()).toContain('9');

    await signOut();
    await passwordStep();
    await page.getByRole('button', { name: 'استخدام رمز احتياطي' }).click();
    await page.getByLabel('رمز احتياطي', { exact: true }).fill(backup!);
    await page.getByRole('button', { name: 'تحقق' }).click();
    await page.locator('form [role="alert"]').filter({ hasText: WRONG_CODE }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    // Back to the password step, which starts over.
    await page.getByRole('button', { name: 'رجوع' }).click();
    await page.getByLabel('كلمة المرور', { exact: true }).waitFor();
    expect(await page.getByLabel('البريد الإلكتروني أو اسم المستخدم').inputValue()).toBe('manager');
  });
});
