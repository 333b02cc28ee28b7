import type { Settings } from '../../src/domain/settings';
import { format } from '../../src/domain/messages';
import { invoiceErrors as m } from '../../src/domain/invoices/messages';
import { invoiceLanguageOf, invoicingGaps, type InvoiceLanguage } from '../../src/domain/invoices/rules';
import type { stores } from '../db/schema';
import { conflict } from '../lib/errors';

// The seller and buyer as an invoice names them, kept on the invoice when it is issued (a shop's later
// edit never changes an issued document). The documents are French or Dutch: a shop's name written
// "Arabic - Latin" is named by its Latin part there.

export interface Party {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: 'BE';
  enterprise_number: string;
  vat_number: string | null;
}
export interface Parties {
  seller: Party & { iban: string; bic: string };
  buyer: Party & { id: number };
}

/** 'Chaussée de Gand 120, 1080 Molenbeek-Saint-Jean' → street, postcode and city. */
export function splitAddress(address: string | null): { street: string; postcode: string; city: string } {
  const text = (address ?? '').trim();
  const match = /^(.*?),?\s*\b(\d{4})\s+([^,]+)/.exec(text);
  if (!match) return { street: text, postcode: '', city: '' };
  return { street: match[1]!.replace(/,\s*$/, '').trim(), postcode: match[2]!, city: match[3]!.trim() };
}

/** The Latin part of a name written "عربي - Latin", else the name. */
export function latinName(name: string): string {
  const parts = name.split(' - ').map((part) => part.trim());
  const latin = parts.find((part) => /[A-Za-z]/.test(part) && !/[\u0600-\u06FF]/.test(part));
  return latin ?? name;
}

/** The bakery as seller, or 409 naming what its settings lack. */
export function sellerOf(settings: Settings): Parties['seller'] {
  const missing = ([
    !settings.bakeryLegalName && m.missingLegalName,
    !settings.bakeryEnterpriseNumber && m.missingEnterpriseNumber,
    !settings.bakeryVatNumber && m.missingVatNumber,
    !settings.bakeryIban && m.missingIban,
    (!settings.bakeryStreet || !settings.bakeryPostcode || !settings.bakeryCity) && m.missingAddress,
  ] as (string | false)[]).filter((item): item is string => Boolean(item));
  if (missing.length) throw conflict(format(m.bakeryNotInvoiceable, { missing: missing.join('، ') }));
  return {
    name: settings.bakeryLegalName,
    street: settings.bakeryStreet,
    postcode: settings.bakeryPostcode,
    city: settings.bakeryCity,
    country: 'BE',
    enterprise_number: settings.bakeryEnterpriseNumber,
    vat_number: settings.bakeryVatNumber,
    iban: settings.bakeryIban,
    bic: settings.bakeryBic,
  };
}

/** What a shop lacks to be invoiced (Arabic names of the fields), empty when nothing. */
export function shopMissing(shop: typeof stores.$inferSelect): string[] {
  const named = { enterprise_number: m.missingEnterpriseNumber, invoice_language: m.missingLanguage } as const;
  return invoicingGaps(shop).map((gap) => named[gap]);
}

/** The shop as buyer and its document language, or 409 naming what it lacks. */
export function buyerOf(shop: typeof stores.$inferSelect): { buyer: Parties['buyer']; language: InvoiceLanguage } {
  const missing = shopMissing(shop);
  if (missing.length) throw conflict(format(m.storeNotInvoiceable, { missing: missing.join('، ') }));
  return {
    buyer: {
      id: shop.id,
      name: latinName(shop.name),
      ...splitAddress(shop.address),
      country: 'BE',
      enterprise_number: shop.enterprise_number!,
      vat_number: shop.vat_number,
    },
    language: invoiceLanguageOf(shop)!,
  };
}
