import { format } from '../../src/domain/messages';
import { statementErrors as m } from '../../src/domain/statements/messages';
import type { ParsedStatement, StatementLine } from '../../src/domain/statements/types';
import { findStructured, validStructuredDigits } from '../../src/domain/statements/reference';
import { StatementRefusal } from './statementsRefusal';

// CODA 2 (Febelfin's coded statement of account): records of 128 characters. 0 header, 1 old balance,
// 2.1/2.2/2.3 a movement (2.1: bank reference, sign, amount with three decimals, dates, communication,
// flag 1 + type 101 or 102 for a structured communication; 2.2: more communication; 2.3: the counterparty's
// account and name), 3.x information, 4 free communication, 8 new balance, 9 trailer (count of records 1
// to 8, debit and credit totals). A file may hold several statements, each from 0 to 9. The trailer's
// totals add up the movements of detail number 0000. A globalised movement (one amount for several
// transfers, e.g. a batch of SEPA credits) may be followed by its detail records (same sequence number,
// detail number above 0000): when those carry their own structured communications, the statement's lines
// are the details, each its own payment matched on its own, and they must add up to the globalised
// amount (else the file is refused); without such details the globalised movement is one line.

const at = (record: string, from: number, to: number) => record.slice(from - 1, to);
const RECORD_TYPES = new Set(['0', '1', '2', '3', '4', '8', '9']);

interface Movement {
  line: StatementLine;
  free: string[];
  /** The movement's sequence number (3-6), shared by a globalised movement and its details. */
  seq: string;
  credit: boolean;
  lineNo: number;
}

/** A movement of detail number 0000 and the detail records that follow it. */
interface Group {
  main: Movement;
  details: Movement[];
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The lines a movement gives: its details when they carry structured communications, else itself. */
function linesOf({ main, details }: Group): StatementLine[] {
  if (!main.credit) return [];
  if (!details.some((detail) => detail.line.structured_ref)) return [main.line];
  const sum = details.reduce((total, detail) => total + (detail.credit ? 1 : -1) * detail.line.amount_cents, 0);
  if (sum !== main.line.amount_cents) {
    throw new StatementRefusal(format(m.codaGlobalisedMismatch, { line: main.lineNo, expected: euros(main.line.amount_cents), found: euros(sum) }));
  }
  return details.filter((detail) => detail.credit).map((detail) => detail.line);
}

function codaDate(value: string, lineNo: number): string {
  const refuse = () => new StatementRefusal(format(m.codaFieldInvalid, { line: lineNo, field: m.fieldDate }));
  if (!/^\d{6}$/.test(value)) throw refuse();
  const [day, month, year] = [value.slice(0, 2), value.slice(2, 4), value.slice(4, 6)];
  const iso = `20${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) throw refuse();
  return iso;
}

/** Fifteen digits with three decimals, in cents (the third decimal is 0 in euro amounts). */
function codaCents(value: string, lineNo: number): number {
  if (!/^\d{15}$/.test(value)) throw new StatementRefusal(format(m.codaFieldInvalid, { line: lineNo, field: m.fieldAmount }));
  return Math.round(Number(value) / 10);
}

/** The account of a record 1: a Belgian or foreign IBAN (structures 2 and 3), or an old Belgian number. */
function accountOf(record: string): { account: string; currency: string } {
  const structure = at(record, 2, 2);
  if (structure === '2' || structure === '3') return { account: at(record, 6, 39).trim(), currency: at(record, 40, 42) };
  if (structure === '0') return { account: at(record, 6, 17).trim(), currency: at(record, 19, 21) };
  return { account: at(record, 6, 39).trim(), currency: at(record, 40, 42) };
}

/** Reads a CODA file; a StatementRefusal (Arabic) says which line is wrong and how. */
export function parseCoda(content: string): ParsedStatement {
  const records = content.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  records.forEach((record, i) => {
    if (record.length !== 128) throw new StatementRefusal(format(m.codaLineLength, { line: i + 1, length: record.length }));
    if (!RECORD_TYPES.has(record[0]!)) throw new StatementRefusal(format(m.codaRecordUnknown, { line: i + 1, type: record[0]! }));
  });
  if (records[0]![0] !== '0') throw new StatementRefusal(m.codaNoHeader);
  if (records.at(-1)![0] !== '9') throw new StatementRefusal(m.codaNoTrailer);

  const lines: StatementLine[] = [];
  const refs: string[] = [];
  let iban: string | null = null;
  let account = { account: '', currency: 'EUR' };
  let counted = 0;
  let credits = 0;
  // The record being read (its 2.2 and 2.3 add to it), and the movement with the details read so far.
  let current: Movement | null = null;
  let group: Group | null = null;
  const finish = (movement: Movement) => {
    if (!movement.line.structured_ref) movement.line.structured_ref = findStructured(movement.free.join(''));
    movement.line.message = movement.free.join('').replace(/\s+/g, ' ').trim() || null;
  };
  const close = () => {
    if (group) {
      for (const movement of [group.main, ...group.details]) finish(movement);
      lines.push(...linesOf(group));
    }
    current = null;
    group = null;
  };

  records.forEach((record, i) => {
    const lineNo = i + 1;
    const type = record[0]!;
    if (type === '0') {
      counted = 0;
      credits = 0;
      return;
    }
    if (type === '9') {
      close();
      const expected = Number(at(record, 17, 22));
      if (!/^\d{6}$/.test(at(record, 17, 22))) throw new StatementRefusal(format(m.codaFieldInvalid, { line: lineNo, field: 'عدد السجلات' }));
      if (expected !== counted) throw new StatementRefusal(format(m.codaCountMismatch, { expected, found: counted }));
      const creditTotal = codaCents(at(record, 38, 52), lineNo);
      if (creditTotal !== credits) {
        throw new StatementRefusal(format(m.codaCreditMismatch, { expected: (creditTotal / 100).toFixed(2), found: (credits / 100).toFixed(2) }));
      }
      return;
    }
    counted += 1;
    if (type === '1') {
      close();
      account = accountOf(record);
      iban ??= account.account || null;
      refs.push(`${account.account}/${at(record, 3, 5)}`);
      return;
    }
    if (type !== '2') {
      if (type === '8') close();
      return;
    }
    const article = at(record, 2, 2);
    if (article === '1') {
      const sign = at(record, 32, 32);
      if (sign !== '0' && sign !== '1') throw new StatementRefusal(format(m.codaFieldInvalid, { line: lineNo, field: m.fieldSign }));
      const amount = codaCents(at(record, 33, 47), lineNo);
      const detail = at(record, 7, 10);
      const seq = at(record, 3, 6);
      const isDetail = detail !== '0000';
      // A detail belongs to the movement of its sequence number just before it; a stray one is no payment.
      if (!isDetail || group?.main.seq !== seq) close();
      if (!isDetail && sign === '0') credits += amount;
      const bankRef = at(record, 11, 31).trim() || `${refs.at(-1) ?? 'coda'}/${seq}`;
      const structuredFlag = at(record, 62, 62) === '1' && ['101', '102'].includes(at(record, 63, 65));
      const digits = at(record, 66, 77);
      current = {
        seq,
        credit: sign === '0',
        lineNo,
        free: structuredFlag ? [] : [at(record, 63, 115)],
        line: {
          // A detail often repeats its movement's bank reference: its detail number keeps each line's own.
          bank_ref: isDetail ? `${group?.main.line.bank_ref ?? bankRef}/${detail}` : bankRef,
          amount_cents: amount,
          currency: account.currency || 'EUR',
          booking_date: codaDate(at(record, 116, 121), lineNo),
          debtor_name: null,
          debtor_iban: null,
          structured_ref: structuredFlag && validStructuredDigits(digits) ? digits : null,
          message: null,
        },
      };
      if (!isDetail) group = { main: current, details: [] };
      else if (group) group.details.push(current);
      else current = null;
    } else if (article === '2') {
      current?.free.push(at(record, 11, 63));
    } else if (article === '3') {
      if (!current) return;
      // An IBAN in 11-44 and its currency in 45-47 (an old Belgian number is 12 digits in the same place).
      current.line.debtor_iban = at(record, 11, 44).trim() || null;
      current.line.debtor_name = at(record, 48, 82).trim() || null;
      current.free.push(at(record, 83, 125));
    } else {
      throw new StatementRefusal(format(m.codaRecordUnknown, { line: lineNo, type: `2.${article}` }));
    }
  });
  return { format: 'coda', statement_ref: refs.join(',') || 'coda', account_iban: iban, lines };
}
