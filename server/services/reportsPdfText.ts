import { visualOrder } from './reportsPdfBidi';
import { fontFor, fontName, type PdfFont, type PdfWeight } from './reportsPdfFonts';

// One line of mixed Arabic and Latin text in a right-to-left PDF (issue 26): put in visual order by the
// bidi algorithm, cut into pieces of one level and one font subset, each measured and drawn left to
// right. fontkit (inside pdfkit) shapes each piece and, for a piece whose first letter is of a
// right-to-left script, reverses its glyphs itself: such a piece is handed over in logical order
// (which is also what Arabic joining needs), any other piece in visual order.

type Doc = PDFKit.PDFDocument;

export interface Piece {
  text: string;
  font: PdfFont;
}

// Direction marks and embeddings steer the bidi algorithm; they have no glyph to draw.
const INVISIBLE = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const NO_SCRIPT = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** Whether fontkit lays the text out right to left: its first character with a script decides. */
function laidOutRightToLeft(text: string): boolean {
  for (const char of text) if (!NO_SCRIPT.test(char)) return RTL_SCRIPT.test(char);
  return false;
}

/** The pieces of a line, left to right, each as fontkit must receive it. */
export function visualPieces(text: string): Piece[] {
  const groups: { chars: string[]; level: number; font: PdfFont }[] = [];
  // One line: a line break or a tab inside a name would make pdfkit start another line over the next row.
  for (const { char, level } of visualOrder(text.replace(/[\r\n\t\v\f\u2028\u2029]+/gu, ' '), 1)) {
    if (INVISIBLE.test(char)) continue;
    const font = fontFor(char);
    const last = groups.at(-1);
    if (last && last.level === level && last.font === font) last.chars.push(char);
    else groups.push({ chars: [char], level, font });
  }
  return groups.map(({ chars, font }) => {
    const visual = chars.join('');
    return { text: laidOutRightToLeft(visual) ? [...chars].reverse().join('') : visual, font };
  });
}

export interface LineStyle {
  size: number;
  weight: PdfWeight;
}

function measure(doc: Doc, pieces: Piece[], style: LineStyle): number {
  doc.fontSize(style.size);
  return pieces.reduce((sum, piece) => sum + doc.font(fontName(piece.font, style.weight)).widthOfString(piece.text), 0);
}

// Widths measured once per document: a table measures its cells to size its columns, then to draw them.
const widths = new WeakMap<Doc, Map<string, number>>();

/** The line's width as drawn. */
export function lineWidth(doc: Doc, text: string, style: LineStyle): number {
  let known = widths.get(doc);
  if (!known) widths.set(doc, (known = new Map()));
  const key = `${style.size}|${style.weight}|${text}`;
  let width = known.get(key);
  if (width === undefined) {
    width = measure(doc, visualPieces(text), style);
    known.set(key, width);
  }
  return width;
}

/** The text cut at its logical end with '…' so that it fits `width` (a long shop name in a narrow column). */
export function fitLine(doc: Doc, text: string, style: LineStyle, width: number): string {
  if (lineWidth(doc, text, style) <= width) return text;
  const chars = Array.from(text);
  const cut = (keep: number) => `${chars.slice(0, keep).join('').trimEnd()}…`;
  // The longest start that fits, found by halving (widths grow with the characters kept).
  let [fits, tooLong] = [0, chars.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (lineWidth(doc, cut(middle), style) <= width) fits = middle;
    else tooLong = middle;
  }
  return fits === 0 ? '…' : cut(fits);
}

export type Align = 'right' | 'left' | 'center';

/** Draws the line in the box from `x` to `x + width`, right-aligned unless told; returns its width. */
export function drawLine(doc: Doc, text: string, box: { x: number; y: number; width: number }, style: LineStyle, align: Align = 'right'): number {
  const fitted = fitLine(doc, text, style, box.width);
  const pieces = visualPieces(fitted);
  const width = lineWidth(doc, fitted, style);
  let x = align === 'right' ? box.x + box.width - width : align === 'center' ? box.x + (box.width - width) / 2 : box.x;
  for (const piece of pieces) {
    doc.font(fontName(piece.font, style.weight)).fontSize(style.size);
    doc.text(piece.text, x, box.y, { lineBreak: false });
    x += doc.widthOfString(piece.text);
  }
  return width;
}
