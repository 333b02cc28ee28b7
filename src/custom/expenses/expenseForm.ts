import type { z } from 'zod';
import { bakeryDate } from '../../domain/dates';
import type { Currency, ExpenseType } from '../../domain/enums';
import { vehicleErrors } from '../../domain/vehicles/messages';
import { expenseCreateSchema } from '../../domain/vehicles/schemas';
import { dateProblem } from '../../ui/dateValue';

// The add dialog's values and rules. The rules are the API's own schema (expenseCreateSchema) run on the
// body the dialog would send, so the browser refuses with the server's Arabic words (spec 002 section 5).

export interface ExpenseFormValues {
  vehicle_id: number | null;
  type: ExpenseType | '';
  amount: number | null;
  currency: Currency;
  description: string;
  expense_date: string | null;
  km: number | null;
  litres: number | null;
}

export type ExpenseFormErrors = Record<string, string>;

/** A new expense: EUR, today in the bakery's time zone, the type of the tile that opened it. */
export function expenseDefaults(type: ExpenseType | '' = ''): ExpenseFormValues {
  return {
    vehicle_id: null,
    type,
    amount: null,
    currency: 'EUR',
    description: '',
    expense_date: bakeryDate(),
    km: null,
    litres: null,
  };
}

/**
 * The body of POST /distribution/expense/record. Litres go only with fuel (a value typed before the type
 * changed is dropped, not refused); the office names the vehicle, a distributor's is their own.
 */
export function toExpensePayload(values: ExpenseFormValues, office: boolean): Record<string, unknown> {
  return {
    ...(office ? { vehicle_id: values.vehicle_id } : {}),
    type: values.type,
    amount: values.amount,
    currency: values.currency,
    description: values.description,
    expense_date: values.expense_date,
    km: values.km,
    ...(values.type === 'fuel' ? { litres: values.litres } : {}),
  };
}

function fieldErrors(error: z.ZodError): ExpenseFormErrors {
  const errors: ExpenseFormErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export function validateExpense(values: ExpenseFormValues, office: boolean): ExpenseFormErrors {
  const result = expenseCreateSchema.safeParse(toExpensePayload(values, office));
  const errors = result.success ? {} : fieldErrors(result.error);
  // The server asks the office for the vehicle only once every field parses: the dialog says it at once.
  if (office && values.vehicle_id == null) errors.vehicle_id ??= vehicleErrors.vehicleRequired;
  const day = dateProblem(values.expense_date);
  if (day) errors.expense_date = day.message;
  return errors;
}
