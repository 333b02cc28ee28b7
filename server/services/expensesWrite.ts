import { noteMaintenanceDue } from './eventNotices';
import { eq } from 'drizzle-orm';
import { ownScope } from '../../src/domain/access';
import { bakeryDate, earliestPlausibleDay } from '../../src/domain/dates';
import type { Currency, ExpenseType } from '../../src/domain/enums';
import { format } from '../../src/domain/messages/format';
import { expenseTexts } from '../../src/domain/vehicles/expenseTexts';
import { vehicleErrors, vehicleValidation } from '../../src/domain/vehicles/messages';
import { ODOMETER_MAX_JUMP_KM, toEur } from '../../src/domain/vehicles/rules';
import type { Db, Tx } from '../db/client';
import { vehicleExpenses, vehicles } from '../db/schema';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../lib/errors';
import { audit } from './audit';
import { getExpense } from './expenses';
import { readSettings } from './settings';
import type { Actor, Auth } from '../lib/actor';
import { applyFigures, expenseFigures, noFigures } from './keptFigures';

// Recording, correcting and removing vehicle expenses (issue 15). The EUR value is fixed when the expense
// is written, at the settings' exchange rate of that moment, so later rate changes never move old totals.
//
// Who may touch which expense (access table `expenses`, rows by OWNERSHIP): admins and managers record
// for any vehicle they name and edit or delete any expense. A distributor records only for the vehicle
// assigned to them, and edits or deletes only an expense they recorded themselves, on the day they
// recorded it: a slip corrected on the spot, never last week's figures the office has already counted.

export interface ExpenseInput {
  type: ExpenseType;
  amount: number;
  currency: Currency;
  description: string;
  expense_date: string;
  km?: number | null;
  litres?: number | null;
  vehicle_id?: number | null;
}

type VehicleRow = typeof vehicles.$inferSelect;

const isDistributorScoped = (auth: Auth) => ownScope(auth.user.role, 'expenses') !== null;

/** The vehicle an expense is for: a distributor's own van, or the one an admin or manager names. */
async function vehicleFor(tx: Tx, auth: Auth, vehicleId: number | null | undefined): Promise<VehicleRow> {
  if (isDistributorScoped(auth)) {
    const [own] = await tx.select().from(vehicles).where(eq(vehicles.assigned_distributor_id, auth.user.id)).for('update');
    if (!own) throw conflict(vehicleErrors.noVehicleAssigned);
    if (vehicleId != null && vehicleId !== own.id) throw forbidden(vehicleErrors.expenseOtherVehicle);
    return own;
  }
  if (vehicleId == null) throw badRequest(vehicleErrors.vehicleRequired, [{ field: 'vehicle_id', message: vehicleErrors.vehicleRequired }]);
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
  if (!vehicle) throw notFound(vehicleErrors.vehicleNotFound);
  return vehicle;
}

/**
 * The odometer rule: a reading above the vehicle's km moves it forward, one below is refused. `previous`
 * is the reading the expense already carried (an edit that keeps it is not a new reading).
 */
export async function applyOdometer(tx: Tx, vehicle: VehicleRow, km: number | null | undefined, previous: number | null = null) {
  if (km == null || km === previous) return;
  if (km < vehicle.current_km) {
    const message = format(vehicleErrors.kmBelowCurrent, { km, current: vehicle.current_km });
    throw new ApiError(400, message, [{ field: 'km', message }]);
  }
  refuseOdometerJump(km, vehicle.current_km);
  if (km > vehicle.current_km) {
    await tx.update(vehicles).set({ current_km: km, updated_at: new Date() }).where(eq(vehicles.id, vehicle.id));
    await noteMaintenanceDue(tx, vehicle, km);
  }
}

/** A reading far above the van's km is taken for a slip of the keyboard, on the field `km` (400). */
export function refuseOdometerJump(km: number, current: number) {
  if (km - current <= ODOMETER_MAX_JUMP_KM) return;
  const message = format(vehicleErrors.kmJumpTooLarge, { km, current, max: ODOMETER_MAX_JUMP_KM });
  throw new ApiError(400, message, [{ field: 'km', message }]);
}

/** amount_eur and the rate it was converted at (null for EUR). */
export async function eurValue(db: Db | Tx, amount: number, currency: Currency) {
  if (currency === 'EUR') return { amount_eur: amount, exchange_rate: null };
  const { exchangeRate } = await readSettings(db as Db);
  return { amount_eur: toEur(amount, currency, exchangeRate), exchange_rate: exchangeRate };
}

/** An expense's EUR value above the expenseMaxEur setting is taken for a slip, on the field `amount` (400). */
async function refuseImplausibleAmount(db: Db | Tx, amountEur: number) {
  const { expenseMaxEur } = await readSettings(db as Db);
  if (amountEur <= Number(expenseMaxEur)) return;
  const message = format(vehicleValidation.expenseAmountOverMax, { max: Number(expenseMaxEur).toFixed(2) });
  throw new ApiError(400, message, [{ field: 'amount', message }]);
}

export async function recordExpense(db: Db, input: ExpenseInput, actor: Actor) {
  const id = await db.transaction(async (tx) => {
    const vehicle = await vehicleFor(tx, actor.auth, input.vehicle_id);
    await applyOdometer(tx, vehicle, input.km);
    const money = await eurValue(tx, input.amount, input.currency);
    await refuseImplausibleAmount(tx, money.amount_eur);
    const values = {
      vehicle_id: vehicle.id,
      // The expense is the driver's: a distributor's own, or the van's driver when the office records it.
      distributor_id: isDistributorScoped(actor.auth) ? actor.auth.user.id : vehicle.assigned_distributor_id,
      type: input.type,
      amount: input.amount,
      currency: input.currency,
      ...money,
      description: input.description,
      expense_date: input.expense_date,
      km: input.km ?? null,
      litres: input.litres ?? null,
      recorded_by: actor.auth.user.id,
    };
    const [row] = await tx.insert(vehicleExpenses).values(values).returning({ id: vehicleExpenses.id });
    await applyFigures(tx, noFigures(), await expenseFigures(tx, [row!.id]));
    await audit(tx, { userId: actor.auth.user.id, action: 'create', entity: 'vehicle_expense', entityId: row!.id, changes: values, ip: actor.ip });
    return row!.id;
  });
  return getExpense(db, id);
}

/** The expense, if this user may change it: see the rule at the top of the file. */
async function changeableExpense(tx: Tx, auth: Auth, id: number, today: string) {
  const [expense] = await tx.select().from(vehicleExpenses).where(eq(vehicleExpenses.id, id)).for('update');
  if (!expense) throw notFound(vehicleErrors.expenseNotFound);
  if (isDistributorScoped(auth)) {
    if (expense.distributor_id !== auth.user.id) throw notFound(vehicleErrors.expenseNotFound);
    if (expense.recorded_by !== auth.user.id || bakeryDate(expense.created_at) !== today) throw forbidden(expenseTexts.expenseLocked);
  }
  return expense;
}

export type ExpenseUpdate = Partial<Omit<ExpenseInput, 'vehicle_id'>>;

export async function updateExpense(db: Db, id: number, input: ExpenseUpdate, actor: Actor, today: string) {
  await db.transaction(async (tx) => {
    const expense = await changeableExpense(tx, actor.auth, id, today);
    const before = await expenseFigures(tx, [id]);
    // What the body leaves out stays as it is; km and litres sent as null are cleared.
    const next = {
      type: input.type ?? (expense.type as ExpenseType),
      amount: input.amount ?? expense.amount,
      currency: input.currency ?? (expense.currency as Currency),
      description: input.description ?? expense.description,
      expense_date: input.expense_date ?? expense.expense_date,
      km: input.km === undefined ? expense.km : input.km,
      litres: input.litres === undefined ? expense.litres : input.litres,
    };
    // A new date must be plausible; an older expense corrected otherwise keeps the date it has.
    if (next.expense_date !== expense.expense_date && next.expense_date < earliestPlausibleDay(today)) {
      throw badRequest(vehicleValidation.expenseDateTooOld, [{ field: 'expense_date', message: vehicleValidation.expenseDateTooOld }]);
    }
    if (next.litres != null && next.type !== 'fuel') throw badRequest(vehicleValidation.litresOnlyFuel, [{ field: 'litres', message: vehicleValidation.litresOnlyFuel }]);
    if (expense.vehicle_id != null) {
      const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, expense.vehicle_id)).for('update');
      if (vehicle) await applyOdometer(tx, vehicle, next.km, expense.km);
    }
    // An unchanged amount keeps the rate it was recorded at; a new amount or currency takes today's.
    const unchanged = next.amount === expense.amount && next.currency === expense.currency;
    const money = unchanged ? { amount_eur: expense.amount_eur, exchange_rate: expense.exchange_rate } : await eurValue(tx, next.amount, next.currency);
    if (!unchanged) await refuseImplausibleAmount(tx, money.amount_eur);
    const values = { ...next, ...money };
    await tx.update(vehicleExpenses).set({ ...values, updated_at: new Date() }).where(eq(vehicleExpenses.id, id));
    await applyFigures(tx, before, await expenseFigures(tx, [id]));
    await audit(tx, { userId: actor.auth.user.id, action: 'update', entity: 'vehicle_expense', entityId: id, changes: values, ip: actor.ip });
  });
  return getExpense(db, id);
}

export async function deleteExpense(db: Db, id: number, actor: Actor, today: string) {
  await db.transaction(async (tx) => {
    const expense = await changeableExpense(tx, actor.auth, id, today);
    const before = await expenseFigures(tx, [id]);
    await tx.delete(vehicleExpenses).where(eq(vehicleExpenses.id, id));
    await applyFigures(tx, before, noFigures());
    await audit(tx, { userId: actor.auth.user.id, action: 'delete', entity: 'vehicle_expense', entityId: id, changes: expense, ip: actor.ip });
  });
  return { id };
}
