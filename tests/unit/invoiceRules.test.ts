import { describe, expect, it } from 'vitest';
import {
  enterpriseDigits,
  invoiceLanguageOf,
  invoicingGaps,
  isEnterpriseNumber,
  isIban,
  splitVat,
  statusOf,
  structuredDigits,
  structuredReference,
  vatNumberDigits,
} from '../../src/domain/invoices/rules';
import { documentAmount, epcPayload } from '../../src/domain/invoices/documentTexts';
import { creditNoteCreateSchema, enterpriseNumberField } from '../../src/domain/invoices/schemas';

// Issue 29's pure rules: Belgian check digits for known numbers, the structured communication, the
// EN 16931 VAT split from amounts that include VAT, and the Arabic refusals of the schemas.

describe('check digits', () => {
  it('accepts real enterprise numbers written any usual way and refuses a wrong check', () => {
    expect(isEnterpriseNumber('0202.239.951')).toBe(true); // Proximus
    expect(isEnterpriseNumber('BE 0403 170 701')).toBe(true);
    expect(isEnterpriseNumber('403170701')).toBe(true); // the old nine-digit form
    expect(enterpriseDigits('BE0403.170.701')).toBe('0403170701');
    expect(isEnterpriseNumber('0403.170.702')).toBe(false);
    expect(isEnterpriseNumber('2403.170.7xx')).toBe(false);
    expect(vatNumberDigits('BE0202239951')).toBe('0202239951');
    expect(vatNumberDigits('FR0202239951')).toBeNull();
  });

  it('checks IBANs by ISO 13616 (and a Belgian one is 16 long)', () => {
    expect(isIban('BE68 5390 0754 7034')).toBe(true);
    expect(isIban('BE21001234567803')).toBe(true);
    expect(isIban('BE69 5390 0754 7034')).toBe(false);
    expect(isIban('BE68 5390 0754 703')).toBe(false);
    expect(isIban('NL91ABNA0417164300')).toBe(true);
  });

  it('writes structured communications with their mod-97 check, 97 when the rest is 0', () => {
    expect(structuredReference('0108068171')).toBe('+++010/8068/17183+++');
    expect(structuredReference('0909337554')).toBe('+++090/9337/55493+++');
    expect(structuredReference('0000000097')).toBe('+++000/0000/09797+++');
    expect(structuredReference('2026000123')).toMatch(/^\+\+\+202\/6000\/123\d\d\+\+\+$/);
    expect(structuredDigits('***090/9337/55493***')).toBe('090933755493');
    expect(structuredDigits('+++090/9337/55494+++')).toBeNull();
  });
});

describe('the VAT split', () => {
  it('splits amounts with VAT per rate, line nets adding up to each rate, VAT on the rate total', () => {
    const split = splitVat([
      { grossCents: 1060, rate: 6 },
      { grossCents: 333, rate: 6 },
      { grossCents: 1210, rate: 21 },
      { grossCents: 500, rate: 0 },
    ]);
    expect(split.breakdown).toEqual([
      { rate: 0, taxableCents: 500, vatCents: 0 },
      { rate: 6, taxableCents: 1314, vatCents: 79 },
      { rate: 21, taxableCents: 1000, vatCents: 210 },
    ]);
    expect(split.lineNetCents[0]! + split.lineNetCents[1]!).toBe(1314);
    expect(split.payableCents).toBe(3103);
    expect(split.netCents + split.vatCents + split.roundingCents).toBe(split.payableCents);
    expect(Math.abs(split.roundingCents)).toBeLessThanOrEqual(2);
  });

  it('keeps the rounding within a cent per rate for any amounts', () => {
    for (let gross = 1; gross < 3000; gross += 7) {
      for (const rate of [6, 12, 21]) {
        const split = splitVat([{ grossCents: gross, rate }]);
        expect(Math.abs(split.roundingCents)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reads a status from what was paid and credited', () => {
    expect(statusOf(1000, 0, 0)).toBe('open');
    expect(statusOf(1000, 400, 0)).toBe('partly_paid');
    expect(statusOf(1000, 600, 400)).toBe('paid');
    expect(statusOf(1000, 0, 1000)).toBe('credited');
  });
});

describe('documents and schemas', () => {
  it('takes the language from the postcode; Brussels chooses', () => {
    expect(invoiceLanguageOf({ invoice_language: null, address: 'Meir 1, 2000 Antwerpen' })).toBe('nl');
    expect(invoiceLanguageOf({ invoice_language: null, address: 'Place Saint-Lambert 1, 4000 Liège' })).toBe('fr');
    expect(invoiceLanguageOf({ invoice_language: null, address: 'Rue Neuve 12, 1000 Bruxelles' })).toBeNull();
    expect(invoiceLanguageOf({ invoice_language: 'nl', address: 'Rue Neuve 12, 1000 Bruxelles' })).toBe('nl');
  });

  it('writes the EPC069-12 payload and Belgian amounts', () => {
    expect(epcPayload({ bic: 'GEBABEBB', name: 'Boulangerie', iban: 'BE21001234567803', amount: 12.5, communication: '+++090/9337/55493+++' })).toBe(
      'BCD\n002\n1\nSCT\nGEBABEBB\nBoulangerie\nBE21001234567803\nEUR12.50\n\n\n+++090/9337/55493+++\n',
    );
    expect(documentAmount(1234.5)).toBe('1.234,50');
  });

  it('refuses a wrong enterprise number and a credit note without a reason, in Arabic', () => {
    const wrong = enterpriseNumberField.safeParse('0403.170.702');
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]!.message).toContain('رقم المؤسسة غير صحيح');
    expect(enterpriseNumberField.parse('BE0403.170.701')).toBe('0403170701');
    const note = creditNoteCreateSchema.safeParse({ invoice_id: 1, reason: ' ', lines: [{ product_id: 2, quantity: 1 }, { product_id: 2, quantity: 0 }] });
    expect(note.success).toBe(false);
    expect(note.error!.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining(['سبب الإشعار الدائن مطلوب', 'الكمية يجب أن تكون عدداً صحيحاً موجباً']),
    );
  });
});

describe('what a shop lacks to be invoiced', () => {
  it('names a missing enterprise number and a language it must choose (Brussels), nothing for a complete shop', () => {
    expect(invoicingGaps({ enterprise_number: null, invoice_language: null, address: 'Rue de la Loi 16, 1000 Bruxelles' })).toEqual(['enterprise_number', 'invoice_language']);
    expect(invoicingGaps({ enterprise_number: '0403170701', invoice_language: 'fr', address: 'Rue de la Loi 16, 1000 Bruxelles' })).toEqual([]);
    // Outside Brussels the postcode gives the language.
    expect(invoicingGaps({ enterprise_number: '0403170701', invoice_language: null, address: 'Meir 1, 2000 Antwerpen' })).toEqual([]);
    expect(invoicingGaps({ enterprise_number: null, invoice_language: 'nl', address: null })).toEqual(['enterprise_number']);
  });
});
