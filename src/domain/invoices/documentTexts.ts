import type { InvoiceLanguage } from './rules';

// The invoice and credit note documents' own words (issue 29), in the shop's language: French or Dutch
// (Belgian language law). The office screens stay Arabic; only the documents speak these.

export interface DocumentTexts {
  invoice: string;
  creditNote: string;
  number: string;
  issueDate: string;
  dueDate: string;
  period: string;
  seller: string;
  buyer: string;
  enterpriseNumber: string;
  vatNumber: string;
  description: string;
  order: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  vatRate: string;
  netAmount: string;
  vatTable: string;
  taxable: string;
  vat: string;
  totalNet: string;
  totalVat: string;
  rounding: string;
  totalDue: string;
  prepaid: string;
  toPay: string;
  payment: string;
  communication: string;
  iban: string;
  scanToPay: string;
  correctedInvoice: string;
  reason: string;
  amountsNote: string;
}

export const DOCUMENT_TEXTS: Record<InvoiceLanguage, DocumentTexts> = {
  fr: {
    invoice: 'Facture',
    creditNote: 'Note de crédit',
    number: 'Numéro',
    issueDate: "Date d'émission",
    dueDate: "Date d'échéance",
    period: 'Période',
    seller: 'Fournisseur',
    buyer: 'Client',
    enterpriseNumber: "N° d'entreprise",
    vatNumber: 'N° TVA',
    description: 'Description',
    order: 'Commande',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire TVAC',
    discount: 'Remise',
    vatRate: 'TVA',
    netAmount: 'Montant HTVA',
    vatTable: 'Récapitulatif TVA',
    taxable: 'Base imposable',
    vat: 'TVA',
    totalNet: 'Total HTVA',
    totalVat: 'Total TVA',
    rounding: 'Arrondi',
    totalDue: 'Total TVAC',
    prepaid: 'Déjà payé',
    toPay: 'À payer',
    payment: 'Paiement',
    communication: 'Communication structurée',
    iban: 'IBAN',
    scanToPay: 'Scannez pour payer avec votre application bancaire',
    correctedInvoice: 'Facture corrigée',
    reason: 'Motif',
    amountsNote: 'Montants en EUR.',
  },
  nl: {
    invoice: 'Factuur',
    creditNote: 'Creditnota',
    number: 'Nummer',
    issueDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    period: 'Periode',
    seller: 'Leverancier',
    buyer: 'Klant',
    enterpriseNumber: 'Ondernemingsnummer',
    vatNumber: 'Btw-nummer',
    description: 'Omschrijving',
    order: 'Bestelling',
    quantity: 'Aantal',
    unitPrice: 'Eenheidsprijs incl. btw',
    discount: 'Korting',
    vatRate: 'Btw',
    netAmount: 'Bedrag excl. btw',
    vatTable: 'Btw-overzicht',
    taxable: 'Maatstaf van heffing',
    vat: 'Btw',
    totalNet: 'Totaal excl. btw',
    totalVat: 'Totaal btw',
    rounding: 'Afronding',
    totalDue: 'Totaal incl. btw',
    prepaid: 'Reeds betaald',
    toPay: 'Te betalen',
    payment: 'Betaling',
    communication: 'Gestructureerde mededeling',
    iban: 'IBAN',
    scanToPay: 'Scan om te betalen met uw bankapp',
    correctedInvoice: 'Gecorrigeerde factuur',
    reason: 'Reden',
    amountsNote: 'Bedragen in EUR.',
  },
};

/** 1234.5 → "1.234,50" (both languages write amounts the Belgian way). */
export function documentAmount(value: number): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}

/** 2026-11-27 → 27/11/2026. */
export const documentDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The EPC069-12 payload of a SEPA credit transfer QR code (version 002, UTF-8); the structured communication as the remittance text. */
export function epcPayload(p: { bic: string; name: string; iban: string; amount: number; communication: string }): string {
  return ['BCD', '002', '1', 'SCT', p.bic, p.name.slice(0, 70), p.iban, `EUR${p.amount.toFixed(2)}`, '', '', p.communication, ''].join('\n');
}
