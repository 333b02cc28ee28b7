import { z } from 'zod';
import { enumListFilter, idFilter, idNumber, integerInRange, isoDate, listQuery, optionalText } from '../schemas/common';
import { returnErrors as m } from './messages';

// What POST /returns and GET /returns read (issue 29).

export const RETURN_REASONS = ['unsold', 'damaged', 'wrong_item'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_STATUSES = ['pending', 'approved'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const returnLineInput = z.object({
  product_id: idNumber(),
  quantity: integerInRange(m.quantityInvalid, 1, 100_000),
  reason: z.enum(RETURN_REASONS, { error: m.reasonInvalid }),
});

export const returnCreateSchema = z.object({
  order_id: idNumber(),
  note: optionalText(500),
  lines: z
    .array(returnLineInput, { error: m.linesRequired })
    .min(1, m.linesRequired)
    .max(200, m.linesRequired)
    .refine((lines) => new Set(lines.map((line) => line.product_id)).size === lines.length, m.duplicateProduct),
});
export type ReturnCreateInput = z.output<typeof returnCreateSchema>;

export const returnListQuery = listQuery(['id', 'created_at', 'total_eur', 'status'], 'created_at').extend({
  status: enumListFilter(RETURN_STATUSES),
  store_id: idFilter,
  order_id: idFilter,
  distributor_id: idFilter,
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});
export type ReturnListQuery = z.output<typeof returnListQuery>;
