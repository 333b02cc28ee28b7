import { zipSync, strToU8 } from 'fflate';
import { and, gte, lte } from 'drizzle-orm';
import { format } from '../../src/domain/messages';
import {
  creditNoteCreateSchema,
  creditNoteDetail,
  creditNotesEntity,
  invoiceErrors as m,
  invoiceExportQuery,
  invoicesEntity,
} from '../../src/domain/invoices';
import { idParam } from '../../src/domain/schemas/common';
import type { AppContext } from '../context';
import { creditNotes, invoices } from '../db/schema';
import { entityRoutes } from '../lib/entityRoutes';
import { conflict } from '../lib/errors';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { actorOf, authorize } from '../plugins/auth';
import { issueCreditNote } from '../services/creditNotes';
import { creditNoteDocument, fileName, invoiceDocument } from '../services/invoiceDocuments';
import { issueInvoice, issuedMessage } from '../services/invoicesIssue';
import { listCreditNotes, listInvoices, showCreditNote, showInvoice } from '../services/invoicesRead';

// Issue 29: invoices and credit notes. Issued documents are never edited nor deleted: PUT, PATCH and
// DELETE answer 409 in Arabic (a correction is a credit note).

const XML = 'application/xml';
const PDF = 'application/pdf';

export async function invoiceRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/invoices/export',
    { preValidation: authorize(ctx, 'invoices', 'export'), schema: route({ query: invoiceExportQuery, file: ['application/zip'] }) },
    async (request, reply) => {
      const { date_from, date_to } = request.query;
      const files: Record<string, Uint8Array> = {};
      const issued = await ctx.db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(and(gte(invoices.issue_date, date_from), lte(invoices.issue_date, date_to)));
      for (const row of issued) files[`invoices/${fileName(row.number, 'xml')}`] = strToU8((await invoiceDocument(ctx.db, row.id, ctx.now())).ubl());
      const notes = await ctx.db
        .select({ id: creditNotes.id, number: creditNotes.number })
        .from(creditNotes)
        .where(and(gte(creditNotes.issue_date, date_from), lte(creditNotes.issue_date, date_to)));
      for (const row of notes) files[`credit-notes/${fileName(row.number, 'xml')}`] = strToU8((await creditNoteDocument(ctx.db, row.id)).ubl());
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="peppol-${date_from}-${date_to}.zip"`)
        .send(Buffer.from(zipSync(files)));
    },
  );

  entityRoutes(app, ctx, invoicesEntity, {
    list: { run: (query) => listInvoices(ctx.db, query, ctx.now()) },
    show: { run: (id) => showInvoice(ctx.db, id, ctx.now()) },
    create: {
      run: async (input, caller) => {
        const issued = await issueInvoice(ctx.db, {
          storeId: input.store_id,
          dateFrom: input.date_from,
          dateTo: input.date_to,
          by: caller.auth.user.id,
          now: ctx.now(),
        });
        return showInvoice(ctx.db, issued.id, ctx.now());
      },
      message: (invoice) => issuedMessage(invoice.number),
    },
  });

  app.get(
    '/invoices/:id/ubl',
    { preValidation: authorize(ctx, 'invoices', 'show'), schema: route({ params: idParam, file: [XML] }) },
    async (request, reply) => {
      const doc = await invoiceDocument(ctx.db, request.params.id, ctx.now());
      return reply.type(XML).header('Content-Disposition', `attachment; filename="${fileName(doc.detail.number, 'xml')}"`).send(doc.ubl());
    },
  );

  app.get(
    '/invoices/:id/pdf',
    { preValidation: authorize(ctx, 'invoices', 'show'), schema: route({ params: idParam, file: [PDF] }) },
    async (request, reply) => {
      const doc = await invoiceDocument(ctx.db, request.params.id, ctx.now());
      return reply.type(PDF).header('Content-Disposition', `inline; filename="${fileName(doc.detail.number, 'pdf')}"`).send(await doc.pdf());
    },
  );

  // Immutable: the refusal names the document, after checking it exists.
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/invoices/:id',
      preValidation: authorize(ctx, 'invoices', 'show'),
      schema: route({ params: idParam }),
      handler: async (request) => {
        await showInvoice(ctx.db, (request.params as { id: number }).id, ctx.now());
        throw conflict(m.invoiceImmutable);
      },
    });
    app.route({
      method,
      url: '/credit-notes/:id',
      preValidation: authorize(ctx, 'invoices', 'show'),
      schema: route({ params: idParam }),
      handler: async (request) => {
        await showCreditNote(ctx.db, (request.params as { id: number }).id);
        throw conflict(m.creditNoteImmutable);
      },
    });
  }

  entityRoutes(app, ctx, creditNotesEntity, {
    list: { run: (query) => listCreditNotes(ctx.db, query) },
    show: { run: (id) => showCreditNote(ctx.db, id) },
  });

  app.post(
    '/credit-notes',
    { preValidation: authorize(ctx, 'invoices', 'credit'), schema: route({ body: creditNoteCreateSchema, data: creditNoteDetail, status: 201 }) },
    async (request, reply) => {
      const actor = actorOf(request);
      const issued = await ctx.db.transaction((tx) =>
        issueCreditNote(tx, {
          invoiceId: request.body.invoice_id,
          reason: request.body.reason,
          lines: request.body.lines,
          by: actor.auth.user.id,
          now: ctx.now(),
        }),
      );
      reply.code(201);
      return ok(await showCreditNote(ctx.db, issued.id), format(m.creditNoteIssued, { number: issued.number }));
    },
  );

  app.get(
    '/credit-notes/:id/ubl',
    { preValidation: authorize(ctx, 'invoices', 'show'), schema: route({ params: idParam, file: [XML] }) },
    async (request, reply) => {
      const doc = await creditNoteDocument(ctx.db, request.params.id);
      return reply.type(XML).header('Content-Disposition', `attachment; filename="${fileName(doc.detail.number, 'xml')}"`).send(doc.ubl());
    },
  );

  app.get(
    '/credit-notes/:id/pdf',
    { preValidation: authorize(ctx, 'invoices', 'show'), schema: route({ params: idParam, file: [PDF] }) },
    async (request, reply) => {
      const doc = await creditNoteDocument(ctx.db, request.params.id);
      return reply.type(PDF).header('Content-Disposition', `inline; filename="${fileName(doc.detail.number, 'pdf')}"`).send(await doc.pdf());
    },
  );
}
