import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { callOf, mockFetch } from './fetchMock';

// The employee calls beyond react-admin's CRUD (spec 002 section 7), as the browser sends them.

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => ({ body: { success: true, data } });

describe('user calls', () => {
  it('userStatistics: GET /users/statistics -> data', async () => {
    const general = { totalUsers: 15, activeUsers: 12, inactiveUsers: 2, suspendedUsers: 1 };
    const fetchMock = mockFetch(ok({ general, by_role: { admin: 2 } }));
    const statistics = await createDataProvider('/api').userStatistics();
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/users/statistics', method: 'GET', credentials: 'include' });
    expect(statistics.general).toEqual(general);
  });

  it('setUserStatus: PATCH /users/:id/status {status}', async () => {
    const fetchMock = mockFetch(ok({ id: 4, status: 'inactive' }));
    const user = await createDataProvider('/api').setUserStatus(4, 'inactive');
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/users/4/status', method: 'PATCH', body: { status: 'inactive' } });
    expect(user).toEqual({ id: 4, status: 'inactive' });
  });

  it('resetUserPassword: PATCH /users/:id/password {password, password_confirm}', async () => {
    const fetchMock = mockFetch(ok(null));
    await createDataProvider('/api').resetUserPassword(4, 'Secret123', 'Secret123');
    expect(callOf(fetchMock)).toMatchObject({
      url: '/api/users/4/password',
      method: 'PATCH',
      body: { password: 'Secret123', password_confirm: 'Secret123' },
    });
  });

  it('resetUserTwoFactor: DELETE /users/:id/two-factor with the admin’s password', async () => {
    const fetchMock = mockFetch(ok(null));
    await createDataProvider('/api').resetUserTwoFactor(9, 'Secret123');
    expect(callOf(fetchMock)).toMatchObject({ url: '/api/users/9/two-factor', method: 'DELETE', body: { password: 'Secret123' } });
  });

  it('exportUsers: GET /users/export with the format and the list filters, named by Content-Disposition', async () => {
    const fetchMock = mockFetch({
      raw: '\uFEFFid,username',
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="employees_2026-11-24.csv"' },
    });
    const download = await createDataProvider('/api').exportUsers('csv', { q: 'sam', role: 'distributor', status: 'active' });
    expect(callOf(fetchMock).url).toBe('/api/users/export?format=csv&search=sam&role=distributor&status=active');
    expect(download.filename).toBe('employees_2026-11-24.csv');
  });

  it('availableVehicles: GET /vehicles?status=active&assigned=false -> data.vehicles', async () => {
    const vehicles = [{ id: 3, vehicle_plate: '1-ABC-123', vehicle_model: 'Renault Kangoo' }];
    const fetchMock = mockFetch(ok({ vehicles, pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } }));
    expect(await createDataProvider('/api').availableVehicles()).toEqual(vehicles);
    expect(callOf(fetchMock).url).toBe('/api/vehicles?status=active&assigned=false&limit=100');
  });

  it('the list: GET /users with page, limit, role, status and search', async () => {
    const fetchMock = mockFetch(ok({ users: [], pagination: { page: 2, limit: 10, total: 0, totalPages: 0 } }));
    await createDataProvider('/api').getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'full_name', order: 'ASC' },
      filter: { q: 'ali', role: 'cashier', status: 'inactive' },
    });
    expect(callOf(fetchMock).url).toBe('/api/users?page=2&limit=10&sortBy=full_name&sortOrder=ASC&search=ali&role=cashier&status=inactive');
  });
});
