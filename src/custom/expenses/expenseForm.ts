import { bakeryDate } from '../../domain/dates';
import type { Currency, ExpenseType } from '../../domain/enums';
import { vehicleErrors } from '../../domain/vehicles/messages';
import { expenseCreateSchema } from '../../domain/vehicles/schemas';
import { formSchema, screenRules, typedDays } from '../../ui/formSchema';

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

/**
 * The dialog's rules: the API's schema on the body it would send, a day typed half-way said in the date
 * field's words, and the office asked for the vehicle at once (the server asks only once every field parses).
 */
export function expenseFormSchema(office: boolean) {
  return formSchema<ExpenseFormValues>({
    body: (values) => toExpensePayload(values, office),
    api: expenseCreateSchema,
    first: typedDays('expense_date'),
    then: screenRules<ExpenseFormValues>((values, refuse) => {
      if (office && values.vehicle_id == null) refuse('vehicle_id', vehicleErrors.vehicleRequired);
    }),
  });
}
