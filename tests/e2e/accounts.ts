import { savedSession } from './browser';

let made = 0;

/**
 * A new account of `role` with the demo password, made by the admin through the API, for a test that
 * changes what an account is (two-factor, a sign-out, a lock): the demo accounts' saved sessions, which
 * every other file opens its pages with, stay as they are. Returns its username.
 */
export async function newAccount(baseUrl: string, role: string, password = 'Bakery123'): Promise<string> {
  made += 1;
  const username = `e2e_${role}_${process.pid}_${made}`;
  const admin = savedSession('admin').cookies[0]!;
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: `${admin.name}=${admin.value}`, origin: baseUrl },
    body: JSON.stringify({ username, email: `${username}@bakery.be`, password, full_name: `حساب اختبار ${made}`, role }),
  });
  if (response.status !== 201 && response.status !== 200) throw new Error(`no ${role} account: ${response.status} ${await response.text()}`);
  return username;
}
