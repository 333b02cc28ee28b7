import type { z } from 'zod';
import type { invoicePaymentRecord, invoiceLineRecord } from './records';

export type InvoiceLineRecord = z.infer<typeof invoiceLineRecord>;
export type InvoicePaymentRecord = z.infer<typeof invoicePaymentRecord>;
