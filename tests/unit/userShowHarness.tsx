import { HttpError } from 'react-admin';
import type { DistributorDetails, UserActivityEntry, UserRecord } from '../../src/domain/users';
import UserShow from '../../src/resources/users/UserShow';
import { fakeProvider, type FakeOverrides, type FakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

// The employee page (/users/{id}) in a react-admin context: the real Arabic messages, the access table
// behind an admin's fake auth, and a fake data provider answering as the users API does.

export function employee(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: 21,
    username: 'sami',
    full_name: 'سامي الموزع',
    role: 'distributor',
    avatar_url: null,
    email: 'sami@bakery.be',
    phone: '+32470123456',
    address: 'شارع الملك 12، بروكسل',
    status: 'active',
    salary_eur: 2150,
    hired_date: '2025-02-03',
    last_login: null,
    permissions: [],
    work_status: 'available',
    license_number: 'BE-778899',
    employee_id: null,
    nationality: null,
    date_of_birth: null,
    education_level: null,
    languages: [],
    emergency_contact_name: null,
    emergency_contact_phone: null,
    emergency_contact_relation: null,
    notes: null,
    bio: null,
    latitude: null,
    longitude: null,
    location_updated_at: null,
    performance_rating: null,
    password_changed_at: null,
    two_factor_enabled: false,
    session_timeout_minutes: null,
    created_at: '2025-02-01T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    vehicle_info: null,
    ...overrides,
  };
}

export function distributorDetails(
  user: UserRecord,
  statistics: Partial<DistributorDetails['statistics']> = {},
): DistributorDetails {
  return {
    user,
    statistics: {
      total_orders: 57,
      successful_deliveries: 42,
      today_deliveries: 3,
      current_workload: 5,
      monthly_delivered_eur: 1234.5,
      performance_rating: 4,
      rated_orders: 20,
      on_time_orders: 16,
      ...statistics,
    },
    performance_summary: {
      workload_level: 'moderate',
      performance_level: 'good',
      availability: { work_status: 'busy', last_active: null },
    },
    location_info: null,
  };
}

export function activityEntry(id: number, overrides: Partial<UserActivityEntry> = {}): UserActivityEntry {
  return {
    id,
    action: 'create',
    entity: 'order',
    entity_id: String(100 + id),
    changes: null,
    ip: '10.0.0.7',
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** GET /users/:id answers `record` for its id and 404 for any other; the rest as given. */
export function employeeProvider(record: UserRecord, overrides: FakeOverrides = {}): FakeProvider {
  return fakeProvider(
    { users: [record] },
    {
      getOne: async (_resource, params) => {
        if (String(params.id) !== String(record.id))
          throw new HttpError('الموظف غير موجود', 404, { message: 'الموظف غير موجود' });
        return { data: record };
      },
      distributorDetails: async () => distributorDetails(record),
      employeeActivity: async (_id, { limit }) => ({
        activity: [],
        pagination: { page: 1, limit, total: 0, totalPages: 0 },
      }),
      ...overrides,
    },
    // No tiles: nothing in a test asks a map host.
    { mapTileUrl: '' },
  );
}

export function renderEmployee(provider: FakeProvider, path = '/users/21') {
  return renderAdmin({
    role: 'admin',
    path,
    dataProvider: provider,
    routes: { '/users/:id': <UserShow />, '/users': <p>قائمة الموظفين</p> },
  });
}
