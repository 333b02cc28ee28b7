import ReceiptIcon from '@mui/icons-material/Receipt';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';
import { SCREEN } from '../../domain/access';
import type { Descriptor } from '../../registry/types';

const InvoicesPage = lazy(() => import('./InvoicesPage'));
const InvoicePage = lazy(() => import('./InvoicePage'));
const CreditNotesPage = lazy(() => import('./CreditNotesPage'));

/** Invoices and credit notes (issue 29): custom pages reading the invoices API through the data provider. */
export const invoicesPages: Descriptor = {
  name: 'invoices-pages',
  routes: [
    { screen: SCREEN.invoiceList, component: InvoicesPage },
    { screen: SCREEN.invoiceShow, component: InvoicePage },
    { screen: SCREEN.creditNoteList, component: CreditNotesPage },
  ],
  menu: [
    { key: 'invoices', screen: SCREEN.invoiceList, labelKey: 'bakery.menu.invoices', icon: ReceiptIcon, order: 115, group: 'management' },
    { key: 'credit-notes', screen: SCREEN.creditNoteList, labelKey: 'bakery.menu.credit_notes', icon: RequestQuoteIcon, order: 116, group: 'management' },
  ],
};
