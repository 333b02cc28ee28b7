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
  for (const { char, level } of visualOrder(text, 1)) {
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

/** The line's width as drawn. */
export function lineWidth(doc: Doc, text: string, style: LineStyle): number {
  return measure(doc, visualPieces(text), style);
}

/** The text cut at its logical end with '…' until it fits `width` (a long shop name in a narrow column). */
export function fitLine(doc: Doc, text: string, style: LineStyle, width: number): string {
  if (lineWidth(doc, text, style) <= width) return text;
  const chars = Array.from(text);
  for (let keep = chars.length - 1; keep > 0; keep--) {
    const cut = `${chars.slice(0, keep).join('').trimEnd()}…`;
    if (lineWidth(doc, cut, style) <= width) return cut;
  }
  return '…';
}

export type Align = 'right' | 'left' | 'center';

/** Draws the line in the box from `x` to `x + width`, right-aligned unless told; returns its width. */
export function drawLine(doc: Doc, text: string, box: { x: number; y: number; width: number }, style: LineStyle, align: Align = 'right'): number {
  const pieces = visualPieces(fitLine(doc, text, style, box.width));
  const width = measure(doc, pieces, style);
  let x = align === 'right' ? box.x + box.width - width : align === 'center' ? box.x + (box.width - width) / 2 : box.x;
  for (const piece of pieces) {
    doc.font(fontName(piece.font, style.weight)).fontSize(style.size);
    doc.text(piece.text, x, box.y, { lineBreak: false });
    x += doc.widthOfString(piece.text);
  }
  return width;
}
