import { defineIdentity } from '../entity';

// Who the entities are, without their schemas (see src/domain/entity.ts). Issue 29.

/** The invoices a shop is billed with; issued, paid and credited, never edited. */
export const invoicesIdentity = defineIdentity({
  name: 'invoices',
  access: 'invoices',
  path: '/invoices',
  listKey: 'invoices',
  category: 'finance',
});

/** The credit notes correcting invoices. */
export const creditNotesIdentity = defineIdentity({
  name: 'credit-notes',
  access: 'invoices',
  path: '/credit-notes',
  listKey: 'credit_notes',
  category: 'finance',
});
