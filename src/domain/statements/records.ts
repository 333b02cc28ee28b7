import { z } from 'zod';
import { count, day, money, paginated, timestamp } from '../schemas/replies';
import { idNumber, listQuery } from '../schemas/common';

// What the bank statement calls answer and read (server/routes/bankStatements.ts, issue 29).

export const STATEMENT_LINE_STATUSES = ['unmatched', 'matched', 'partial', 'excess'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

/** An open invoice offered for a line left unmatched: same amount as what it owes, or the payer's name like the shop's. */
export const statementSuggestion = z.object({
  invoice_id: count,
  number: z.string(),
  store_id: count,
  store_name: z.string(),
  remaining_eur: money,
  reasons: z.array(z.enum(['amount', 'name'])),
});

export const statementLineRecord = z.object({
  id: count,
  bank_ref: z.string(),
  amount_eur: money,
  currency: z.string(),
  booking_date: day,
  debtor_name: z.string().nullable(),
  debtor_iban: z.string().nullable(),
  /** Written +++123/4567/89012+++; null when the line carries none. */
  structured_ref: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  invoice_id: count.nullable(),
  invoice_number: z.string().nullable(),
  store_id: count.nullable(),
  store_name: z.string().nullable(),
  /** Recorded on the invoice's orders; the rest of a matched line's amount is its excess. */
  recorded_eur: money,
  excess_eur: money,
  /** Who matched it by hand; null when matched on import by its structured communication. */
  matched_by: count.nullable(),
  matched_at: timestamp.nullable(),
  suggestions: z.array(statementSuggestion),
});
export type StatementLineRecord = z.infer<typeof statementLineRecord>;

export const statementSummary = z.object({
  lines: count,
  matched: count,
  partial: count,
  excess: count,
  unmatched: count,
  recorded_eur: money,
});

export const statementHead = z.object({
  id: count,
  format: z.enum(['camt053', 'coda']),
  statement_ref: z.string(),
  account_iban: z.string().nullable(),
  file_name: z.string().nullable(),
  imported_by: count.nullable(),
  imported_by_name: z.string().nullable(),
  created_at: timestamp,
  summary: statementSummary,
});

export const statementRecord = statementHead.extend({ lines: z.array(statementLineRecord) });
export type StatementRecord = z.infer<typeof statementRecord>;

/** POST /bank-statements: the statement (the earlier one when every line was already imported) and what this import did. */
export const statementImport = statementRecord.extend({
  /** Lines already imported (an earlier file, or twice in this one): nothing recorded for them. */
  duplicates: count,
  already_imported: z.boolean(),
});
export type StatementImport = z.infer<typeof statementImport>;

export const statementList = paginated('bank_statements', statementHead);
export const statementListQuery = listQuery(['id', 'created_at'], 'created_at');

export const statementLineParams = z.object({ id: idNumber(), lineId: idNumber() });
export const statementMatchSchema = z.object({ invoice_id: idNumber() });
