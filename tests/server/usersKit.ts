import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './helpers';

// Shared by the users test files: a valid new employee and the reply checks they all make.

let counter = 0;

/** A valid POST /users body with a username and e-mail no other test uses. */
export function newEmployee(extra: object = {}) {
  counter += 1;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  return {
    username: `emp_${tag}`,
    email: `emp_${tag}@bakery.be`,
    full_name: 'موظف تجريبي',
    password: 'Secret123',
    password_confirm: 'Secret123',
    role: 'cashier',
    ...extra,
  };
}

/** Creates an employee as the admin; the reply's record. */
export async function createEmployee(server: TestServer, admin: string, extra: object = {}) {
  const body = newEmployee(extra);
  const response = await server.request({ method: 'POST', url: '/api/users', cookie: admin, payload: body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { ...(response.body.data as { id: number; username: string; email: string; phone: string | null }), password: body.password };
}

/** A 400 whose errors name `field` with `message`. */
export function expectFieldError(response: { status: number; body: any }, field: string, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.success).toBe(false);
  expect(response.body.errors).toContainEqual({ field, message });
}

const SECRET_KEY = /password|hash|totp|secret|backup|failed_login|locked_until/i;

/** Every key path in a JSON value that names a secret. */
export function secretKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => secretKeys(item, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    // password_changed_at is when, not what: the profile shows it.
    ...(SECRET_KEY.test(key) && key !== 'password_changed_at' ? [`${path}.${key}`] : []),
    ...secretKeys(item, `${path}.${key}`),
  ]);
}
