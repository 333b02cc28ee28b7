import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { format } from '../../src/domain/messages';
import { findStructured } from '../../src/domain/statements/reference';
import { statementErrors as m } from '../../src/domain/statements/messages';
import type { ParsedStatement, StatementLine } from '../../src/domain/statements/types';
import { StatementRefusal } from './statementsRefusal';

// CAMT.053 (ISO 20022 BankToCustomerStatement, versions .001.02 to .001.13): the credit entries (CdtDbtInd
// CRDT) that are booked. An entry of several transactions (a batch) gives one line per transaction. The
// file is untrusted: the caller has refused any DOCTYPE already, and the parser is told to expand no entity
// at all, so nothing outside the file and no entity bomb is ever read.

type Node = Record<string, unknown>;

// Elements that may repeat, always read as arrays so one and many look the same.
const REPEATING = new Set(['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'Strd', 'NtryDtls']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Every value stays text: an IBAN or a reference of digits must not become a number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATING.has(name),
});

const node = (value: unknown): Node | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node).filter((n): n is Node => !!n) : node(value) ? [node(value)!] : []);
const path = (from: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((at, key) => node(at)?.[key], from);

// XML's five predefined entities and character references, written out by hand: the parser expands none
// (no DTD, no entity), yet a shop called "Dupont & Fils" is written "Dupont &amp; Fils" in the file.
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (raw: string) =>
  raw.replace(/&(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return PREDEFINED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
const text = (value: unknown): string | null => {
  const raw = typeof value === 'string' ? value : node(value)?.['#text'];
  return typeof raw === 'string' ? unescape(raw).trim() || null : null;
};

/** An ISO 20022 amount ("123.45") in cents; null when it is not a plain decimal. */
function cents(value: string | null): number | null {
  if (!value || !/^\d{1,15}(\.\d{1,5})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Math.round(Number(`0.${fraction || '0'}`) * 100);
}

/** A booking date from Dt or DtTm, as YYYY-MM-DD. */
function dateOf(value: unknown): string | null {
  const raw = text(path(value, 'Dt')) ?? text(path(value, 'DtTm'));
  return raw && /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : null;
}

/** The debtor's name: Dbtr/Nm (.001.02) or Dbtr/Pty/Nm (.001.08 and later). */
const debtorName = (tx: Node | undefined) => text(path(tx, 'RltdPties', 'Dbtr', 'Nm')) ?? text(path(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm'));

function remittance(tx: Node | undefined): { structured: string | null; message: string | null } {
  const info = path(tx, 'RmtInf');
  const ustrd = path(info, 'Ustrd');
  const free = (Array.isArray(ustrd) ? ustrd : []).map(text).filter((t): t is string => !!t);
  const refs = list(path(info, 'Strd')).map((strd) => text(path(strd, 'CdtrRefInf', 'Ref')));
  const structured = refs.map(findStructured).find(Boolean) ?? findStructured(free.join(' '));
  return { structured: structured ?? null, message: free.join(' ') || null };
}

function entryLines(entry: Node, index: number, statementRef: string): StatementLine[] {
  const where = (field: string) => new StatementRefusal(format(m.camtEntryInvalid, { entry: index + 1, field }));
  const amount = cents(text(entry['Amt']));
  const currency = text(path(entry, 'Amt', '@Ccy'));
  if (amount === null) throw where(m.fieldAmount);
  if (!currency || !/^[A-Z]{3}$/.test(currency)) throw where(m.fieldCurrency);
  const date = dateOf(entry['BookgDt']) ?? dateOf(entry['ValDt']);
  if (!date) throw where(m.fieldDate);
  const entryRef = text(entry['AcctSvcrRef']) ?? text(entry['NtryRef']) ?? `${statementRef}#${index + 1}`;
  const txs = list(entry['NtryDtls']).flatMap((details) => list(details['TxDtls']));
  const lineOf = (tx: Node | undefined, ref: string, lineCents: number): StatementLine => {
    const { structured, message } = remittance(tx);
    return {
      bank_ref: ref,
      amount_cents: lineCents,
      currency,
      booking_date: date,
      debtor_name: debtorName(tx),
      debtor_iban: text(path(tx, 'RltdPties', 'DbtrAcct', 'Id', 'IBAN')),
      structured_ref: structured,
      message,
    };
  };
  if (txs.length <= 1) return [lineOf(txs[0], entryRef, amount)];
  // A batch: each transaction its own line, with its own amount and reference.
  return txs.map((tx, i) => {
    const own = cents(text(path(tx, 'Amt'))) ?? cents(text(path(tx, 'AmtDtls', 'TxAmt', 'Amt')));
    if (own === null) throw where(m.fieldAmount);
    return lineOf(tx, text(path(tx, 'Refs', 'AcctSvcrRef')) ?? `${entryRef}/${i + 1}`, own);
  });
}

/** Status BOOK, written as <Sts>BOOK</Sts> (.001.02) or <Sts><Cd>BOOK</Cd></Sts> (.001.08 and later). */
const booked = (entry: Node) => (text(entry['Sts']) ?? text(path(entry, 'Sts', 'Cd'))) === 'BOOK';

/** Reads a CAMT.053 document; a StatementRefusal (Arabic) says what is wrong with it. */
export function parseCamt053(xml: string): ParsedStatement {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    // The validator's own words are English: its kind of fault is said in Arabic, with the line.
    const detail = { InvalidTag: m.xmlTag, InvalidAttr: m.xmlAttribute, InvalidChar: m.xmlCharacter }[valid.err.code] ?? m.xmlStructure;
    throw new StatementRefusal(format(m.xmlMalformed, { line: String(valid.err.line), detail }));
  }
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    // A fault the validator let through (a processing instruction left open): refused all the same.
    throw new StatementRefusal(m.xmlUnreadable);
  }
  const document = node(path(doc, 'Document'));
  if (!document || !('BkToCstmrStmt' in document)) throw new StatementRefusal(m.notCamt053);
  const root = document['BkToCstmrStmt'];
  const statements = list(path(root, 'Stmt'));
  if (!statements.length) throw new StatementRefusal(m.noStatement);
  const refs: string[] = [];
  const lines: StatementLine[] = [];
  let iban: string | null = null;
  let index = 0;
  for (const stmt of statements) {
    const ref = text(stmt['Id']) ?? text(path(root, 'GrpHdr', 'MsgId')) ?? 'camt053';
    refs.push(ref);
    iban ??= text(path(stmt, 'Acct', 'Id', 'IBAN'));
    for (const entry of list(stmt['Ntry'])) {
      if (text(entry['CdtDbtInd']) === 'CRDT' && booked(entry)) lines.push(...entryLines(entry, index, ref));
      index += 1;
    }
  }
  return { format: 'camt053', statement_ref: refs.join(','), account_iban: iban, lines };
}
