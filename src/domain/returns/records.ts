import { z } from 'zod';
import { count, day, money, paginated, timestamp } from '../schemas/replies';
import { RETURN_REASONS, RETURN_STATUSES } from './schemas';

// What the returns calls answer (server/routes/returns.ts): the reply serialiser sends these keys only.

export const returnLineRecord = z.object({
  product_id: count,
  product_name: z.string(),
  quantity: count,
  reason: z.enum(RETURN_REASONS),
  unit_price_eur: money,
});

export const returnRecord = z.object({
  id: count,
  order_id: count,
  order_number: z.string(),
  delivery_date: day.nullable(),
  store_id: count,
  store_name: z.string(),
  distributor_id: count.nullable(),
  distributor_name: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  note: z.string().nullable(),
  /** The goods' value at the order's prices (VAT as the order has it). */
  total_eur: money,
  approved_by: count.nullable(),
  approved_by_name: z.string().nullable(),
  approved_at: timestamp.nullable(),
  /** The credit note it became; null while pending, or approved and waiting for its order's invoice. */
  credit_note_id: count.nullable(),
  lines: z.array(returnLineRecord),
  created_at: timestamp,
});
export type ReturnRecord = z.infer<typeof returnRecord>;

export const returnList = paginated('returns', returnRecord);
