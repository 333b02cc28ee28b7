import { idParam } from '../../src/domain/schemas/common';
import { returnCreateSchema, returnErrors as m, returnList, returnListQuery, returnRecord } from '../../src/domain/returns';
import type { AppContext } from '../context';
import { list, ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { actorOf, authorize, currentAuth } from '../plugins/auth';
import { approveReturn } from '../services/returnsApprove';
import { createReturn, listReturns } from '../services/returns';

// Returns taken back at a delivery (issue 29): recorded by the distributor on their own delivery, listed,
// approved by a manager or an admin. Who may do what: access table `returns`, and services/returns.ts.

export async function returnRoutes(app: Api, ctx: AppContext) {
  app.post(
    '/returns',
    { preValidation: authorize(ctx, 'returns', 'create'), schema: route({ body: returnCreateSchema, data: returnRecord, status: 201 }) },
    async (request, reply) => {
      const created = await createReturn(ctx.db, request.body, actorOf(request), ctx.now());
      reply.code(201);
      return ok(created, m.returnRecorded);
    },
  );

  app.get('/returns', { preValidation: authorize(ctx, 'returns', 'list'), schema: route({ query: returnListQuery, data: returnList }) }, async (request) => {
    const query = request.query;
    const { rows, total } = await listReturns(ctx.db, query, currentAuth(request));
    return list('returns', rows, query, total);
  });

  app.post(
    '/returns/:id/approve',
    { preValidation: authorize(ctx, 'returns', 'status'), schema: route({ params: idParam, data: returnRecord }) },
    async (request) => {
      const approved = await approveReturn(ctx, request.params.id, actorOf(request));
      return ok(approved, approved.credit_note_id ? m.returnApprovedCredited : m.returnApprovedWaiting);
    },
  );
}
