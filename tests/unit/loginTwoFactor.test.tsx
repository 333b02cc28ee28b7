import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage, loginPath } from '../../src/custom/login';
import { LOGIN_LOCK_KEY } from '../../src/custom/login/lockState';
import { LoginError, TwoFactorRequired } from '../../src/providers/authProvider';
import { renderAdmin } from './renderAdmin';

// The code step of the sign-in (issue 14): after a right password on a two-factor account.

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const IDENTIFIER = 'البريد الإلكتروني أو اسم المستخدم';
const PASSWORD = 'كلمة المرور';
const CODE = 'رمز التحقق';
const BACKUP = 'رمز احتياطي';
const WRONG_CODE = 'رمز التحقق غير صحيح';

type Login = AuthProvider['login'];
type Params = { username?: string; password?: string; code?: string };

const authWith = (login: Login): AuthProvider => ({
  login,
  logout: async () => undefined,
  checkAuth: async () => {
    throw { message: false, redirectTo: '/login' };
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
});

/** A two-factor account: the password step asks for the code; `onCode` answers the code step. */
function twoFactorLogin(onCode: (code: string) => Promise<unknown>) {
  return vi.fn<Login>(async (params: Params) => {
    if (params.code === undefined) throw new TwoFactorRequired('أدخل رمز التحقق من تطبيق المصادقة', '2025-03-01T10:05:00.000Z');
    return onCode(params.code);
  });
}

function renderLogin(login: Login) {
  return renderAdmin({
    authProvider: authWith(login),
    path: loginPath,
    routes: { [loginPath]: <LoginPage />, '/dashboard': <p>صفحة لوحة التحكم</p> },
  });
}

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: 'تحقق' });

async function passPasswordStep(identifier = 'samer') {
  fireEvent.change(input(IDENTIFIER), { target: { value: identifier } });
  fireEvent.change(input(PASSWORD), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
  await settle();
}

async function submitCode(code: string, label = CODE) {
  fireEvent.change(input(label), { target: { value: code } });
  fireEvent.click(verifyButton());
  await settle();
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

// A busy two-core machine renders the first form slowly.
describe('LoginPage, the code step', { timeout: 30_000 }, () => {
  it('asks for the code after a right password, then signs in with it and goes home', async () => {
    const login = twoFactorLogin(async () => ({ redirectTo: '/dashboard' }));
    renderLogin(login);
    await passPasswordStep();

    expect(login).toHaveBeenCalledWith({ username: 'samer', password: 'Secret123' });
    expect(screen.queryByLabelText(PASSWORD)).not.toBeInTheDocument();
    expect(input(CODE)).toHaveAttribute('inputmode', 'numeric');
    expect(input(CODE)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText('أدخل رمز التحقق المكوّن من 6 أرقام من تطبيق المصادقة')).toBeInTheDocument();
    // A right password is not a failure.
    expect(localStorage.getItem(LOGIN_LOCK_KEY)).toBeNull();

    // Authenticator apps show the code as `123 456`.
    await submitCode('123 456');
    expect(login).toHaveBeenLastCalledWith({ code: '123456' });
    expect(await screen.findByText('صفحة لوحة التحكم', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('refuses a code that is not six digits without sending it', async () => {
    const login = twoFactorLogin(async () => ({ redirectTo: '/dashboard' }));
    renderLogin(login);
    await passPasswordStep();

    fireEvent.click(verifyButton());
    await settle();
    expect(await screen.findByText('يرجى إدخال رمز التحقق', {}, { timeout: 5000 })).toBeInTheDocument();
    await submitCode('12a45');
    expect(screen.getByText('رمز التحقق يتكون من 6 أرقام')).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('takes a backup code instead, and switches back to the app code', async () => {
    const login = twoFactorLogin(async () => ({ redirectTo: '/dashboard' }));
    renderLogin(login);
    await passPasswordStep();

    fireEvent.click(screen.getByRole('button', { name: 'استخدام رمز احتياطي' }));
    expect(screen.queryByLabelText(CODE)).not.toBeInTheDocument();
    await submitCode('123456', BACKUP);
    expect(screen.getByText('الرمز الاحتياطي بالشكل xxxx-xxxx')).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'استخدام رمز تطبيق المصادقة' }));
    expect(input(CODE)).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'استخدام رمز احتياطي' }));
    await submitCode('AB12-cd34', BACKUP);
    expect(login).toHaveBeenLastCalledWith({ code: 'AB12-cd34' });
    expect(await screen.findByText('صفحة لوحة التحكم', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("shows the server's message for a wrong code and counts it towards the lock", async () => {
    const login = twoFactorLogin(() => Promise.reject(new LoginError(WRONG_CODE, 401, { attemptsLeft: 2 })));
    renderLogin(login);
    await passPasswordStep();
    await submitCode('000000');

    const alert = screen.getAllByRole('alert').find((element) => element.closest('form'))!;
    expect(alert).toHaveTextContent(WRONG_CODE);
    expect(alert).toHaveTextContent('تبقّت محاولتان');
    expect(input(CODE)).toBeEnabled();
    expect(JSON.parse(localStorage.getItem(LOGIN_LOCK_KEY)!)).toEqual({ failures: 1, lockedUntil: null });
    expect(screen.queryByText('صفحة لوحة التحكم')).not.toBeInTheDocument();
  });

  it("on a 429 goes back to the password step, locked for the server's time with a countdown", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(T0);
    const lockText = (time: string) => `الحساب مقفل مؤقتاً، يرجى الانتظار ${time}`;
    const login = twoFactorLogin(() => Promise.reject(new LoginError(lockText('05:00'), 429, { lockedFor: 300 })));
    renderLogin(login);
    await passPasswordStep();
    await submitCode('000000');

    // The server ended the half sign-in with the lock: the password must be given again afterwards.
    expect(screen.queryByLabelText(CODE)).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(lockText('05:00'));
    expect(input(PASSWORD)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(lockText('04:59'));
    act(() => vi.advanceTimersByTime(299_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(input(PASSWORD)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeEnabled();
  });

  it('goes back to the password step with the identifier kept and the password cleared', async () => {
    const login = twoFactorLogin(async () => ({ redirectTo: '/dashboard' }));
    renderLogin(login);
    await passPasswordStep('samer@bakery.be');

    fireEvent.click(screen.getByRole('button', { name: 'رجوع' }));
    await settle();
    expect(screen.queryByLabelText(CODE)).not.toBeInTheDocument();
    expect(input(IDENTIFIER)).toHaveValue('samer@bakery.be');
    expect(input(PASSWORD)).toHaveValue('');
  });
});
