import { bakeryDate } from '../../src/domain/dates';
import { idParam } from '../../src/domain/schemas/common';
import {
  closedDaysQuery,
  closedDaysRecord,
  closedDaysSchema,
  generateResult,
  standingExceptionRecord,
  standingExceptionSchema,
  standingGenerateSchema,
  standingMessages as m,
  standingOrderRecord,
  standingOrderSchema,
} from '../../src/domain/standing';
import type { AppContext } from '../context';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { actorOf, authorize } from '../plugins/auth';
import { closedDaysOf, saveClosedDays } from '../services/closedDays';
import { generateStandingOrders } from '../services/standingGenerate';
import { readStandingOrder, saveException, saveStandingOrder } from '../services/standingOrders';

// Issue 30: a shop's standing order and its one-off changes, the generation (the daily job's own call)
// and the bakery's closed days. Access table rows `standing-orders` and `calendar`.

export async function standingRoutes(app: Api, ctx: AppContext) {
  app.get(
    '/stores/:id/standing-orders',
    { preValidation: authorize(ctx, 'standing-orders', 'show'), schema: route({ params: idParam, data: standingOrderRecord }) },
    async (request) => ok(await readStandingOrder(ctx.db, request.params.id, ctx.now())),
  );

  app.put(
    '/stores/:id/standing-orders',
    {
      preValidation: authorize(ctx, 'standing-orders', 'edit'),
      schema: route({ params: idParam, body: standingOrderSchema, data: standingOrderRecord }),
    },
    async (request) => ok(await saveStandingOrder(ctx.db, request.params.id, request.body, actorOf(request), ctx.now()), m.saved),
  );

  app.post(
    '/stores/:id/standing-orders/exceptions',
    {
      preValidation: authorize(ctx, 'standing-orders', 'create'),
      schema: route({ params: idParam, body: standingExceptionSchema, data: standingExceptionRecord, status: 201 }),
    },
    async (request, reply) => {
      const saved = await saveException(ctx.db, request.params.id, request.body, actorOf(request), ctx.now());
      reply.code(201);
      return ok(saved, m.exceptionSaved);
    },
  );

  app.post(
    '/standing-orders/generate',
    { preValidation: authorize(ctx, 'standing-orders', 'generate'), schema: route({ body: standingGenerateSchema, data: generateResult }) },
    async (request) => {
      const now = ctx.now();
      const result = await generateStandingOrders(ctx.db, request.body.date, actorOf(request), { now, today: bakeryDate(now) });
      return ok(result, m.generated);
    },
  );

  app.get(
    '/calendar/closed-days',
    { preValidation: authorize(ctx, 'calendar', 'list'), schema: route({ query: closedDaysQuery, data: closedDaysRecord }) },
    async (request) => ok(await closedDaysOf(ctx.db, request.query.year ?? Number(bakeryDate(ctx.now()).slice(0, 4)))),
  );

  app.put(
    '/calendar/closed-days',
    { preValidation: authorize(ctx, 'calendar', 'edit'), schema: route({ body: closedDaysSchema, data: closedDaysRecord }) },
    async (request) => ok(await saveClosedDays(ctx.db, request.body, actorOf(request)), m.closedDaysSaved),
  );
}
