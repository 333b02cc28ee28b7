import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { ActivityFeed, ActivityItem, DashboardHealth } from '../../domain/dashboard';
import type { DashboardOverview } from '../../domain/types';
import type { ApiCall } from './apiCall';

// The dashboard's figures, its activity feed and health card, and the newest rows of any list.

export interface DashboardCalls {
  /** GET /dashboard/overview?date=YYYY-MM-DD (today on the server when left out). */
  dashboardOverview: (date?: string) => Promise<DashboardOverview>;
  /** GET /dashboard/activity?limit=n: the newest orders, products and users merged, newest first. */
  dashboardActivity: (limit?: number) => Promise<ActivityItem[]>;
  /** GET /dashboard/health: database status and round trip, uptime, row counts, database size. */
  dashboardHealth: () => Promise<DashboardHealth>;
  /** The newest records of a list (sorted by created_at DESC). */
  recent: <RecordType extends RaRecord = RaRecord>(resource: string, limit?: number) => Promise<RecordType[]>;
}

type GetList = <RecordType extends RaRecord = RaRecord>(resource: string, params: GetListParams) => Promise<GetListResult<RecordType>>;

export function dashboardCalls(call: ApiCall, getList: GetList): DashboardCalls {
  return {
    async dashboardOverview(date) {
      const reply = await call<DashboardOverview>('/dashboard/overview', { query: { date } });
      return reply.data as DashboardOverview;
    },

    async dashboardActivity(limit) {
      const reply = await call<ActivityFeed>('/dashboard/activity', { query: { limit } });
      return reply.data?.items ?? [];
    },

    async dashboardHealth() {
      const reply = await call<DashboardHealth>('/dashboard/health');
      return reply.data as DashboardHealth;
    },

    async recent<RecordType extends RaRecord = RaRecord>(resource: string, limit = 5) {
      const { data } = await getList<RecordType>(resource, {
        pagination: { page: 1, perPage: limit },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      });
      return data;
    },
  };
}
