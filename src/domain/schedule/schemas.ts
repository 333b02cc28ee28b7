import { z } from 'zod';
import { validation } from '../messages';
import { decimalNumber, idNumber, isoDate, moneyAmount } from '../schemas/common';
import { scheduleMessages as m } from './messages';

// The bodies and queries of the schedule calls (issue 16), shared by the server and the screens.

const scheduleDate = z.string({ error: m.scheduleDateRequired }).min(1, m.scheduleDateRequired).pipe(isoDate);

/** POST /distribution/system/trigger-schedule-generation. */
export const scheduleGenerateSchema = z.object({ schedule_date: scheduleDate });

/** GET /distribution/schedules/auto: the day is required. */
export const scheduleQuery = z.object({ schedule_date: scheduleDate });

/** GET /distribution/schedules/mine and /distributor/:id: today when no day is named. */
export const ownScheduleQuery = z.object({ schedule_date: scheduleDate.optional() });

/** PATCH /distribution/visits/:id/status: arriving, or delaying with a reason. */
export const visitStatusSchema = z
  .object({
    status: z.enum(['in_progress', 'delayed'], { error: m.visitStatusInvalid }),
    delay_reason: z.string({ error: m.delayReasonRequired }).trim().max(500, validation.tooLong).nullish(),
  })
  .superRefine((body, context) => {
    if (body.status === 'delayed' && !body.delay_reason) {
      context.addIssue({ code: 'custom', path: ['delay_reason'], message: m.delayReasonRequired });
    }
  });

/** POST /distribution/visits/:id/move: to another distributor and/or another place in the route (1-based). */
export const visitMoveSchema = z.object({
  distributor_id: idNumber(m.distributorInvalid).optional(),
  position: idNumber(m.visitPositionInvalid),
});

const latitude = decimalNumber(validation.coordinatesInvalid).refine((value) => value >= -90 && value <= 90, validation.coordinatesInvalid);
const longitude = decimalNumber(validation.coordinatesInvalid).refine((value) => value >= -180 && value <= 180, validation.coordinatesInvalid);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The text fields of POST /distribution/visits/:id/proof (multipart; the signature is the file). */
export const deliveryProofFields = z.object({
  receiver_name: z.string({ error: m.receiverRequired }).trim().min(1, m.receiverRequired).max(120, validation.tooLong),
  latitude: z.preprocess(blankToUndefined, latitude.optional()),
  longitude: z.preprocess(blankToUndefined, longitude.optional()),
  cash_amount: z.preprocess(blankToUndefined, moneyAmount(m.cashInvalid, { exclusiveMin: true, comma: true }).optional()),
});

/** POST /distribution/positions. */
export const positionSchema = z.object({
  latitude,
  longitude,
  accuracy_m: z.preprocess(blankToUndefined, decimalNumber(validation.valueNotAllowed).refine((value) => value >= 0, validation.valueNotAllowed).optional()),
});
