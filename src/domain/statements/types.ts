// What a bank statement says once read, whatever its format: the credit lines the bakery received.

export type StatementFormat = 'camt053' | 'coda';

export interface StatementLine {
  /** The bank's own reference of the movement: the key that makes a second import record nothing. */
  bank_ref: string;
  /** Received, in cents (a credit line is always positive). */
  amount_cents: number;
  currency: string;
  /** The booking date, YYYY-MM-DD. */
  booking_date: string;
  debtor_name: string | null;
  debtor_iban: string | null;
  /** The structured communication's twelve digits, when the line carries one with right check digits. */
  structured_ref: string | null;
  /** The free communication, as the bank gave it. */
  message: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The statement's own id (CAMT Stmt/Id, CODA account and sequence). */
  statement_ref: string;
  account_iban: string | null;
  lines: StatementLine[];
}
