import { describe, expect, it } from 'vitest';
import { canAccess } from '../../src/domain/access';
import { accessLevel, hasFullAccess, permissionGroups } from '../../src/domain/users/permissions';
import {
  accountAge,
  initials,
  isTestVehicle,
  lastActivity,
  lastActivityText,
  ratingFromShare,
  ratingLevel,
  workloadLevel,
} from '../../src/domain/users/rules';

// The employees' rules of spec 002 section 9 and issue 14.

describe('workloadLevel', () => {
  it.each([
    [0, 'none'],
    [1, 'light'],
    [3, 'light'],
    [4, 'moderate'],
    [6, 'moderate'],
    [7, 'heavy'],
    [10, 'heavy'],
    [11, 'overloaded'],
  ])('%i open orders is %s', (n, level) => expect(workloadLevel(n)).toBe(level));
});

describe('ratingLevel and ratingFromShare', () => {
  it.each([
    [5, 'excellent'],
    [4.5, 'excellent'],
    [4.4, 'good'],
    [3.5, 'good'],
    [2.5, 'average'],
    [1.5, 'poor'],
    [1.4, 'very_poor'],
    [0, 'very_poor'],
  ])('%f is %s', (rating, level) => expect(ratingLevel(rating)).toBe(level));

  it('is 5 times the on-time share with one decimal, or null when nothing was rated', () => {
    expect(ratingFromShare(2, 4)).toBe(2.5);
    expect(ratingFromShare(2, 3)).toBe(3.3);
    expect(ratingFromShare(9, 9)).toBe(5);
    expect(ratingFromShare(0, 7)).toBe(0);
    expect(ratingFromShare(0, 0)).toBeNull();
  });
});

describe('permissions', () => {
  it("lists exactly the access table's rights of the role, in the spec's categories", () => {
    for (const role of ['admin', 'manager', 'distributor', 'cashier', 'accountant'] as const) {
      const rights = permissionGroups(role).flatMap((group) => group.rights);
      expect(rights.length).toBeGreaterThan(0);
      for (const right of rights) expect(canAccess(role, right.resource, right.action)).toBe(true);
    }
    const cashier = permissionGroups('cashier');
    expect(cashier.flatMap((group) => group.rights)).not.toContainEqual({ resource: 'users', action: 'create' });
    expect(cashier.find((group) => group.category === 'finance')?.rights).toContainEqual({ resource: 'payments', action: 'create' });
    expect(permissionGroups('admin').find((group) => group.category === 'export')?.rights).toContainEqual({ resource: 'users', action: 'export' });
  });

  it('gives the admin full access (super admin) and the others a lower badge', () => {
    expect(hasFullAccess('admin')).toBe(true);
    expect(accessLevel('admin')).toBe('super_admin');
    expect(hasFullAccess('manager')).toBe(false);
    expect(accessLevel('manager')).toBe('manager');
    expect(accessLevel('distributor')).toBe('supervisor');
  });
});

describe('lastActivity', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  it('buckets the elapsed time as the spec says', () => {
    expect(lastActivity(null, now)).toEqual({ bucket: 'never' });
    expect(lastActivity(ago(0.5), now)).toEqual({ bucket: 'online' });
    expect(lastActivity(ago(5), now)).toEqual({ bucket: 'hours', hours: 5 });
    expect(lastActivity(ago(30), now)).toEqual({ bucket: 'yesterday' });
    expect(lastActivity(ago(24 * 5 + 1), now)).toEqual({ bucket: 'days', days: 5 });
    expect(lastActivityText(ago(0.5), now)).toBe('متصل الآن');
    expect(lastActivityText(ago(30), now)).toBe('أمس');
  });

  it('tells the account age in days, months or years', () => {
    expect(accountAge(new Date('2026-11-02T12:00:00Z'), now)).toEqual({ unit: 'days', value: 20 });
    expect(accountAge(new Date('2026-06-22T12:00:00Z'), now)).toEqual({ unit: 'months', value: 5 });
    expect(accountAge(new Date('2023-11-22T12:00:00Z'), now)).toEqual({ unit: 'years', value: 3 });
  });
});

describe('isTestVehicle and initials', () => {
  it('hides plates or models with test, dummy or mock in any case', () => {
    expect(isTestVehicle({ vehicle_plate: '1-ABC-123', vehicle_model: 'Renault Master' })).toBe(false);
    expect(isTestVehicle({ vehicle_plate: 'TEST-1', vehicle_model: 'Renault' })).toBe(true);
    expect(isTestVehicle({ vehicle_plate: '1-ABC-123', vehicle_model: 'Dummy van' })).toBe(true);
    expect(isTestVehicle({ plate: 'x', model: 'MockCar' })).toBe(true);
  });

  it('takes the first letters of the first two words, or two letters of one', () => {
    expect(initials('أحمد محمد العلي')).toBe('أم');
    expect(initials('admin')).toBe('AD');
    expect(initials('  ')).toBe('');
  });
});
