import { defineEntity } from '../entity';
import { creditNotesIdentity, invoicesIdentity } from './identity';
import { creditNoteDetail, creditNoteRecord, invoiceDetail, invoiceRecord } from './records';
import { creditNoteCreateSchema, creditNoteListQuery, invoiceCreateSchema, invoiceListQuery } from './schemas';

/** Invoices: listed, read and issued; never updated nor deleted (issue 29). */
export const invoicesEntity = defineEntity({
  ...invoicesIdentity,
  listQuery: invoiceListQuery,
  record: invoiceDetail,
  row: invoiceRecord,
  create: invoiceCreateSchema,
});

export const creditNotesEntity = defineEntity({
  ...creditNotesIdentity,
  listQuery: creditNoteListQuery,
  record: creditNoteDetail,
  row: creditNoteRecord,
  create: creditNoteCreateSchema,
});
