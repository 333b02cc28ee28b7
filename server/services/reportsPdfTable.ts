import { drawLine, lineWidth } from './reportsPdfText';

// A report's table in the PDF (issue 26): right to left (the first column at the right edge, as on the
// page), every row drawn, a new page when the next row would not fit, the header row repeated at the top
// of each page, the total row in bold under a rule. Columns are as wide as their cells; a name too long
// for its cell is cut with '…'; long headers wrap on words.

type Doc = PDFKit.PDFDocument;

export const PAGE_MARGIN = 36;
// Room kept at the foot of each page for "صفحة X من Y".
const FOOTER = 14;
const CELL_PADDING = 4;
const BODY = { size: 8.5, weight: 400 } as const;
const BOLD = { size: 8.5, weight: 700 } as const;
const HEAD = { size: 8, weight: 700 } as const;
const ROW_HEIGHT = 18;
const HEAD_LINE = 12;

export interface PdfTable {
  header: string[];
  rows: string[][];
  /** The total row; empty when the report has none. */
  total: string[];
  /** What an empty table says. */
  empty: string;
}

interface Column {
  x: number;
  width: number;
}

/**
 * The columns from the right edge, each as wide as its widest cell (or header word); the room left over
 * is shared in proportion. When the cells do not fit, the first column (the names) gives way first,
 * down to a quarter of the width, then every column shrinks alike and long texts end in '…'.
 */
function columnsOf(doc: Doc, table: PdfTable): Column[] {
  const available = doc.page.width - 2 * PAGE_MARGIN;
  const lines = [...table.rows, table.total];
  const needs = table.header.map((header, i) => {
    const words = header.split(' ').map((word) => lineWidth(doc, word, HEAD));
    const cells = lines.map((cells) => (cells[i] ? lineWidth(doc, cells[i]!, i === 0 ? BODY : BOLD) : 0));
    return Math.max(...words, ...cells) + 2 * CELL_PADDING;
  });
  const total = needs.reduce((a, b) => a + b, 0);
  let widths = needs.map((need) => (need * available) / total);
  if (total > available) {
    const others = total - needs[0]!;
    const first = Math.max(available - others, available / 4);
    widths = needs.map((need, i) => (i === 0 ? first : (need * (available - first)) / others));
  }
  let right = PAGE_MARGIN + available;
  return widths.map((width) => {
    right -= width;
    return { x: right, width };
  });
}

/** A header's words in lines that fit its column. */
function wrapWords(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && lineWidth(doc, `${last} ${word}`, HEAD) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function drawHeaderRow(doc: Doc, columns: Column[], header: string[], top: number): number {
  const wrapped = header.map((text, i) => wrapWords(doc, text, columns[i]!.width - 2 * CELL_PADDING));
  const height = Math.max(...wrapped.map((lines) => lines.length)) * HEAD_LINE + 8;
  const left = columns.at(-1)!.x;
  const right = columns[0]!.x + columns[0]!.width;
  doc.save().rect(left, top, right - left, height).fill('#e8e8e8').restore();
  wrapped.forEach((lines, i) => {
    const column = columns[i]!;
    lines.forEach((line, k) => drawLine(doc, line, { x: column.x + CELL_PADDING, y: top + 2 + k * HEAD_LINE, width: column.width - 2 * CELL_PADDING }, HEAD));
  });
  return top + height;
}

function drawRow(doc: Doc, columns: Column[], cells: string[], top: number, style: typeof BODY | typeof BOLD, shaded: boolean) {
  const left = columns.at(-1)!.x;
  const right = columns[0]!.x + columns[0]!.width;
  if (shaded) doc.save().rect(left, top, right - left, ROW_HEIGHT).fill('#f6f6f6').restore();
  cells.forEach((text, i) => {
    const column = columns[i]!;
    if (text) drawLine(doc, text, { x: column.x + CELL_PADDING, y: top + 1, width: column.width - 2 * CELL_PADDING }, style);
  });
}

function rule(doc: Doc, columns: Column[], y: number, width: number) {
  const left = columns.at(-1)!.x;
  const right = columns[0]!.x + columns[0]!.width;
  doc.save().moveTo(left, y).lineTo(right, y).lineWidth(width).strokeColor('#616161').stroke().restore();
}

/** Draws the table from `top`, over new pages as needed. */
export function drawTable(doc: Doc, table: PdfTable, top: number) {
  const columns = columnsOf(doc, table);
  const bottom = () => doc.page.height - PAGE_MARGIN - FOOTER;
  let y = drawHeaderRow(doc, columns, table.header, top);
  if (table.rows.length === 0) {
    drawLine(doc, table.empty, { x: PAGE_MARGIN, y: y + 4, width: doc.page.width - 2 * PAGE_MARGIN }, BODY, 'center');
    y += ROW_HEIGHT + 4;
  }
  const lines = [...table.rows.map((cells) => ({ cells, total: false })), ...(table.total.length > 0 ? [{ cells: table.total, total: true }] : [])];
  lines.forEach((line, i) => {
    if (y + ROW_HEIGHT > bottom()) {
      doc.addPage();
      y = drawHeaderRow(doc, columns, table.header, PAGE_MARGIN);
    }
    if (line.total) rule(doc, columns, y, 0.8);
    drawRow(doc, columns, line.cells, y, line.total ? BOLD : BODY, !line.total && i % 2 === 1);
    y += ROW_HEIGHT;
  });
  rule(doc, columns, y, 0.5);
}
