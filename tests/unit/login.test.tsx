import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage, loginPath } from '../../src/custom/login';
import { LOGIN_LOCK_KEY } from '../../src/custom/login/lockState';
import { LoginError, LOGIN_MESSAGES } from '../../src/providers/authProvider';
import { renderAdmin } from './renderAdmin';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');

const IDENTIFIER = 'البريد الإلكتروني أو اسم المستخدم';
const PASSWORD = 'كلمة المرور';
const SUBMIT = 'تسجيل الدخول';
const WELCOME = 'مرحباً بك! يرجى تسجيل الدخول للمتابعة';
const locked = (time: string) => `الحساب مقفل مؤقتاً، يرجى الانتظار ${time}`;

type Login = AuthProvider['login'];

function fakeAuth(login: Login, signedInAs?: string): AuthProvider {
  return {
    login,
    logout: async () => undefined,
    checkAuth: async () => {
      if (!signedInAs) throw { message: false, redirectTo: '/login' };
    },
    checkError: async () => undefined,
    getPermissions: async () => signedInAs,
  };
}

const rejectWith = (error: unknown) => vi.fn<Login>(() => Promise.reject(error));
const wrongPassword = () => rejectWith(new LoginError(LOGIN_MESSAGES.invalidLogin, 401));

function renderLogin(authProvider: AuthProvider) {
  return renderAdmin({
    authProvider,
    path: loginPath,
    routes: {
      [loginPath]: <LoginPage />,
      '/dashboard': <p>صفحة لوحة التحكم</p>,
      '/distributor': <p>صفحة الموزع</p>,
    },
  });
}

/** Lets the form's validation, the fake authProvider and React finish what a click started. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const identifierInput = () => screen.getByLabelText(IDENTIFIER) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(PASSWORD) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: SUBMIT });
/** The form's own alert, not the welcome toast (also an alert). */
const formAlert = () => {
  const alerts = screen.getAllByRole('alert').filter((alert) => alert.closest('form'));
  expect(alerts).toHaveLength(1);
  return alerts[0]!;
};

async function fillAndSubmit(identifier = 'samer', password = 'wrong-pass') {
  fireEvent.change(identifierInput(), { target: { value: identifier } });
  fireEvent.change(passwordInput(), { target: { value: password } });
  fireEvent.click(submitButton());
  await settle();
}

async function failTimes(times: number) {
  for (let i = 0; i < times; i++) await fillAndSubmit();
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('LoginPage', () => {
  it('shows the bakery, the two fields and the submit button, in Arabic and right to left', async () => {
    const { container } = renderLogin(fakeAuth(wrongPassword()));
    expect(screen.getByRole('heading', { level: 1, name: 'مخبز بروكسل' })).toBeInTheDocument();
    expect(screen.getByText('نظام إدارة المخبز والتوزيع')).toBeInTheDocument();
    expect(identifierInput()).toBeInTheDocument();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(submitButton()).toBeEnabled();
    expect(container.querySelector('main')).toHaveAttribute('dir', 'rtl');
    await settle();
  });

  it('greets the visitor once with an info toast', async () => {
    renderLogin(fakeAuth(wrongPassword()));
    expect(await screen.findByText(WELCOME)).toBeInTheDocument();
    expect(screen.getAllByText(WELCOME)).toHaveLength(1);
  });

  it('shows the spec messages next to empty fields and sends nothing', async () => {
    const login = wrongPassword();
    renderLogin(fakeAuth(login));
    fireEvent.click(submitButton());
    await settle();
    expect(await screen.findByText('يرجى إدخال البريد الإلكتروني أو اسم المستخدم')).toBeInTheDocument();
    expect(screen.getByText('يرجى إدخال كلمة المرور')).toBeInTheDocument();

    // Spaces alone are not an identifier.
    fireEvent.change(identifierInput(), { target: { value: '   ' } });
    fireEvent.click(submitButton());
    await settle();
    expect(screen.getByText('يرجى إدخال البريد الإلكتروني أو اسم المستخدم')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('updates the strength label while the password is typed, and never blocks', async () => {
    const login = vi.fn<Login>(async () => ({ redirectTo: '/dashboard' }));
    renderLogin(fakeAuth(login));
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();

    fireEvent.change(passwordInput(), { target: { value: 'abc' } });
    expect(screen.getByText('ضعيفة')).toBeInTheDocument();
    fireEvent.change(passwordInput(), { target: { value: 'abcdefgh' } });
    expect(screen.getByText('متوسطة')).toBeInTheDocument();
    fireEvent.change(passwordInput(), { target: { value: 'Abcdefgh' } });
    expect(screen.getByText('جيدة')).toBeInTheDocument();
    fireEvent.change(passwordInput(), { target: { value: 'Abcdefg1' } });
    expect(screen.getByText('قوية')).toBeInTheDocument();
    fireEvent.change(passwordInput(), { target: { value: 'Abcdef1!' } });
    expect(screen.getByText('ممتازة')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'قوة كلمة المرور' })).toHaveAttribute('aria-valuenow', '100');

    // A weak password is still sent.
    await fillAndSubmit('samer', 'abc');
    expect(login).toHaveBeenCalledWith({ username: 'samer', password: 'abc' });
  });

  it('switches the password between hidden and shown', async () => {
    renderLogin(fakeAuth(wrongPassword()));
    fireEvent.change(passwordInput(), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'إظهار كلمة المرور' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'إخفاء كلمة المرور' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await settle();
  });

  it("shows the authProvider's Arabic message above the form", async () => {
    const login = rejectWith(new LoginError(LOGIN_MESSAGES.invalidLogin, 401, { attemptsLeft: 3 }));
    renderLogin(fakeAuth(login));
    await fillAndSubmit('  samer  ', 'wrong-pass');
    expect(login).toHaveBeenCalledWith({ username: 'samer', password: 'wrong-pass' });
    const alert = formAlert();
    expect(alert).toHaveTextContent('بيانات تسجيل الدخول غير صحيحة');
    expect(alert).toHaveTextContent('تبقّت 3 محاولات');
    expect(submitButton()).toBeEnabled();
    expect(JSON.parse(localStorage.getItem(LOGIN_LOCK_KEY)!)).toEqual({ failures: 1, lockedUntil: null });
  });

  it('does not count a network error towards the lock', async () => {
    renderLogin(fakeAuth(rejectWith(new LoginError(LOGIN_MESSAGES.network, 0))));
    await fillAndSubmit();
    expect(formAlert()).toHaveTextContent(LOGIN_MESSAGES.network);
    expect(localStorage.getItem(LOGIN_LOCK_KEY)).toBeNull();
  });

  it('locks the form for 05:00 after five failures, counts down every second, then unlocks', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(T0);
    const login = wrongPassword();
    renderLogin(fakeAuth(login));

    await failTimes(4);
    expect(submitButton()).toBeEnabled();
    await failTimes(1);
    expect(login).toHaveBeenCalledTimes(5);

    expect(screen.getByText(locked('05:00'))).toBeInTheDocument();
    expect(identifierInput()).toBeDisabled();
    expect(passwordInput()).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(LOGIN_LOCK_KEY)!)).toEqual({ failures: 5, lockedUntil: T0 + 300_000 });

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(locked('04:59'))).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(299_000));
    expect(screen.queryByText(/الحساب مقفل مؤقتاً/)).not.toBeInTheDocument();
    expect(identifierInput()).toBeEnabled();
    expect(submitButton()).toBeEnabled();
    expect(localStorage.getItem(LOGIN_LOCK_KEY)).toBeNull();

    // The counter starts again: one more failure does not lock.
    await failTimes(1);
    expect(submitButton()).toBeEnabled();
    expect(JSON.parse(localStorage.getItem(LOGIN_LOCK_KEY)!)).toEqual({ failures: 1, lockedUntil: null });
  });

  it('keeps the lock across a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(T0);
    const first = renderLogin(fakeAuth(wrongPassword()));
    await failTimes(5);
    expect(screen.getByText(locked('05:00'))).toBeInTheDocument();
    first.unmount();

    vi.setSystemTime(T0 + 30_000);
    renderLogin(fakeAuth(wrongPassword()));
    expect(screen.getByText(locked('04:30'))).toBeInTheDocument();
    expect(identifierInput()).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(locked('04:29'))).toBeInTheDocument();
    await settle();
  });

  it("locks for the server's remaining time on a 429", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(T0);
    const login = rejectWith(new LoginError(locked('02:00'), 429, { lockedFor: 120 }));
    renderLogin(fakeAuth(login));
    await fillAndSubmit();

    expect(login).toHaveBeenCalledTimes(1);
    expect(screen.getByText(locked('02:00'))).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(locked('01:59'))).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(119_000));
    expect(submitButton()).toBeEnabled();
  });

  it('signs in, clears the counter and follows the redirect the authProvider gives', async () => {
    localStorage.setItem(LOGIN_LOCK_KEY, JSON.stringify({ failures: 3, lockedUntil: null }));
    const login = vi.fn<Login>(async () => ({ redirectTo: '/distributor' }));
    renderLogin(fakeAuth(login));
    await fillAndSubmit('distributor', 'Secret123');
    expect(await screen.findByText('صفحة الموزع')).toBeInTheDocument();
    expect(localStorage.getItem(LOGIN_LOCK_KEY)).toBeNull();
  });

  it('sends a signed-in visitor to the dashboard, without the welcome toast', async () => {
    renderLogin(fakeAuth(wrongPassword(), 'admin'));
    expect(await screen.findByText('صفحة لوحة التحكم')).toBeInTheDocument();
    expect(screen.queryByText(WELCOME)).not.toBeInTheDocument();
  });

  it('sends a signed-in distributor to /dashboard too, as the route table says', async () => {
    renderLogin(fakeAuth(wrongPassword(), 'distributor'));
    expect(await screen.findByText('صفحة لوحة التحكم')).toBeInTheDocument();
  });
});
