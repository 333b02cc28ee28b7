import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatementRefusal } from '../../server/services/statementsRefusal';
import { findStructured, validStructuredDigits, writeStructured } from '../../src/domain/statements/reference';
import { statementErrors as m } from '../../src/domain/statements/messages';
import { parseStatement, STATEMENT_MAX_BYTES } from '../../server/services/statementsParse';
import { codaFile, record } from './statements/coda';

// The statement readers (issue 29): CAMT.053 and CODA files as banks send them, and the ways a file is
// refused (what is wrong, in Arabic) before anything is written.

const camt = readFileSync(new URL('./statements/camt053.xml', import.meta.url), 'utf8');
const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (text: string | Uint8Array) => {
  try {
    parseStatement(typeof text === 'string' ? bytes(text) : text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the file was read');
};

describe('the structured communication', () => {
  it('checks the digits by mod 97, 97 for a remainder of 0', () => {
    expect(validStructuredDigits('010000012310')).toBe(true);
    expect(validStructuredDigits('000000009797')).toBe(true);
    expect(validStructuredDigits('123456789002')).toBe(true);
    expect(validStructuredDigits('123456789099')).toBe(false);
    expect(writeStructured('010000045652')).toBe('+++010/0000/45652+++');
  });

  it('is found written, with stars, or bare inside free text, never with wrong check digits', () => {
    expect(findStructured('Facture +++010/0000/45652+++ merci')).toBe('010000045652');
    expect(findStructured('*** 010 / 0000 / 12310 ***')).toBe('010000012310');
    expect(findStructured('ref 010000012310')).toBe('010000012310');
    expect(findStructured('123456789099')).toBeNull();
    expect(findStructured('+++123/4567/89099+++')).toBeNull();
    expect(findStructured(null)).toBeNull();
  });
});

describe('CAMT.053', () => {
  it('reads the booked credit entries, one line per transaction of a batch', () => {
    const parsed = parseStatement(bytes(camt));
    expect(parsed).toMatchObject({ format: 'camt053', statement_ref: '2026-11-27-BE71096123456769-226', account_iban: 'BE71096123456769' });
    expect(parsed.lines).toEqual([
      {
        bank_ref: 'GKCC261126A0000001',
        amount_cents: 24560,
        currency: 'EUR',
        booking_date: '2026-11-26',
        debtor_name: 'Épicerie Sainte-Catherine SPRL',
        debtor_iban: 'BE68539007547034',
        structured_ref: '010000012310',
        message: null,
      },
      expect.objectContaining({ bank_ref: 'GKCC261126A0000002', amount_cents: 10000, structured_ref: '010000045652', debtor_name: 'Carrefour Express Ixelles' }),
      expect.objectContaining({ bank_ref: 'GKCC261126A0000004', amount_cents: 6750, structured_ref: null, message: 'pain semaine 47' }),
      expect.objectContaining({ bank_ref: 'GKCC261126B0000005-1', amount_cents: 15000, structured_ref: '123456789002', booking_date: '2026-11-26' }),
      expect.objectContaining({ bank_ref: 'GKCC261126B0000005-2', amount_cents: 25000, structured_ref: null }),
    ]);
  });

  it('reads the older .001.02 layout (Dbtr/Nm, Sts as text) and gives an entry without a bank reference a stable one', () => {
    const old = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
      <GrpHdr><MsgId>M1</MsgId></GrpHdr><Stmt><Id>S-9</Id><Acct><Id><IBAN>BE71096123456769</IBAN></Id></Acct>
      <Ntry><Amt Ccy="EUR">12.3</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-11-20</Dt></BookgDt>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Dupont &amp; Fils &#233;</Nm></Dbtr></RltdPties></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`;
    const [line] = parseStatement(bytes(old)).lines;
    expect(line).toMatchObject({ bank_ref: 'S-9#1', amount_cents: 1230, debtor_name: 'Dupont & Fils é', booking_date: '2026-11-20' });
    expect(parseStatement(bytes(old)).lines[0]!.bank_ref).toBe(line!.bank_ref);
  });

  it('refuses a DOCTYPE or ENTITY before parsing: no entity is ever expanded', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document><BkToCstmrStmt/></Document>`;
    expect(refusal(xxe)).toBe(m.doctypeRefused);
    expect(refusal(`<?xml version="1.0"?>\n<!doctype html><Document/>`)).toBe(m.doctypeRefused);
    expect(refusal(camt.replace('<Document', '<!ENTITY a "b"><Document'))).toBe(m.doctypeRefused);
  });

  it('says what is wrong with a malformed or foreign file', () => {
    expect(refusal(camt.replace('</Stmt>', ''))).toMatch(/^ملف XML غير سليم في السطر \d+: /);
    expect(refusal('<Document><BkToCstmrStmt></BkToCstmrStmt></Document>')).toBe(m.noStatement);
    expect(refusal('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>')).toBe(m.notCamt053);
    expect(refusal(camt.replace('<Amt Ccy="EUR">245.60</Amt>', '<Amt Ccy="EUR">2,45</Amt>'))).toBe('القيد رقم 1 في الكشف غير صالح: المبلغ');
    expect(refusal(camt.replace('<BookgDt><Dt>2026-11-26</Dt></BookgDt>\n        <ValDt><Dt>2026-11-26</Dt></ValDt>\n        <AcctSvcrRef>GKCC261126A0000002', '<AcctSvcrRef>GKCC261126A0000002'))).toBe(
      'القيد رقم 2 في الكشف غير صالح: التاريخ',
    );
  });

  it('refuses an empty, oversized or unknown file', () => {
    expect(refusal('  \n')).toBe(m.fileEmpty);
    expect(refusal(new Uint8Array(STATEMENT_MAX_BYTES + 1).fill(32))).toBe('ملف كشف الحساب أكبر من الحد المسموح (5 ميغابايت)');
    expect(refusal('date,amount\n2026-11-26,12.00\n')).toBe(m.unknownFormat);
  });
});

describe('CODA', () => {
  const file = codaFile('261126', [
    { ref: 'GKCC0A1B2C3D4E5F6G7H8', cents: 24560, structured: '010000012310', name: 'EPICERIE STE-CATHERINE', iban: 'BE68539007547034' },
    { ref: 'GKCC0A1B2C3D4E5F6G7H9', cents: 10000, free: 'FACTURE +++010/0000/45652+++', name: 'CARREFOUR EXPRESS' },
    { ref: 'GKCC0A1B2C3D4E5F6G7I0', cents: 12500, debit: true, free: 'LOYER' },
    { ref: 'GKCC0A1B2C3D4E5F6G7I1', cents: 6750, free: 'PAIN SEMAINE 47', name: 'ALIMENTATION AL AMAL' },
  ]);

  it('reads the credit movements with their structured communication, counterparty and date', () => {
    const parsed = parseStatement(bytes(file));
    expect(parsed).toMatchObject({ format: 'coda', statement_ref: 'BE71096123456769/226', account_iban: 'BE71096123456769' });
    expect(parsed.lines).toEqual([
      {
        bank_ref: 'GKCC0A1B2C3D4E5F6G7H8',
        amount_cents: 24560,
        currency: 'EUR',
        booking_date: '2026-11-26',
        debtor_name: 'EPICERIE STE-CATHERINE',
        debtor_iban: 'BE68539007547034',
        structured_ref: '010000012310',
        message: null,
      },
      expect.objectContaining({ bank_ref: 'GKCC0A1B2C3D4E5F6G7H9', amount_cents: 10000, structured_ref: '010000045652', message: 'FACTURE +++010/0000/45652+++' }),
      expect.objectContaining({ bank_ref: 'GKCC0A1B2C3D4E5F6G7I1', amount_cents: 6750, structured_ref: null, message: 'PAIN SEMAINE 47' }),
    ]);
  });

  it('names the line that is wrong', () => {
    const lines = file.split('\r\n');
    expect(refusal(lines.map((l, i) => (i === 3 ? l.slice(0, 120) : l)).join('\r\n'))).toBe('السطر 4 من ملف CODA طوله 120 حرفاً، والمطلوب 128 حرفاً');
    expect(refusal(lines.map((l, i) => (i === 2 ? '7' + l.slice(1) : l)).join('\n'))).toBe('السطر 3 من ملف CODA يحمل نوع سجل غير معروف (7)');
    expect(refusal(lines.map((l, i) => (i === 2 ? l.slice(0, 32) + '00000000001234X' + l.slice(47) : l)).join('\n'))).toBe('السطر 3 من ملف CODA: المبلغ غير صالح');
    expect(refusal(lines.map((l, i) => (i === 2 ? l.slice(0, 115) + '311126' + l.slice(121) : l)).join('\n'))).toBe('السطر 3 من ملف CODA: التاريخ غير صالح');
    expect(refusal(lines.slice(0, -2).join('\n'))).toBe(m.codaNoTrailer);
  });

  it('checks the trailer: record count and credit total', () => {
    const dropped = codaFile('261126', [{ ref: 'R1', cents: 100, free: 'x' }], (rs) => rs.filter((r) => !r.startsWith('22')));
    expect(refusal(dropped)).toBe('عدد السجلات في ختام ملف CODA (5) لا يطابق عدد السجلات الموجودة (4)');
    const changed = codaFile('261126', [{ ref: 'R1', cents: 100, free: 'x' }], (rs) =>
      rs.map((r) => (r.startsWith('21') ? r.slice(0, 32) + '000000000002000' + r.slice(47) : r)),
    );
    expect(refusal(changed)).toBe('مجموع الإيداعات في ختام ملف CODA (1.00) لا يطابق مجموع الحركات (2.00)');
    expect(record([[1, '0']]).length).toBe(128);
  });

  // A globalised movement (one amount for a batch of transfers) and its detail records.
  const batch = (second: number, free?: string) =>
    codaFile('261126', [
      {
        ref: 'GKCC0GLOBAL000000001',
        cents: 24560 + 10000,
        free: 'SEPA BATCH 2 CREDITS',
        details: [
          { ref: 'GKCC0GLOBAL000000001', cents: 24560, structured: '010000012310', name: 'EPICERIE STE-CATHERINE', iban: 'BE68539007547034' },
          free ? { ref: 'GKCC0GLOBAL000000001', cents: second, free } : { ref: 'GKCC0GLOBAL000000001', cents: second, structured: '010000045652', name: 'CARREFOUR EXPRESS' },
        ],
      },
      { ref: 'GKCC0SIMPLE000000002', cents: 6750, free: 'PAIN SEMAINE 47' },
    ]);

  it('reads a globalised movement whose details carry structured communications as its details, each its own line', () => {
    const { lines } = parseStatement(bytes(batch(10000)));
    expect(lines).toEqual([
      expect.objectContaining({ bank_ref: 'GKCC0GLOBAL000000001/0001', amount_cents: 24560, structured_ref: '010000012310', debtor_name: 'EPICERIE STE-CATHERINE', debtor_iban: 'BE68539007547034' }),
      expect.objectContaining({ bank_ref: 'GKCC0GLOBAL000000001/0002', amount_cents: 10000, structured_ref: '010000045652', debtor_name: 'CARREFOUR EXPRESS' }),
      expect.objectContaining({ bank_ref: 'GKCC0SIMPLE000000002', amount_cents: 6750, structured_ref: null }),
    ]);
    // One detail without a structured communication is still its own line, left for matching by hand.
    const mixed = parseStatement(bytes(batch(10000, 'VIREMENT PAIN')));
    expect(mixed.lines.map((line) => [line.bank_ref, line.structured_ref, line.message])).toEqual([
      ['GKCC0GLOBAL000000001/0001', '010000012310', null],
      ['GKCC0GLOBAL000000001/0002', null, 'VIREMENT PAIN'],
      ['GKCC0SIMPLE000000002', null, 'PAIN SEMAINE 47'],
    ]);
  });

  it('refuses, in Arabic, details that do not add up to the globalised amount', () => {
    expect(refusal(batch(9999))).toBe('الحركة المجمّعة في السطر 3 من ملف CODA مبلغها 345.60 ومجموع تفاصيلها 345.59، ولا يتطابقان');
  });

  it('keeps a globalised movement one line when it has no details, or details without structured communications', () => {
    const alone = codaFile('261126', [{ ref: 'GKCC0GLOBAL000000001', cents: 34560, free: 'SEPA BATCH', details: [] }]);
    expect(parseStatement(bytes(alone)).lines).toEqual([expect.objectContaining({ bank_ref: 'GKCC0GLOBAL000000001', amount_cents: 34560 })]);
    const unstructured = codaFile('261126', [
      { ref: 'GKCC0GLOBAL000000001', cents: 300, free: 'SEPA BATCH', details: [{ ref: 'D', cents: 100, free: 'ONE' }, { ref: 'D', cents: 100, free: 'TWO' }] },
    ]);
    // Without structured communications the details are not read as payments, so their sum is not checked.
    expect(parseStatement(bytes(unstructured)).lines).toEqual([expect.objectContaining({ bank_ref: 'GKCC0GLOBAL000000001', amount_cents: 300, message: 'SEPA BATCH' })]);
  });
});

describe('any file', () => {
  const refusedOrRead = (content: string | Uint8Array) => {
    try {
      parseStatement(typeof content === 'string' ? bytes(content) : content);
      return true;
    } catch (error) {
      return error instanceof StatementRefusal && /[\u0600-\u06FF]/.test(error.message);
    }
  };

  it('is read or refused in Arabic, never failing otherwise: random bytes, damaged CAMT and CODA files', () => {
    const coda = codaFile('261126', [{ ref: 'R1', cents: 1234, structured: '010000012310' }]);
    // A real file with a slice replaced by random text: the damage lands anywhere, in any record.
    const damaged = (base: string) =>
      fc.tuple(fc.nat({ max: base.length }), fc.nat({ max: 40 }), fc.string({ maxLength: 40 })).map(([at, cut, text]) => base.slice(0, at) + text + base.slice(at + cut));
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 300 }), damaged(camt), damaged(coda), fc.string({ maxLength: 300 }).map((t) => `<${t}`)), refusedOrRead),
      { seed: 20261127, numRuns: 300 },
    );
  });

  it('finds every written structured communication it was given', () => {
    const digits = fc.bigInt({ min: 0n, max: 9_999_999_999n }).map((base) => {
      const ten = base.toString().padStart(10, '0');
      const remainder = Number(base % 97n);
      return ten + String(remainder === 0 ? 97 : remainder).padStart(2, '0');
    });
    fc.assert(
      fc.property(digits, fc.string({ maxLength: 20 }), (twelve, before) => findStructured(`${before.replace(/\d/g, '')} ${writeStructured(twelve)}`) === twelve),
      { seed: 20261127, numRuns: 200 },
    );
  });
});
