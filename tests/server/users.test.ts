import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bakeryDate } from '../../src/domain/dates';
import { userErrors, userValidation as v } from '../../src/domain/users/messages';
import { validation } from '../../src/domain/messages';
import { rows } from './productsKit';
import { startTestServer, type TestServer } from './helpers';
import { createEmployee, expectFieldError, newEmployee, secretKeys } from './usersKit';

// The employees' API as the admin uses it (spec 002 sections 5, 7, 8; issue 14): validation in Arabic
// with its field, case-insensitive uniqueness, phones in E.164, no secrets in any reply, the statistics,
// the export and the distributor's vehicle.

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

const post = (url: string, payload: object, cookie = admin) => server.request({ method: 'POST', url, cookie, payload });
const put = (url: string, payload: object, cookie = admin) => server.request({ method: 'PUT', url, cookie, payload });
const get = (url: string, cookie = admin) => server.request({ method: 'GET', url, cookie });

async function usersCount(): Promise<number> {
  const [row] = await rows<{ n: number }>(server, sql`select count(*)::int as n from users`);
  return Number(row!.n);
}

describe('creating an employee', () => {
  const invalid: [string, object, string, string][] = [
    ['a short username', { username: 'ab' }, 'username', v.usernameMin],
    ['a username with other characters', { username: 'أحمد-1' }, 'username', v.usernameChars],
    ['no username', { username: '' }, 'username', v.usernameRequired],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', validation.emailInvalid],
    ['a one-letter name', { full_name: 'أ' }, 'full_name', v.fullNameMin],
    ['a short password', { password: 'Ab1', password_confirm: 'Ab1' }, 'password', validation.passwordMin],
    ['a password without a digit', { password: 'Secretabc', password_confirm: 'Secretabc' }, 'password', validation.passwordComplexity],
    ['a confirmation that differs', { password_confirm: 'Secret124' }, 'password_confirm', v.passwordMismatch],
    ['an unknown role', { role: 'boss' }, 'role', v.roleInvalid],
    ['no role', { role: undefined }, 'role', v.roleRequired],
    ['a hire date in the future', { hired_date: '2099-01-01' }, 'hired_date', v.hiredDateFuture],
    ['a negative salary', { salary_eur: -5 }, 'salary_eur', v.salaryInvalid],
    ['a negative salary under its spec name', { salary: -5 }, 'salary', v.salaryInvalid],
    ['a two-character licence', { role: 'distributor', license_number: 'AB' }, 'license_number', v.licenseNumberMin],
    ['letters for a phone', { phone: 'abc' }, 'phone', v.phoneInvalid],
    ['a vehicle for a cashier', { role: 'cashier', vehicle_id: 4 }, 'vehicle_id', v.vehicleOnlyForDistributor],
    ['an unknown status', { status: 'pending' }, 'status', v.statusInvalid],
    ['an unknown work status', { work_status: 'sleeping' }, 'work_status', v.workStatusInvalid],
  ];
  for (const [what, change, field, message] of invalid) {
    it(`refuses ${what} in Arabic on field ${field}, and creates nothing`, async () => {
      const before = await usersCount();
      expectFieldError(await post('/api/users', newEmployee(change)), field, message);
      expect(await usersCount()).toBe(before);
    });
  }

  it('creates the employee with the spec message, 201, and stores a Belgian local number in E.164', async () => {
    const body = newEmployee({ phone: '0470 12 34 56', emergency_contact_phone: '02 123 45 67', salary: 2100.5, hired_date: '2024-03-01', languages: ['العربية', 'Français'] });
    const response = await post('/api/users', body);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('تم إضافة الموظف بنجاح');
    expect(response.body.data).toMatchObject({ username: body.username, phone: '+32470123456', emergency_contact_phone: '+3221234567', salary_eur: 2100.5, hired_date: '2024-03-01', status: 'active', role: 'cashier', languages: ['العربية', 'Français'], vehicle_info: null });
    const [row] = await rows<{ phone: string; email: string }>(server, sql`select phone, email from users where id = ${response.body.data.id}`);
    expect(row!.phone).toBe('+32470123456');
    // The new employee signs in with the password the admin gave.
    await expect(server.login(body.username, body.password)).resolves.toMatch(/bakery_session=/);
  });

  it('keeps a Syrian number with +963 as Syrian E.164', async () => {
    const user = await createEmployee(server, admin, { phone: '+963 944 123 456' });
    expect(user.phone).toBe('+963944123456');
  });

  it('refuses a username or an e-mail taken in another case with 409 naming the field', async () => {
    const first = await createEmployee(server, admin);
    const sameName = await post('/api/users', newEmployee({ username: first.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.errors).toEqual([{ field: 'username', message: userErrors.usernameTaken }]);
    const sameMail = await post('/api/users', newEmployee({ email: first.email.toUpperCase() }));
    expect(sameMail.status).toBe(409);
    expect(sameMail.body.errors).toEqual([{ field: 'email', message: userErrors.emailTaken }]);
    // The demo admin's name, typed differently, is taken too; and so on update.
    const demoName = await post('/api/users', newEmployee({ username: 'ADMIN' }));
    expect(demoName.body.errors).toEqual([{ field: 'username', message: userErrors.usernameTaken }]);
    const renamed = await put(`/api/users/${first.id}`, { email: 'Admin@Bakery.be' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual([{ field: 'email', message: userErrors.emailTaken }]);
  });

  it('is the same call as POST /auth/register, for the admin', async () => {
    const body = newEmployee({ role: 'accountant' });
    const response = await post('/api/auth/register', body);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ username: body.username, role: 'accountant' });
    expectFieldError(await post('/api/auth/register', newEmployee({ username: 'x' })), 'username', v.usernameMin);
  });
});

describe("a distributor's vehicle", () => {
  it('assigns a free active vehicle on create and shows it on the record', async () => {
    const user = await createEmployee(server, admin, { role: 'distributor', vehicle_id: 4, license_number: 'B-123456' });
    const [vehicle] = await rows<{ assigned_distributor_id: number; assigned_by: number; assigned_at: Date | null }>(
      server,
      sql`select assigned_distributor_id, assigned_by, assigned_at from vehicles where id = 4`,
    );
    expect(vehicle!.assigned_distributor_id).toBe(user.id);
    expect(vehicle!.assigned_by).toBe(1);
    expect(vehicle!.assigned_at).not.toBeNull();
    const shown = await get(`/api/users/${user.id}`);
    expect(shown.body.data.vehicle_info).toMatchObject({ vehicle_id: 4, plate: '1-CVY-789', license_number: 'B-123456', assigned_by: 1 });
    // Taking the vehicle away on update releases it.
    const updated = await put(`/api/users/${user.id}`, { vehicle_id: null });
    expect(updated.status).toBe(200);
    expect(updated.body.data.vehicle_info).toBeNull();
    const [free] = await rows<{ assigned_distributor_id: number | null }>(server, sql`select assigned_distributor_id from vehicles where id = 4`);
    expect(free!.assigned_distributor_id).toBeNull();
  });

  it('refuses an inactive vehicle or one another distributor drives with 409 in Arabic, and creates nobody', async () => {
    const before = await usersCount();
    const inactive = await post('/api/users', newEmployee({ role: 'distributor', vehicle_id: 6 }));
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe(userErrors.vehicleNotActive);
    expect(inactive.body.errors).toEqual([{ field: 'vehicle_id', message: userErrors.vehicleNotActive }]);
    const taken = await post('/api/users', newEmployee({ role: 'distributor', vehicle_id: 1 }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(userErrors.vehicleTaken);
    expect(await usersCount()).toBe(before);
    const [vehicle] = await rows<{ assigned_distributor_id: number }>(server, sql`select assigned_distributor_id from vehicles where id = 1`);
    expect(vehicle!.assigned_distributor_id).toBe(3);
  });
});

describe('updating an employee', () => {
  it('changes what is sent, normalises the phone, ignores a password and says so in Arabic', async () => {
    const user = await createEmployee(server, admin);
    const [{ password_hash: hashBefore }] = (await rows<{ password_hash: string }>(server, sql`select password_hash from users where id = ${user.id}`)) as [{ password_hash: string }];
    const response = await put(`/api/users/${user.id}`, { full_name: 'اسم جديد', phone: '0485 11 22 33', notes: '', password: 'Other1234' });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('تم تحديث بيانات الموظف بنجاح');
    expect(response.body.data).toMatchObject({ full_name: 'اسم جديد', phone: '+32485112233', notes: null, email: user.email });
    const [after] = await rows<{ password_hash: string }>(server, sql`select password_hash from users where id = ${user.id}`);
    expect(after!.password_hash).toBe(hashBefore);
    expectFieldError(await put(`/api/users/${user.id}`, { phone: 'abc' }), 'phone', v.phoneInvalid);
    expectFieldError(await put(`/api/users/${user.id}`, { role: 'king' }), 'role', v.roleInvalid);
    // A cashier has no vehicle, whether or not the update names the role.
    expectFieldError(await put(`/api/users/${user.id}`, { vehicle_id: 4 }), 'vehicle_id', v.vehicleOnlyForDistributor);
  });

  it('answers 404 in Arabic for an employee that does not exist', async () => {
    const response = await get('/api/users/99999');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(userErrors.userNotFound);
  });
});

describe('lists, search and statistics', () => {
  it('pages ten by default and filters by role, status and search', async () => {
    const page = await get('/api/users');
    expect(page.status).toBe(200);
    expect(page.body.data.users).toHaveLength(10);
    expect(page.body.data.pagination).toMatchObject({ page: 1, limit: 10, total: await usersCount() });
    const drivers = await get('/api/users?role=distributor&status=active&limit=100');
    const [count] = await rows<{ n: number }>(server, sql`select count(*)::int as n from users where role = 'distributor' and status = 'active'`);
    expect(drivers.body.data.users).toHaveLength(Number(count!.n));
    expect(drivers.body.data.users.every((u: any) => u.role === 'distributor' && u.status === 'active')).toBe(true);
    const found = await get('/api/users?search=cashier2');
    expect(found.body.data.users.map((u: any) => u.username)).toEqual(['cashier2']);
  });

  it('searches with POST /users/search', async () => {
    const response = await post('/api/users/search', { query: 'distributor', status: 'active' });
    expect(response.status).toBe(200);
    const names = response.body.data.users.map((u: any) => u.username);
    expect(names).toContain('distributor2');
    expect(names).not.toContain('distributor4');
    expectFieldError(await post('/api/users/search', { query: ' ' }), 'query', v.searchQueryRequired);
  });

  it('counts the whole company by status and by role, as the table holds them', async () => {
    const response = await get('/api/users/statistics');
    expect(response.status).toBe(200);
    const table = await rows<{ role: string; status: string; n: number }>(server, sql`select role, status, count(*)::int as n from users group by role, status`);
    const sum = (keep: (row: { role: string; status: string }) => boolean) => table.filter(keep).reduce((total, row) => total + Number(row.n), 0);
    expect(response.body.data.general).toEqual({
      totalUsers: sum(() => true),
      activeUsers: sum((row) => row.status === 'active'),
      inactiveUsers: sum((row) => row.status === 'inactive'),
      suspendedUsers: sum((row) => row.status === 'suspended'),
    });
    for (const role of ['admin', 'manager', 'distributor', 'cashier', 'accountant']) {
      expect(response.body.data.by_role[role]).toBe(sum((row) => row.role === role));
    }
  });

  it('lists the admins and shows an admin with the access badge and the real rights by category', async () => {
    const list = await get('/api/users/admins');
    expect(list.body.data.admins.map((u: any) => u.username).sort()).toEqual(['admin', 'admin2']);
    const details = await get('/api/users/admins/1/details');
    expect(details.status).toBe(200);
    expect(details.body.data.access_level).toBe('super_admin');
    expect(details.body.data.full_access).toBe(true);
    const categories = details.body.data.permission_groups.map((group: any) => group.category);
    expect(categories).toEqual(['users', 'stores', 'products', 'orders', 'vehicles', 'finance', 'system', 'export']);
    const users = details.body.data.permission_groups.find((group: any) => group.category === 'users');
    expect(users.rights).toContainEqual({ resource: 'users', action: 'delete' });
    const notAdmin = await get('/api/users/admins/2/details');
    expect(notAdmin.status).toBe(404);
    expect(notAdmin.body.message).toBe(userErrors.notAnAdmin);
  });
});

describe('the export', () => {
  it('is a CSV with a BOM, Arabic headers and the file name employees_YYYY-MM-DD.csv', async () => {
    const response = await get('/api/users/export?format=csv');
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="employees_${bakeryDate(server.clock.now)}.csv"`);
    expect(response.raw.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = response.raw.slice(1).trim().split('\r\n');
    expect(header!.split(',').slice(0, 5)).toEqual(['المعرف', 'اسم المستخدم', 'الاسم الكامل', 'البريد الإلكتروني', 'الهاتف']);
    expect(lines).toHaveLength(await usersCount());
    expect(response.raw).toContain('مدير النظام');
  });

  it('is JSON with the filters applied and its own file name', async () => {
    const response = await get('/api/users/export?format=json&role=admin');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="employees_${bakeryDate(server.clock.now)}.json"`);
    expect(response.body.success).toBe(true);
    expect(response.body.data.users.map((u: any) => u.username).sort()).toEqual(['admin', 'admin2']);
  });
});

describe('no reply carries a secret', () => {
  it('has no password hash, two-factor secret or backup code in the list, a record, search, admins or the exports', async () => {
    // Give the demo admin every secret there is, then look for them in every reply.
    await server.database.db.execute(sql`update users set totp_secret = 'JBSWY3DPEHPK3PXPSECRET', totp_pending_secret = 'PENDINGSECRETKEY', totp_enabled_at = now() where id = 1`);
    await server.database.db.execute(sql`insert into user_backup_codes (user_id, code_hash) values (1, 'backup-code-hash-value')`);
    const [{ password_hash: hash }] = (await rows<{ password_hash: string }>(server, sql`select password_hash from users where id = 1`)) as [{ password_hash: string }];
    const replies = await Promise.all([
      get('/api/users?limit=100'),
      get('/api/users/1'),
      get('/api/users/admins'),
      get('/api/users/admins/1/details'),
      post('/api/users/search', { query: 'admin' }),
      get('/api/users/export?format=json'),
      get('/api/users/export?format=csv'),
      get('/api/users/1/activity'),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      for (const secret of [hash, 'JBSWY3DPEHPK3PXPSECRET', 'PENDINGSECRETKEY', 'backup-code-hash-value']) expect(reply.raw).not.toContain(secret);
      if (typeof reply.body === 'object') expect(secretKeys(reply.body)).toEqual([]);
    }
    // The record still says two-factor is on.
    expect(replies[1]!.body.data.two_factor_enabled).toBe(true);
  });
});
