import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import type { Role } from '../../src/domain/enums';
import { SESSION_KEY } from '../../src/providers/authProvider';
import type { BakeryDataProvider } from '../../src/providers/dataProvider';
import { fakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// A react-admin context for the shell's components: real Arabic messages, a fake auth and data provider,
// a router at the address of the test, and a window of the width asked for (the test DOM answers no media query by width).

/** Answers min-width / max-width / reduced-motion queries as a window `width` pixels wide would. */
export function setWindowWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !query.includes('reduce');
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

export function storeSession(role: Role, expiresAt: number, fullName = 'سامر الخباز') {
  localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({
      user: { id: 7, username: 'samer', full_name: fullName, role, avatar_url: null },
      expiresAt: new Date(expiresAt).toISOString(),
    }),
  );
}

export function fakeAuthProvider(role: Role, fullName = 'سامر الخباز') {
  return {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ id: 7, fullName })),
    getPermissions: vi.fn(async () => role),
  } satisfies AuthProvider;
}

export function fakeDataProvider(refreshSession: BakeryDataProvider['refreshSession'] = vi.fn()) {
  return fakeProvider({}, { refreshSession });
}

export function renderShell(
  ui: ReactNode,
  {
    path = '/orders',
    authProvider,
    dataProvider = fakeDataProvider(),
  }: { path?: string; authProvider: AuthProvider; dataProvider?: BakeryDataProvider },
) {
  return renderAdmin({ path, authProvider, dataProvider, routes: { '/login': <p>صفحة الدخول</p> }, fallback: ui });
}

/** Lets fake timers, react-query and React finish what was started (fake timers must be on). */
export async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}
