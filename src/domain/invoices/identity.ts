import { SCREEN } from '../access';
import { defineIdentity } from '../entity';

// Who the entities are, without their schemas (see src/domain/entity.ts). Issue 29.

/** The invoices a shop is billed with; issued, paid and credited, never edited. */
export const invoicesIdentity = defineIdentity({
  name: 'invoices',
  access: 'invoices',
  path: '/invoices',
  listKey: 'invoices',
  category: 'finance',
  pages: { list: SCREEN.invoiceList, show: SCREEN.invoiceShow },
});

/** The credit notes correcting invoices. */
export const creditNotesIdentity = defineIdentity({
  name: 'credit-notes',
  access: 'invoices',
  path: '/credit-notes',
  listKey: 'credit_notes',
  category: 'finance',
  pages: { list: SCREEN.creditNoteList },
});
