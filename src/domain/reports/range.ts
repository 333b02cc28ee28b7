import { z } from 'zod';
import { format } from '../messages';
import { isoDate } from '../schemas/common';
import { reportErrors as e } from './messages';

// The date range every report, analytics and dashboard figure call reads: both ends included, in the
// bakery's days (Europe/Brussels). Without dates the server reads the last 30 days up to today (spec 000
// section 9's default range) and says which in the reply.

/** The longest range a call reads: three years, enough for a year against the one before. */
export const MAX_RANGE_DAYS = 1096;
export const DEFAULT_RANGE_DAYS = 30;

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Both ends in order and at most MAX_RANGE_DAYS apart; either end may be left out. */
export function checkRange(value: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx) {
  const { date_from: from, date_to: to } = value;
  if (from && to && from > to) ctx.addIssue({ code: 'custom', path: ['date_to'], message: e.rangeInvalid });
  else if (from && to && daysBetween(from, to) > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['date_from'], message: format(e.rangeTooLong, { max: MAX_RANGE_DAYS }) });
}

export const rangeFields = { date_from: isoDate.optional(), date_to: isoDate.optional() };
