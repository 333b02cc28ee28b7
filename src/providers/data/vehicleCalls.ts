import type { Identifier } from 'react-admin';
import { bakeryDate } from '../../domain/dates';
import type { VehicleStatus } from '../../domain/enums';
import type { Distributor } from '../../domain/users/records';
import type { ExpenseRecord, ExpenseSummary, MaintenanceRecord, VehicleFigures } from '../../domain/vehicles/expenseRecords';
import type { vehicleAssignmentRecord, vehicleRecord, vehicleStatistics } from '../../domain/vehicles/records';
import type { z } from 'zod';
import { apiDownload, type Download } from '../http';
import { pathId, type ApiCall } from './apiCall';
import { listQuery } from './listQuery';

// The vehicles and expenses calls of spec 002 section 7 beyond plain CRUD (issue 15). The list, one
// vehicle, create, update and delete are restProvider's ('vehicles'); the expenses list is 'expenses'.

export type VehicleRecord = z.infer<typeof vehicleRecord>;
export type VehicleStatistics = z.infer<typeof vehicleStatistics>;
export type VehicleAssignment = z.infer<typeof vehicleAssignmentRecord>;
export type { ExpenseRecord, ExpenseSummary, MaintenanceRecord, VehicleFigures };

/** What POST /distribution/expense/record and POST /vehicles/:id/maintenance take, as a form holds it. */
export type ExpenseInput = Record<string, unknown>;
export type MaintenanceInput = Record<string, unknown>;

export interface VehicleCalls {
  /** GET /vehicles/statistics: the list's four cards and the fleet's money and trips. */
  vehicleStatistics: () => Promise<VehicleStatistics>;
  /** PATCH /vehicles/:id/status {status}: the updated vehicle. */
  setVehicleStatus: (id: Identifier, status: VehicleStatus) => Promise<VehicleRecord>;
  /** POST /vehicles/:id/assign {distributor_id}: 409 in Arabic when a rule refuses it. */
  assignVehicle: (id: Identifier, distributorId: Identifier) => Promise<VehicleRecord>;
  /** POST /vehicles/:id/unassign. */
  unassignVehicle: (id: Identifier) => Promise<VehicleRecord>;
  /** Active distributors who drive no vehicle: the only ones the assign dialog offers. */
  eligibleDistributors: () => Promise<Distributor[]>;
  /** GET /vehicles/export/csv: every vehicle. */
  exportVehicles: () => Promise<Download>;
  /** GET /vehicles/:id/export: one vehicle with its expenses, maintenance and history. */
  exportVehicle: (id: Identifier) => Promise<Download>;
  /** GET /vehicles/:id/statistics: the details page's figures, computed from the records. */
  vehicleFigures: (id: Identifier) => Promise<VehicleFigures>;
  /** GET /vehicles/:id/history: assignments, newest first. */
  vehicleHistory: (id: Identifier) => Promise<VehicleAssignment[]>;
  /** GET /vehicles/:id/maintenance: maintenance visits, newest first. */
  vehicleMaintenance: (id: Identifier) => Promise<MaintenanceRecord[]>;
  /** POST /vehicles/:id/maintenance: sets last maintenance and next due km; a cost becomes an expense. */
  addMaintenance: (id: Identifier, input: MaintenanceInput) => Promise<MaintenanceRecord>;
  /** DELETE /vehicles/:id/maintenance/:mid. */
  deleteMaintenance: (id: Identifier, maintenanceId: Identifier) => Promise<void>;
  /** GET /vehicles/:id/expenses with paging: one vehicle's expenses and their summary. */
  vehicleExpenses: (
    id: Identifier,
    params?: { page?: number; perPage?: number },
  ) => Promise<{ data: ExpenseRecord[]; total: number; summary?: ExpenseSummary }>;
  /** GET /vehicles/distributor/:id: the vehicle a distributor drives, or null. */
  distributorVehicle: (distributorId: Identifier) => Promise<VehicleRecord | null>;
  /** GET /vehicles/mine: the vehicle the signed-in user drives, or null (a distributor's expenses page). */
  ownVehicle: () => Promise<VehicleRecord | null>;
  /** POST /distribution/expense/record: a distributor's for their own van, the office's for vehicle_id. */
  recordExpense: (input: ExpenseInput) => Promise<ExpenseRecord>;
  /** GET /vehicles/expenses/export with the list's filters (a distributor gets only their own). */
  exportExpenses: (filter?: Record<string, unknown>) => Promise<Download>;
}

export function vehicleCalls(call: ApiCall, apiUrl: string): VehicleCalls {
  const vehiclePath = (id: Identifier, rest = '') => `/vehicles/${pathId(id)}${rest}`;
  const postForVehicle = async (path: string, body: unknown) =>
    (await call<VehicleRecord>(path, { method: 'POST', body })).data as VehicleRecord;

  return {
    async vehicleStatistics() {
      return (await call<VehicleStatistics>('/vehicles/statistics')).data as VehicleStatistics;
    },

    async setVehicleStatus(id, status) {
      return (await call<VehicleRecord>(vehiclePath(id, '/status'), { method: 'PATCH', body: { status } })).data as VehicleRecord;
    },

    assignVehicle: (id, distributorId) => postForVehicle(vehiclePath(id, '/assign'), { distributor_id: distributorId }),

    unassignVehicle: (id) => postForVehicle(vehiclePath(id, '/unassign'), {}),

    async eligibleDistributors() {
      const [people, fleet] = await Promise.all([
        call<{ distributors?: Distributor[] }>('/users/distributors', { query: { active: true } }),
        call<{ vehicles?: VehicleRecord[] }>('/vehicles/all-with-status'),
      ]);
      const driving = new Set((fleet.data?.vehicles ?? []).map((vehicle) => vehicle.assigned_distributor_id).filter((id) => id != null));
      return (people.data?.distributors ?? []).filter((person) => person.status === 'active' && !driving.has(person.id));
    },

    exportVehicles: () =>
      apiDownload('/vehicles/export/csv', { baseUrl: apiUrl, fallbackName: `vehicles_${bakeryDate(new Date())}.csv` }),

    exportVehicle: (id) =>
      apiDownload(vehiclePath(id, '/export'), { baseUrl: apiUrl, fallbackName: `vehicle_${String(id)}_${bakeryDate(new Date())}.csv` }),

    async vehicleFigures(id) {
      return (await call<VehicleFigures>(vehiclePath(id, '/statistics'))).data as VehicleFigures;
    },

    async vehicleHistory(id) {
      return (await call<{ history?: VehicleAssignment[] }>(vehiclePath(id, '/history'))).data?.history ?? [];
    },

    async vehicleMaintenance(id) {
      return (await call<{ maintenance?: MaintenanceRecord[] }>(vehiclePath(id, '/maintenance'))).data?.maintenance ?? [];
    },

    async addMaintenance(id, input) {
      return (await call<MaintenanceRecord>(vehiclePath(id, '/maintenance'), { method: 'POST', body: input })).data as MaintenanceRecord;
    },

    async deleteMaintenance(id, maintenanceId) {
      await call(vehiclePath(id, `/maintenance/${pathId(maintenanceId)}`), { method: 'DELETE' });
    },

    async vehicleExpenses(id, { page = 1, perPage = 20 } = {}) {
      const reply = await call<{ expenses?: ExpenseRecord[]; pagination?: { total?: number }; summary?: ExpenseSummary }>(
        vehiclePath(id, '/expenses'),
        { query: { page, limit: perPage } },
      );
      const data = reply.data?.expenses ?? [];
      return { data, total: reply.data?.pagination?.total ?? data.length, summary: reply.data?.summary };
    },

    async distributorVehicle(distributorId) {
      return (await call<{ vehicle?: VehicleRecord | null }>(`/vehicles/distributor/${pathId(distributorId)}`)).data?.vehicle ?? null;
    },

    async ownVehicle() {
      return (await call<{ vehicle?: VehicleRecord | null }>('/vehicles/mine')).data?.vehicle ?? null;
    },

    async recordExpense(input) {
      return (await call<ExpenseRecord>('/distribution/expense/record', { method: 'POST', body: input })).data as ExpenseRecord;
    },

    exportExpenses(filter = {}) {
      const { search, ...rest } = listQuery({ filter });
      return apiDownload('/vehicles/expenses/export', {
        query: { ...(search === undefined ? {} : { search }), ...rest },
        baseUrl: apiUrl,
        fallbackName: `expenses_${bakeryDate(new Date())}.csv`,
      });
    },
  };
}
