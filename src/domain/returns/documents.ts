// The credit note's reason is printed on the document (PDF, UBL) in the shop's invoice language, French or
// Dutch, as Belgian language law asks; the office screens stay Arabic.

const REASONS = {
  fr: 'Retour de marchandises à la livraison (commande {order})',
  nl: 'Retour van goederen bij de levering (bestelling {order})',
} as const;

export function creditNoteReason(language: string | null | undefined, orderNumber: string): string {
  return (language === 'nl' ? REASONS.nl : REASONS.fr).replace('{order}', orderNumber);
}
