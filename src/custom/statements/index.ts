import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const StatementsPage = lazy(() => import('./StatementsPage'));

/** Issue 29: the bank statement import (CAMT.053, CODA) and its matching table, for the admin and the accountant. */
export const statementsPage: Descriptor = {
  name: 'bank-statements-page',
  routes: [{ screen: SCREEN.bankStatements, component: StatementsPage }],
  menu: [{ key: 'bank-statements', screen: SCREEN.bankStatements, labelKey: 'bakery.menu.bank_statements', icon: AccountBalanceIcon, order: 118, group: 'management' }],
};
