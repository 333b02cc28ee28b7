// Invoices and credit notes (issue 29): rules, schemas, records, messages and the manifests.
export * from './rules';
export * from './schemas';
export * from './records';
export * from './messages';
export type * from './types';
export { invoicesEntity, creditNotesEntity } from './manifest';
