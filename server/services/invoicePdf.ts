import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CreditNoteDetail, InvoiceDetail } from '../../src/domain/invoices';
import { DOCUMENT_TEXTS, documentAmount as amount, documentDate as date, epcPayload, type DocumentTexts } from '../../src/domain/invoices/documentTexts';
import { formatEnterpriseNumber } from '../../src/domain/invoices/rules';
import type { Parties, Party } from './invoiceParties';
import { fontFile, fontName, PDF_FONTS, storeArabicGlyphsReversed } from './reportsPdfFonts';
import { drawLine } from './reportsPdfText';

// The invoice's and the credit note's PDF (issue 29), in the shop's language (French or Dutch), with
// pdfkit: the bakery's and the shop's details, the lines, the VAT table, the totals, the due date, the
// structured communication and an EPC QR code (SEPA credit transfer) a banking app reads. Latin text is
// drawn with Cairo's Latin subset; a product name in Arabic goes through the reports' bidi line drawing.

type Doc = PDFKit.PDFDocument;
const MARGIN = 40;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

interface Style {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
}

function write(doc: Doc, text: string, x: number, y: number, width: number, style: Style = {}) {
  const size = style.size ?? 9;
  const weight = style.bold ? 700 : 400;
  if (ARABIC.test(text)) {
    drawLine(doc, text, { x, y, width }, { size, weight }, style.align ?? 'left');
    return;
  }
  doc.font(fontName('cairo-latin', weight)).fontSize(size).text(text, x, y, { width, align: style.align ?? 'left', lineBreak: false, ellipsis: true });
}

function start(title: string, language: string): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, lang: language, displayTitle: true, info: { Title: title, Creator: 'bakery-backoffice' } });
  for (const font of PDF_FONTS) for (const weight of [400, 700] as const) doc.registerFont(fontName(font, weight), fontFile(font, weight));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

function partyBlock(doc: Doc, t: DocumentTexts, heading: string, who: Party, x: number, y: number, width: number): number {
  write(doc, heading, x, y, width, { size: 8, bold: true });
  const lines = [
    who.name,
    who.street,
    `${who.postcode} ${who.city}`.trim(),
    `${t.enterpriseNumber}: ${formatEnterpriseNumber(who.enterprise_number)}`,
    who.vat_number ? `${t.vatNumber}: ${who.vat_number}` : '',
  ].filter(Boolean);
  lines.forEach((line, i) => write(doc, line, x, y + 13 + i * 12, width, { size: 9, bold: i === 0 }));
  return y + 13 + lines.length * 12;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

function table(doc: Doc, columns: Column[], rows: string[][], y: number): number {
  const header = (top: number) => {
    let x = MARGIN;
    doc.rect(MARGIN, top - 3, doc.page.width - 2 * MARGIN, 16).fill('#eeeeee').fillColor('black');
    for (const column of columns) {
      write(doc, column.title, x + 2, top, column.width - 4, { size: 8, bold: true, align: column.align });
      x += column.width;
    }
    return top + 18;
  };
  y = header(y);
  for (const row of rows) {
    if (y > doc.page.height - MARGIN - 40) {
      doc.addPage();
      y = header(MARGIN);
    }
    let x = MARGIN;
    row.forEach((cell, i) => {
      write(doc, cell, x + 2, y, columns[i]!.width - 4, { size: 8.5, align: columns[i]!.align });
      x += columns[i]!.width;
    });
    y += 14;
  }
  return y + 6;
}

function vatAndTotals(doc: Doc, t: DocumentTexts, d: { vat_breakdown: InvoiceDetail['vat_breakdown']; net_eur: number; vat_eur: number; rounding_eur: number; total_eur: number }, extra: [string, string][], y: number): number {
  if (y > doc.page.height - 220) {
    doc.addPage();
    y = MARGIN;
  }
  const left = MARGIN;
  write(doc, t.vatTable, left, y, 240, { bold: true });
  let vy = y + 14;
  write(doc, `${t.vatRate}`, left, vy, 50, { size: 8, bold: true });
  write(doc, t.taxable, left + 50, vy, 100, { size: 8, bold: true, align: 'right' });
  write(doc, t.vat, left + 150, vy, 80, { size: 8, bold: true, align: 'right' });
  for (const row of d.vat_breakdown) {
    vy += 12;
    write(doc, `${row.rate} %`, left, vy, 50, { size: 8.5 });
    write(doc, amount(row.taxable_eur), left + 50, vy, 100, { size: 8.5, align: 'right' });
    write(doc, amount(row.vat_eur), left + 150, vy, 80, { size: 8.5, align: 'right' });
  }
  const right = doc.page.width - MARGIN - 230;
  const totals: [string, string, boolean][] = [
    [t.totalNet, amount(d.net_eur), false],
    [t.totalVat, amount(d.vat_eur), false],
    ...(d.rounding_eur !== 0 ? [[t.rounding, amount(d.rounding_eur), false] as [string, string, boolean]] : []),
    [t.totalDue, `${amount(d.total_eur)} €`, true],
    ...extra.map(([label, value]) => [label, value, true] as [string, string, boolean]),
  ];
  let ty = y;
  for (const [label, value, bold] of totals) {
    write(doc, label, right, ty, 130, { size: 9, bold });
    write(doc, value, right + 130, ty, 100, { size: 9, bold, align: 'right' });
    ty += 14;
  }
  return Math.max(vy, ty) + 16;
}

const LINE_COLUMNS = (t: DocumentTexts): Column[] => [
  { title: t.description, width: 150, align: 'left' },
  { title: t.order, width: 85, align: 'left' },
  { title: t.quantity, width: 35, align: 'right' },
  { title: t.unitPrice, width: 75, align: 'right' },
  { title: t.discount, width: 50, align: 'right' },
  { title: t.vatRate, width: 35, align: 'right' },
  { title: t.netAmount, width: 85, align: 'right' },
];

export async function invoicePdf(invoice: InvoiceDetail, parties: Parties, prepaid: number): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[invoice.language];
  const { doc, done } = start(`${t.invoice} ${invoice.number}`, invoice.language);
  const width = doc.page.width - 2 * MARGIN;
  write(doc, `${t.invoice} ${invoice.number}`, MARGIN, MARGIN, width, { size: 18, bold: true });
  const facts = [
    `${t.issueDate}: ${date(invoice.issue_date)}`,
    `${t.dueDate}: ${date(invoice.due_date)}`,
    ...(invoice.period_from && invoice.period_to ? [`${t.period}: ${date(invoice.period_from)} – ${date(invoice.period_to)}`] : []),
  ];
  facts.forEach((fact, i) => write(doc, fact, MARGIN, MARGIN + 28 + i * 12, width, { size: 9 }));
  const top = MARGIN + 40 + facts.length * 12;
  const bottom = Math.max(partyBlock(doc, t, t.seller, parties.seller, MARGIN, top, width / 2 - 10), partyBlock(doc, t, t.buyer, parties.buyer, MARGIN + width / 2, top, width / 2));
  const rows = invoice.lines.map((l) => [l.description, l.order_number, String(l.quantity), amount(l.unit_price_eur), l.discount_eur ? amount(l.discount_eur) : '', `${l.vat_rate} %`, amount(l.net_eur)]);
  let y = table(doc, LINE_COLUMNS(t), rows, bottom + 16);
  const due = Math.round((invoice.total_eur - prepaid) * 100) / 100;
  y = vatAndTotals(doc, t, invoice, [...(prepaid > 0 ? [[t.prepaid, amount(prepaid)] as [string, string]] : []), [t.toPay, `${amount(due)} €`]], y);
  if (y > doc.page.height - 170) {
    doc.addPage();
    y = MARGIN;
  }
  write(doc, t.payment, MARGIN, y, 300, { bold: true });
  write(doc, `${t.iban}: ${parties.seller.iban}${parties.seller.bic ? `  BIC: ${parties.seller.bic}` : ''}`, MARGIN, y + 14, 330);
  write(doc, `${t.communication}: ${invoice.structured_reference}`, MARGIN, y + 28, 330, { bold: true });
  write(doc, `${t.dueDate}: ${date(invoice.due_date)}`, MARGIN, y + 42, 330);
  write(doc, t.amountsNote, MARGIN, y + 56, 330, { size: 8 });
  if (due > 0) {
    const payload = epcPayload({ bic: parties.seller.bic, name: parties.seller.name, iban: parties.seller.iban, amount: due, communication: invoice.structured_reference });
    const png = await QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
    doc.image(png, doc.page.width - MARGIN - 110, y, { width: 110 });
    write(doc, t.scanToPay, doc.page.width - MARGIN - 170, y + 114, 170, { size: 7, align: 'right' });
  }
  storeArabicGlyphsReversed(doc);
  doc.end();
  return done;
}

export async function creditNotePdf(note: CreditNoteDetail, parties: Parties): Promise<Buffer> {
  const t = DOCUMENT_TEXTS[note.language];
  const { doc, done } = start(`${t.creditNote} ${note.number}`, note.language);
  const width = doc.page.width - 2 * MARGIN;
  write(doc, `${t.creditNote} ${note.number}`, MARGIN, MARGIN, width, { size: 18, bold: true });
  const facts = [`${t.issueDate}: ${date(note.issue_date)}`, `${t.correctedInvoice}: ${note.invoice_number}`, `${t.reason}: ${note.reason}`];
  facts.forEach((fact, i) => write(doc, fact, MARGIN, MARGIN + 28 + i * 12, width, { size: 9 }));
  const top = MARGIN + 40 + facts.length * 12;
  const bottom = Math.max(partyBlock(doc, t, t.seller, parties.seller, MARGIN, top, width / 2 - 10), partyBlock(doc, t, t.buyer, parties.buyer, MARGIN + width / 2, top, width / 2));
  const columns = LINE_COLUMNS(t).filter((_c, i) => i !== 1 && i !== 3 && i !== 4);
  const rows = note.lines.map((l) => [l.description, String(l.quantity), `${l.vat_rate} %`, amount(l.net_eur)]);
  const y = table(doc, columns.map((c, i) => (i === 0 ? { ...c, width: 300 } : c)), rows, bottom + 16);
  vatAndTotals(doc, t, note, [], y);
  storeArabicGlyphsReversed(doc);
  doc.end();
  return done;
}
