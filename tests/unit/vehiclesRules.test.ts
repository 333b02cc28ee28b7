import { describe, expect, it } from 'vitest';
import { bakeryDate, shiftDay } from '../../src/domain/dates';
import {
  availabilityOf,
  averageConsumption,
  expenseCreateSchema,
  expenseUpdateSchema,
  isMaintenanceDue,
  nextMaintenanceKm,
  normalizePlate,
  plateKey,
  toEur,
  vehicleCreateSchema,
  vehicleValidation as v,
  vehicleYearMax,
} from '../../src/domain/vehicles';

// The fleet's pure rules (issue 15, spec 002 sections 4, 5 and 9), shared by the server and the forms.

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('plates', () => {
  it('are the same plate without regard to case or spaces, and stored upper case with single spaces', () => {
    expect(plateKey('1-abc- 123')).toBe(plateKey('1-ABC-123'));
    expect(plateKey('1-abc-124')).not.toBe(plateKey('1-ABC-123'));
    expect(normalizePlate('  1-abc-   123 ')).toBe('1-ABC- 123');
  });
});

describe('years, money and maintenance', () => {
  it('allows model years up to next year on the Brussels calendar', () => {
    expect(vehicleYearMax('2026-12-31')).toBe(2027);
  });

  it('converts SYP to EUR at the given rate, in cents', () => {
    expect(toEur(100, 'EUR', 15000)).toBe(100);
    expect(toEur(100_000, 'SYP', 15000)).toBe(6.67);
  });

  it('is due when the odometer reaches last maintenance km plus the interval', () => {
    expect(nextMaintenanceKm(100_000, 20_000)).toBe(120_000);
    expect(nextMaintenanceKm(null, 20_000)).toBeNull();
    expect(isMaintenanceDue({ current_km: 120_000, next_maintenance_km: 120_000 })).toBe(true);
    expect(isMaintenanceDue({ current_km: 119_999, next_maintenance_km: 120_000 })).toBe(false);
    expect(isMaintenanceDue({ current_km: 5, next_maintenance_km: null })).toBe(false);
  });

  it('calls only an active, unassigned vehicle available', () => {
    expect(availabilityOf({ status: 'active', assigned_distributor_id: null })).toBe('available');
    expect(availabilityOf({ status: 'active', assigned_distributor_id: 3 })).toBe('assigned');
    expect(availabilityOf({ status: 'maintenance', assigned_distributor_id: null })).toBe('maintenance');
    expect(availabilityOf({ status: 'retired', assigned_distributor_id: null })).toBe('retired');
  });
});

describe('average consumption', () => {
  it('is the litres after the first reading over the distance, in L/100 km', () => {
    expect(averageConsumption([{ km: 1000, litres: 40 }, { km: 1500, litres: 45 }, { km: 2000, litres: 40 }])).toBe(8.5);
  });

  it('is not computable with fewer than two readings or no distance', () => {
    expect(averageConsumption([{ km: 1000, litres: 40 }])).toBeNull();
    expect(averageConsumption([{ km: 1000, litres: 40 }, { km: null, litres: 30 }])).toBeNull();
    expect(averageConsumption([{ km: 1000, litres: 40 }, { km: 1000, litres: 30 }])).toBeNull();
  });
});

describe('the vehicle form', () => {
  const base = { vehicle_type: 'van', vehicle_model: 'Transit', vehicle_plate: '1-abc-123', vehicle_year: 2020 };

  it('defaults to active, gasoline, EUR and 0 km', () => {
    const result = vehicleCreateSchema.parse(base);
    expect(result).toMatchObject({ status: 'active', fuel_type: 'gasoline', purchase_currency: 'EUR', current_km: 0, vehicle_plate: '1-ABC-123' });
  });

  it('refuses 1989 with the range message and a missing year with its own', () => {
    expect(issues(vehicleCreateSchema.safeParse({ ...base, vehicle_year: 1989 }))).toEqual([['vehicle_year', expect.stringContaining('1990')]]);
    expect(issues(vehicleCreateSchema.safeParse({ ...base, vehicle_year: '' }))).toEqual([['vehicle_year', v.vehicleYearRequired]]);
  });
});

describe('the expense form', () => {
  const base = { type: 'fuel', amount: 50, description: 'تعبئة', expense_date: bakeryDate() };

  it("gives the spec's messages for a missing type, a zero amount, a blank description and no date", () => {
    expect(issues(expenseCreateSchema.safeParse({ amount: 0, description: '   ' }))).toEqual([
      ['type', v.expenseTypeRequired],
      ['amount', v.amountPositive],
      ['description', v.descriptionRequired],
      ['expense_date', v.expenseDateRequired],
    ]);
  });

  it('refuses a date after today and litres on anything but fuel', () => {
    expect(issues(expenseCreateSchema.safeParse({ ...base, expense_date: '2099-01-01' }))).toEqual([['expense_date', v.expenseDateFuture]]);
    expect(issues(expenseCreateSchema.safeParse({ ...base, type: 'washing', litres: 10 }))).toEqual([['litres', v.litresOnlyFuel]]);
    expect(expenseCreateSchema.parse({ ...base, litres: '40,5', km: '1200' })).toMatchObject({ litres: 40.5, km: 1200, currency: 'EUR' });
  });

  it('takes a new expense dated within the last 31 days only; a correction may keep an older date', () => {
    const today = bakeryDate();
    expect(expenseCreateSchema.safeParse({ ...base, expense_date: shiftDay(today, -31) }).success).toBe(true);
    expect(issues(expenseCreateSchema.safeParse({ ...base, expense_date: shiftDay(today, -32) }))).toEqual([['expense_date', v.expenseDateTooOld]]);
    expect(expenseUpdateSchema.safeParse({ expense_date: shiftDay(today, -90) }).success).toBe(true);
  });
});
