import { languageOfPostcode, type InvoiceLanguage, type InvoiceRhythm } from '../../src/domain/invoices/rules';

// The demo's invoicing data (issue 29): every demo shop gets a valid enterprise number (its random tax
// number's first eight digits and their mod-97 check), the VAT number that goes with it, an invoice
// language (its postcode's; a Brussels shop chooses: most French, every fourth Dutch) and a rhythm.

const RHYTHMS: readonly InvoiceRhythm[] = ['monthly', 'weekly', 'per_delivery'];

/** The ten digits with a valid check, from a tax number written BE0123.456.789. */
export function validEnterpriseNumber(taxNumber: string): string {
  const base = taxNumber.replace(/\D/g, '').slice(0, 8);
  return base + String(97 - (Number(base) % 97)).padStart(2, '0');
}

export function demoShopInvoicing(taxNumber: string, address: string | null, index: number) {
  const digits = validEnterpriseNumber(taxNumber);
  const byPostcode = languageOfPostcode(address);
  const language: InvoiceLanguage = byPostcode === 'fr' || byPostcode === 'nl' ? byPostcode : index % 4 === 3 ? 'nl' : 'fr';
  return {
    tax_number: `BE${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`,
    enterprise_number: digits,
    vat_number: `BE${digits}`,
    invoice_language: language,
    invoice_rhythm: RHYTHMS[index % RHYTHMS.length]!,
  };
}

/** The demo bakery's invoicing settings: a valid enterprise number, VAT number and IBAN. */
export const DEMO_BAKERY_SETTINGS = {
  bakeryLegalName: 'Boulangerie de Bruxelles SRL',
  bakeryStreet: 'Rue de Flandre 47',
  bakeryPostcode: '1000',
  bakeryCity: 'Bruxelles',
  bakeryEnterpriseNumber: '0712345630',
  bakeryVatNumber: 'BE0712345630',
  bakeryIban: 'BE21001234567803',
  bakeryBic: 'GEBABEBB',
  defaultVatRate: 6,
};
