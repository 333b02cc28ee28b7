import PDFDocument from 'pdfkit';
import { dayText } from '../../src/domain/format';
import { format } from '../../src/domain/messages';
import { reportPdfTexts as t } from '../../src/domain/reports/messages';
import type { ReportName } from '../../src/domain/reports/schemas';
import type { Db } from '../db/client';
import type { Range } from './reportRanges';
import { PDF_FONTS, fontFile, fontName, storeArabicGlyphsReversed } from './reportsPdfFonts';
import { cellText, figureText } from './reportsPdfFormat';
import { drawTable, PAGE_MARGIN } from './reportsPdfTable';
import { renderPdfInThread } from './reportsPdfThread';
import { drawLine } from './reportsPdfText';
import { reportTable, type ReportTable } from './reportsTable';

// The PDF of each report (issue 26), made on the server from the same table as the CSV and the page
// (reportsTable.ts): A4, right to left, the Cairo font, the title, the period and the one it is compared
// with, the headline figures, then every row of the table over as many pages as it needs, its header
// row repeated on each, and "صفحة X من Y" at the foot of every page. The text stays selectable.

export interface PdfFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

type Doc = PDFKit.PDFDocument;

// Wide tables (payments: 11 columns) get the page on its side; the others read better upright.
const LANDSCAPE_FROM_COLUMNS = 7;

function registerFonts(doc: Doc) {
  for (const font of PDF_FONTS) for (const weight of [400, 700] as const) doc.registerFont(fontName(font, weight), fontFile(font, weight));
}

/** Title, grouping, period, comparison and the day a position is read at; returns the y below them. */
function drawHeading(doc: Doc, table: ReportTable, width: number): number {
  let y = PAGE_MARGIN;
  const line = (text: string, size: number, weight: 400 | 700, gap: number) => {
    drawLine(doc, text, { x: PAGE_MARGIN, y, width }, { size, weight });
    y += gap;
  };
  line(table.title, 18, 700, 30);
  if (table.subtitle) line(table.subtitle, 11, 400, 18);
  line(format(t.period, { from: dayText(table.range.date_from), to: dayText(table.range.date_to) }), 10, 400, 16);
  line(format(t.comparedWith, { from: dayText(table.previous.date_from), to: dayText(table.previous.date_to) }), 10, 400, 16);
  if (table.asOf) line(format(t.asOf, { date: dayText(table.asOf) }), 10, 400, 16);
  return y + 6;
}

/** The headline figures as boxes side by side, the first at the right; returns the y below them. */
function drawHeadline(doc: Doc, table: ReportTable, top: number, width: number): number {
  drawLine(doc, t.headline, { x: PAGE_MARGIN, y: top, width }, { size: 11, weight: 700 });
  const y = top + 20;
  const gap = 10;
  const count = table.headline.length;
  const boxWidth = (width - gap * (count - 1)) / count;
  const boxHeight = 62;
  table.headline.forEach((figure, i) => {
    const x = PAGE_MARGIN + width - (i + 1) * boxWidth - i * gap;
    doc.save().roundedRect(x, y, boxWidth, boxHeight, 4).lineWidth(0.6).strokeColor('#9e9e9e').stroke().restore();
    const inner = { x: x + 8, width: boxWidth - 16 };
    drawLine(doc, figure.label, { ...inner, y: y + 4 }, { size: 9, weight: 400 });
    drawLine(doc, figureText(figure.value), { ...inner, y: y + 18 }, { size: 14, weight: 700 });
    if (figure.previous) drawLine(doc, format(t.previous, { value: figureText(figure.previous) }), { ...inner, y: y + 42 }, { size: 8, weight: 400 });
  });
  return y + boxHeight + 16;
}

/** "صفحة X من Y" at the foot of every page, written once the number of pages is known. */
function drawPageNumbers(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const width = doc.page.width - 2 * PAGE_MARGIN;
    // Below the bottom margin: pdfkit would open a new page for text there, so the margin is lifted first.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    drawLine(doc, format(t.page, { page: String(i + 1), pages: String(count) }), { x: PAGE_MARGIN, y: doc.page.height - PAGE_MARGIN + 8, width }, { size: 8, weight: 400 }, 'center');
    doc.page.margins.bottom = bottom;
  }
}

/** The document's bytes (run in the PDF thread, reportsPdfWorker.ts). */
export function renderReportPdf(table: ReportTable): Promise<Buffer> {
  const layout = table.header.length >= LANDSCAPE_FROM_COLUMNS ? 'landscape' : 'portrait';
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: PAGE_MARGIN,
    bufferPages: true,
    lang: 'ar',
    displayTitle: true,
    info: { Title: table.title, Creator: 'bakery-backoffice' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const top = drawHeadline(doc, table, drawHeading(doc, table, width), width);
  drawTable(doc, { header: table.header, rows: table.rows.map((row) => row.map(cellText)), total: table.total.map(cellText), empty: t.empty }, top);
  drawPageNumbers(doc);
  storeArabicGlyphsReversed(doc);
  doc.end();
  return done;
}

/** A report's PDF; group_by as for the CSV. */
export async function reportPdf(db: Db, report: ReportName | 'summary', range: Range, today: string, groupBy?: string): Promise<PdfFile> {
  const table = await reportTable(db, report, range, today, groupBy);
  return {
    filename: `${table.name}_${range.date_from}_${range.date_to}.pdf`,
    contentType: 'application/pdf',
    // In the PDF thread: a long table takes seconds of layout, which would stall every other request.
    body: await renderPdfInThread(table),
  };
}
