import { ListBase, Loading, usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { ownScope, SCREEN } from '../../domain/access';
import { ExpensesView } from './ExpensesView';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/expensesPage';

/** A page of history: enough for a month of a van's receipts on a phone without a long scroll. */
export const EXPENSES_PER_PAGE = 10;

/**
 * /vehicles/expenses (admin, manager: every van's) and /distributor/expenses (a distributor's own, inside
 * their area). A distributor who opens the office's address is taken to their own, so they keep their
 * area's bottom bar.
 */
export default function ExpensesPage() {
  const { permissions: role, isPending } = usePermissions();
  const { pathname } = useLocation();
  if (isPending) return <Loading />;
  // Someone the access table limits to their own expenses is a distributor here.
  const office = ownScope(role, 'expenses') === null;
  if (!office && pathname.startsWith(SCREEN.vehicleExpenses.path)) {
    return <Navigate to={SCREEN.distributorExpenses.path} replace />;
  }
  return (
    <ListBase
      resource="expenses"
      perPage={EXPENSES_PER_PAGE}
      sort={{ field: 'expense_date', order: 'DESC' }}
      storeKey={office ? 'expenses.office' : 'expenses.own'}
    >
      <ExpensesView office={office} />
    </ListBase>
  );
}
