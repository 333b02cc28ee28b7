import type { Identifier } from 'react-admin';
import type { Pagination } from '../../domain/types';
import type { DistributorDetails, UserActivityEntry } from '../../domain/users/replies';
import { emptyPage, pathId, type ApiCall } from './apiCall';

// The employee page's calls beyond react-admin's getOne and delete and the list's ./userCalls (status,
// two-factor reset): the distributor's computed figures and the employee's own audit trail (issue 14
// part 4).

/** GET /users/:id/activity: one page of the employee's audit entries. */
export interface EmployeeActivityPage {
  activity: UserActivityEntry[];
  pagination: Pagination;
}

export interface EmployeePageCalls {
  /** GET /users/distributors/:id/details: orders, workload, rating and availability, computed by the server. */
  distributorDetails: (id: Identifier, signal?: AbortSignal) => Promise<DistributorDetails>;
  /** GET /users/:id/activity?page&limit: the employee's audit entries, newest first. */
  employeeActivity: (id: Identifier, params: { page: number; limit: number; signal?: AbortSignal }) => Promise<EmployeeActivityPage>;
}

export function employeePageCalls(call: ApiCall): EmployeePageCalls {
  return {
    async distributorDetails(id, signal) {
      const reply = await call<DistributorDetails>(`/users/distributors/${pathId(id)}/details`, { signal });
      return reply.data as DistributorDetails;
    },

    async employeeActivity(id, { page, limit, signal }) {
      const reply = await call<EmployeeActivityPage>(`/users/${pathId(id)}/activity`, { query: { page, limit }, signal });
      return { activity: reply.data?.activity ?? [], pagination: reply.data?.pagination ?? emptyPage(limit) };
    },
  };
}
