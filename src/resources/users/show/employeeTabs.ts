import type { Role } from '../../../domain/enums';

// Which tabs an employee's page has (spec 002 section 2 and section 6 "Detail tabs"), decided by the role
// of the employee shown, not of the reader. Issue 14: the activity tab is the employee's real audit
// trail, which every employee has, so it is on every page rather than on admins' and managers' only;
// the same goes for the personal file (details).

export const EMPLOYEE_TABS = [
  'overview',
  'location',
  'vehicle',
  'performance',
  'permissions',
  'activity',
  'details',
] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];

const ROLE_TABS: Record<EmployeeTab, (role: Role) => boolean> = {
  overview: () => true,
  location: (role) => role === 'distributor',
  vehicle: (role) => role === 'distributor',
  performance: (role) => role === 'distributor',
  permissions: (role) => role === 'admin' || role === 'manager',
  activity: () => true,
  // The spec shows the personal file to "other roles" only, which would hide a distributor's emergency
  // contact from the office; every employee has one, so every page shows it.
  details: () => true,
};

/** The tabs of an employee with this role, in the page's order. */
export function tabsFor(role: Role): EmployeeTab[] {
  return EMPLOYEE_TABS.filter((tab) => ROLE_TABS[tab](role));
}
