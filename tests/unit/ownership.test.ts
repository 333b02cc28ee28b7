import { describe, expect, it } from 'vitest';
import { OWNERSHIP, ownScope, ownsRow } from '../../src/domain/access';
import { ROLES } from '../../src/domain/enums';

// "A distributor sees only their own" is one rule of the access table, read by the server's services
// (list filters, row checks, new orders) and by the UI (no distributor filter for them).
describe('ownership', () => {
  it('limits distributors to their own orders, expenses and schedules, by the owner field', () => {
    expect(ownScope('distributor', 'orders')).toBe('assigned_distributor_id');
    expect(ownScope('distributor', 'expenses')).toBe('distributor_id');
    expect(ownScope('distributor', 'schedule')).toBe('distributor_id');
  });

  it('leaves every other role unscoped, and shops and products shared', () => {
    for (const role of ROLES.filter((r) => r !== 'distributor')) {
      for (const resource of Object.keys(OWNERSHIP) as (keyof typeof OWNERSHIP)[])
        expect(ownScope(role, resource)).toBeNull();
    }
    expect(ownScope('distributor', 'stores')).toBeNull();
    expect(ownScope('distributor', 'products')).toBeNull();
    expect(ownScope(undefined, 'orders')).toBeNull();
  });

  it('lets a scoped user touch only rows they own', () => {
    expect(ownsRow({ role: 'distributor', id: 4 }, 'orders', 4)).toBe(true);
    expect(ownsRow({ role: 'distributor', id: 4 }, 'orders', 5)).toBe(false);
    expect(ownsRow({ role: 'distributor', id: 4 }, 'orders', null)).toBe(false);
    expect(ownsRow({ role: 'manager', id: 1 }, 'orders', 5)).toBe(true);
  });
});
