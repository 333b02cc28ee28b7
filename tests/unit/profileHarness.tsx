import { vi } from 'vitest';
import ProfilePage from '../../src/custom/profile/ProfilePage';
import type { PublicUser } from '../../src/domain/types';
import type { SecurityOverview } from '../../src/providers/data/profileCalls';
import { fakeProvider, type FakeOverrides, type FakeProvider } from './fakeProvider';
import { renderAdmin } from './renderAdmin';

vi.setConfig({ testTimeout: 30_000 });

// The own profile page in a react-admin context: real Arabic messages, the fake data provider with the
// profile calls a test gives, as /profile shows them.

export const MANAGER: PublicUser = {
  id: 7,
  username: 'samer',
  full_name: 'سامر الخباز',
  role: 'manager',
  avatar_url: null,
  email: 'samer@bakery.be',
  phone: '+32470123456',
  address: 'Rue Neuve 1, Bruxelles',
  status: 'active',
  salary_eur: null,
  hired_date: null,
  last_login: null,
  permissions: [],
  work_status: 'available',
  license_number: null,
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
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-01-05T09:00:00.000Z',
} as PublicUser;

export const SECURITY: SecurityOverview = {
  two_factor_enabled: false,
  backup_codes_remaining: 0,
  session_timeout_minutes: 60,
  session_timeout_choice: null,
  max_session_minutes: 60,
  timeout_options: [15, 30, 60],
  password_changed_at: null,
};

export function renderProfile(overrides: FakeOverrides = {}): FakeProvider {
  const dataProvider = fakeProvider(
    {},
    {
      getProfile: async () => MANAGER,
      securityOverview: async () => SECURITY,
      ownSessions: async () => [],
      ...overrides,
    },
  );
  renderAdmin({ path: '/profile', dataProvider, fallback: <ProfilePage /> });
  return dataProvider;
}
