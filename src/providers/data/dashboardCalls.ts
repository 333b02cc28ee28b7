import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { ActivityFeed, ActivityItem, DashboardHealth } from '../../domain/dashboard';
import type { AlertsReply, CardList, DashboardPayments, DashboardPreferences, DashboardSales, Period, TopPerformers } from '../../domain/reports';
// The paths alone (no zod): this module is part of the first page's data provider.
import { DASHBOARD_PATHS } from '../../domain/reports/paths';
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
  /** GET /dashboard/sales: the range's sales per day against the period before (the sales trend card). */
  dashboardSales: (range: { from: string; to: string }) => Promise<DashboardSales>;
  /** GET /dashboard/top-performers?category=products: the most sold products of the period. */
  topProducts: (period: Period, limit: number) => Promise<TopPerformers>;
  /** GET /dashboard/payments?include_reconciliation=true: collected, outstanding and its ageing. */
  dashboardPayments: (range: { from: string; to: string }) => Promise<DashboardPayments>;
  /** GET /dashboard/alerts: the most severe first. */
  dashboardAlerts: (limit: number) => Promise<AlertsReply>;
  /** GET /dashboard/preferences: the caller's cards, complete and in order. */
  dashboardPreferences: () => Promise<DashboardPreferences>;
  /** PUT /dashboard/preferences: the caller's cards kept on the server (null: back to the default). */
  saveDashboardPreferences: (cards: CardList | null) => Promise<DashboardPreferences>;
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

    async dashboardSales({ from, to }) {
      return (await call<DashboardSales>(DASHBOARD_PATHS.sales, { query: { date_from: from, date_to: to } })).data as DashboardSales;
    },

    async topProducts(period, limit) {
      const query = { category: 'products', period, limit };
      return (await call<TopPerformers>(DASHBOARD_PATHS.topPerformers, { query })).data as TopPerformers;
    },

    async dashboardPayments({ from, to }) {
      const query = { date_from: from, date_to: to, include_reconciliation: 'true' };
      return (await call<DashboardPayments>(DASHBOARD_PATHS.payments, { query })).data as DashboardPayments;
    },

    async dashboardAlerts(limit) {
      return (await call<AlertsReply>(DASHBOARD_PATHS.alerts, { query: { limit } })).data as AlertsReply;
    },

    async dashboardPreferences() {
      return (await call<DashboardPreferences>(DASHBOARD_PATHS.preferences)).data as DashboardPreferences;
    },

    async saveDashboardPreferences(cards) {
      const reply = await call<DashboardPreferences>(DASHBOARD_PATHS.preferences, { method: 'PUT', body: { cards } });
      return reply.data as DashboardPreferences;
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
