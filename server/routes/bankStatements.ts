import type { FastifyRequest } from 'fastify';
import { idParam } from '../../src/domain/schemas/common';
import { format } from '../../src/domain/messages';
import { statementErrors as m } from '../../src/domain/statements/messages';
import {
  statementImport,
  statementLineParams,
  statementList,
  statementListQuery,
  statementMatchSchema,
  statementRecord,
} from '../../src/domain/statements/records';
import type { AppContext } from '../context';
import { ApiError, badRequest } from '../lib/errors';
import { list, ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { actorOf, authorize } from '../plugins/auth';
import { importStatement, listStatements, matchLine, readStatement } from '../services/bankStatements';
import { parseStatement, STATEMENT_MAX_BYTES } from '../services/statementsParse';
import { StatementRefusal } from '../services/statementsRefusal';

// Bank statements (issue 29): the admin or the accountant uploads a CAMT.053 or CODA file (multipart,
// field `file`); its credit lines are matched to invoices by their structured communication and recorded
// as payments. POST /bank-statements/{id}/lines/{lineId}/match records a line left over on the invoice the
// user chooses (body { invoice_id }). Access table row `bank-statements`.

const refuse = (message: string) => badRequest(message, [{ field: 'file', message }]);

/** The uploaded file's bytes and name; 400 without one, 413 above the limit (the stream stops there). */
async function uploadedStatement(request: FastifyRequest): Promise<{ bytes: Buffer; name: string | null }> {
  if (!request.isMultipart()) throw refuse(m.fileMissing);
  const part = await request.file({ limits: { fileSize: STATEMENT_MAX_BYTES, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw refuse(m.fileMissing);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw refuse(m.fileMissing);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  if (part.file.truncated) throw new ApiError(413, format(m.fileTooLarge, { max: STATEMENT_MAX_BYTES / 1024 / 1024 }));
  return { bytes: Buffer.concat(chunks), name: part.filename ? part.filename.slice(0, 200) : null };
}

export async function bankStatementRoutes(app: Api, ctx: AppContext) {
  app.post(
    '/bank-statements',
    {
      preValidation: authorize(ctx, 'bank-statements', 'create'),
      config: { upload: true },
      schema: route({ upload: 'file', data: statementImport, status: 201 }),
    },
    async (request, reply) => {
      const file = await uploadedStatement(request);
      let parsed;
      try {
        parsed = parseStatement(file.bytes);
      } catch (error) {
        if (error instanceof StatementRefusal) throw refuse(error.message);
        throw error;
      }
      const result = await importStatement(ctx.db, parsed, file.name, actorOf(request), ctx.now());
      reply.code(result.already_imported ? 200 : 201);
      return ok(result, result.already_imported ? m.statementAlreadyImported : m.statementImported);
    },
  );

  app.get(
    '/bank-statements',
    { preValidation: authorize(ctx, 'bank-statements', 'list'), schema: route({ query: statementListQuery, data: statementList }) },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listStatements(ctx.db, query);
      return list('bank_statements', rows, query, total);
    },
  );

  app.get(
    '/bank-statements/:id',
    { preValidation: authorize(ctx, 'bank-statements', 'show'), schema: route({ params: idParam, data: statementRecord }) },
    async (request) => ok(await readStatement(ctx.db, request.params.id)),
  );

  app.post(
    '/bank-statements/:id/lines/:lineId/match',
    { preValidation: authorize(ctx, 'bank-statements', 'edit'), schema: route({ params: statementLineParams, body: statementMatchSchema, data: statementRecord }) },
    async (request) => {
      const { id, lineId } = request.params;
      return ok(await matchLine(ctx.db, id, lineId, request.body.invoice_id, actorOf(request), ctx.now()), m.lineMatched);
    },
  );
}
