import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ownsRow } from '../../src/domain/access';
import { bakeryDate } from '../../src/domain/dates';
import {
  deliveryProofFields,
  distributorPositions,
  ownScheduleQuery,
  positionRecord,
  positionSchema,
  scheduleGenerateSchema,
  scheduleItem,
  scheduleMessages as m,
  scheduleQuery,
  scheduleReply,
  stoppedSharing,
  visitMoveSchema,
  visitStatusSchema,
  type DeliveryProofFields,
} from '../../src/domain/schedule';
import { idParam } from '../../src/domain/schemas/common';
import { errors as messages } from '../../src/domain/messages';
import type { AppContext } from '../context';
import { hasBadText } from '../lib/inputCheck';
import { ApiError, badRequest, forbidden } from '../lib/errors';
import { ok } from '../lib/reply';
import { route, type Api } from '../lib/route';
import { formFields } from '../lib/validation';
import { sendImage } from '../lib/sendImage';
import { actorOf, authorize, currentAuth } from '../plugins/auth';
import { discardStoredImage, openStoredImage, storeImage } from '../services/productsImages';
import { readSchedule } from '../services/schedule';
import { checkScheduleDate, generateSchedule } from '../services/scheduleGenerate';
import { listPositions, sharePosition, stopSharing } from '../services/schedulePositions';
import { checkCashRight, checkSignatureReader, deliverVisit, moveVisit, setVisitStatus, SIGNATURE_MAX_BYTES, signaturesDir } from '../services/scheduleVisits';
import { readSettings } from '../services/settings';

// Spec 001 section 7 "Schedule" with the calls issue 16 adds: the stored day's schedule for the office
// (admin, manager), a distributor's own route, visits worked through on the road, visits rearranged
// from the office, proof of delivery and the live positions. Contract: ../shared/spec/001_a1667d83cbcf5984.txt,
// section 7 "Schedule".

const fileParam = z.object({ file: z.string().max(100) });

/** The proof's multipart form: the signature image is kept as it streams, the text fields are collected. */
async function readProof(request: FastifyRequest, dir: string): Promise<{ fields: Record<string, string>; name: string | null }> {
  const missing = () => badRequest(m.signatureRequired, [{ field: 'signature', message: m.signatureRequired }]);
  if (!request.isMultipart()) throw missing();
  const fields: Record<string, string> = {};
  let name: string | null = null;
  let failure: unknown = null;
  for await (const part of request.parts({ limits: { fileSize: SIGNATURE_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'signature' || name || failure) {
        part.file.resume();
        continue;
      }
      try {
        name = await storeImage(dir, part.file, SIGNATURE_MAX_BYTES);
      } catch (error) {
        failure = error;
      }
    } else if (typeof part.value === 'string') {
      // The input guard never sees a form's fields: a NUL here would reach PostgreSQL and answer 500.
      if (hasBadText(part.value) || hasBadText(part.fieldname)) {
        const field = hasBadText(part.fieldname) ? '_' : part.fieldname;
        failure ??= badRequest(messages.textHasControlChars, [{ field, message: messages.textHasControlChars }]);
      }
      else fields[part.fieldname] = part.value;
    }
  }
  if (failure && name) await discardStoredImage(dir, name);
  if (failure instanceof ApiError && failure.statusCode === 413) {
    throw new ApiError(400, m.signatureTooLarge, [{ field: 'signature', message: m.signatureTooLarge }]);
  }
  if (failure instanceof ApiError && failure.statusCode === 415) {
    throw new ApiError(400, m.signatureInvalid, [{ field: 'signature', message: m.signatureInvalid }]);
  }
  if (failure) throw failure;
  return { fields, name };
}

export async function scheduleRoutes(app: Api, ctx: AppContext) {
  const today = () => bakeryDate(ctx.now());
  const signatures = signaturesDir(ctx.config);

  app.get(
    '/distribution/schedules/auto',
    { preValidation: authorize(ctx, 'schedule', 'list'), schema: route({ query: scheduleQuery, data: scheduleReply }) },
    async (request) => {
      const { schedule_date: date } = request.query;
      await checkScheduleDate(ctx.db, date, today());
      return ok(await readSchedule(ctx.db, ctx.outbound, await readSettings(ctx.db), date));
    },
  );

  app.post(
    '/distribution/system/trigger-schedule-generation',
    { preValidation: authorize(ctx, 'schedule', 'generate'), schema: route({ body: scheduleGenerateSchema, data: scheduleReply }) },
    async (request) => {
      const { schedule_date: date } = request.body;
      return ok(await generateSchedule(ctx, date, actorOf(request)), m.generated);
    },
  );

  // Another distributor's route is refused before the query is validated, as an access check is: a bad
  // date does not tell a distributor more about someone else's route than a 403 does.
  const ownScheduleOnly = async (request: FastifyRequest) => {
    const params = idParam.safeParse(request.params);
    if (params.success && !ownsRow(currentAuth(request).user, 'schedule', params.data.id)) throw forbidden();
  };

  app.get(
    '/distribution/schedules/mine',
    { preValidation: authorize(ctx, 'schedule', 'show'), schema: route({ query: ownScheduleQuery, data: scheduleReply }) },
    async (request) => {
      const date = request.query.schedule_date ?? today();
      await checkScheduleDate(ctx.db, date, today());
      return ok(await readSchedule(ctx.db, ctx.outbound, await readSettings(ctx.db), date, currentAuth(request).user.id));
    },
  );

  app.get(
    '/distribution/schedules/distributor/:id',
    {
      preValidation: [authorize(ctx, 'schedule', 'show'), ownScheduleOnly],
      schema: route({ params: idParam, query: ownScheduleQuery, data: scheduleReply }),
    },
    async (request) => {
      const { id } = request.params;
      const date = request.query.schedule_date ?? today();
      await checkScheduleDate(ctx.db, date, today());
      return ok(await readSchedule(ctx.db, ctx.outbound, await readSettings(ctx.db), date, id));
    },
  );

  app.patch(
    '/distribution/visits/:id/status',
    { preValidation: authorize(ctx, 'schedule', 'status'), schema: route({ params: idParam, body: visitStatusSchema, data: scheduleItem }) },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      return ok(await setVisitStatus(ctx, id, body, actorOf(request)), m.visitStatusUpdated);
    },
  );

  app.post(
    '/distribution/visits/:id/move',
    { preValidation: authorize(ctx, 'schedule', 'edit'), schema: route({ params: idParam, body: visitMoveSchema, data: scheduleReply }) },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      return ok(await moveVisit(ctx, id, body, actorOf(request)), m.visitMoved);
    },
  );

  app.post(
    '/distribution/visits/:id/proof',
    {
      preValidation: authorize(ctx, 'schedule', 'status'),
      config: { upload: true },
      schema: route({ params: idParam, upload: 'signature', data: scheduleItem }),
    },
    async (request) => {
      const { id } = request.params;
      const { fields, name } = await readProof(request, signatures);
      let body: DeliveryProofFields;
      try {
        body = formFields(deliveryProofFields, fields);
        checkCashRight(currentAuth(request), body);
        if (!name) throw badRequest(m.signatureRequired, [{ field: 'signature', message: m.signatureRequired }]);
      } catch (error) {
        if (name) await discardStoredImage(signatures, name);
        throw error;
      }
      try {
        return ok(await deliverVisit(ctx, id, body, name, actorOf(request)), m.delivered);
      } catch (error) {
        await discardStoredImage(signatures, name);
        throw error;
      }
    },
  );

  app.get(
    '/uploads/signatures/:file',
    {
      // The proof belongs to its orders: their readers see it (checkSignatureReader).
      preValidation: authorize(ctx, 'orders', 'show'),
      schema: route({ params: fileParam, file: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] }),
    },
    async (request, reply) => {
      const { file } = request.params;
      await checkSignatureReader(ctx.db, currentAuth(request), file);
      return sendImage(reply, await openStoredImage(signatures, file));
    },
  );

  app.post(
    '/distribution/positions',
    { preValidation: authorize(ctx, 'distributor-area', 'edit'), schema: route({ body: positionSchema, data: positionRecord }) },
    async (request) => ok(await sharePosition(ctx, currentAuth(request), request.body), m.positionSaved),
  );

  app.delete(
    '/distribution/positions/mine',
    { preValidation: authorize(ctx, 'distributor-area', 'edit'), schema: route({ data: stoppedSharing }) },
    async (request) => ok(await stopSharing(ctx, currentAuth(request)), m.sharingStopped),
  );

  app.get(
    '/distribution/positions',
    { preValidation: authorize(ctx, 'schedule', 'list'), schema: route({ data: distributorPositions }) },
    async () => ok(await listPositions(ctx)),
  );
}
