import { dateProblem } from '../../ui/dateValue';

/** What the issue dialog's form holds: a shop picked by id, and an optional period of delivery days. */
export interface IssueValues {
  store_id?: number | null;
  date_from?: string | null;
  date_to?: string | null;
}

/**
 * The dialog's own checks before POST /invoices (the server checks the same and says it in Arabic): a shop
 * is chosen, each day typed is a real one, and the period does not end before it starts.
 */
export function validateIssue(values: IssueValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.store_id === null || values.store_id === undefined) errors.store_id = 'bakery.invoices.issue_shop_required';
  for (const field of ['date_from', 'date_to'] as const) {
    const problem = dateProblem(values[field]);
    if (problem) errors[field] = problem.message;
  }
  if (!errors.date_from && !errors.date_to && values.date_from && values.date_to && values.date_to < values.date_from)
    errors.date_to = 'bakery.invoices.issue_period_order';
  return errors;
}

/** The body of POST /invoices: the period's days only when given. */
export function issueBody(values: IssueValues): { store_id: number; date_from?: string; date_to?: string } {
  return {
    store_id: Number(values.store_id),
    ...(values.date_from ? { date_from: values.date_from } : {}),
    ...(values.date_to ? { date_to: values.date_to } : {}),
  };
}
