import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The Cairo font of the screens (@fontsource/cairo) for the PDF exports (issue 26). Fontsource ships it
// cut into unicode subsets, so a line is drawn with the subset that holds each character, chosen as the
// browser chooses: by the unicode-range of the package's own @font-face rules (400.css). fontkit, inside
// pdfkit, reads the woff files and shapes Arabic with the font's init/medi/fina/rlig features (not the
// woff2 ones: fontkit 2.0.4 fails to subset their composite glyphs when the PDF is written).

export const PDF_FONTS = ['cairo-arabic', 'cairo-latin', 'cairo-latin-ext'] as const;
export type PdfFont = (typeof PDF_FONTS)[number];
export type PdfWeight = 400 | 700;

/** The name a subset and weight is registered under in the document. */
export const fontName = (font: PdfFont, weight: PdfWeight) => `${font}-${weight}`;

const packageDir = path.dirname(createRequire(import.meta.url).resolve('@fontsource/cairo'));
const files = new Map<string, Buffer>();

/** A subset's file, read once per process. */
export function fontFile(font: PdfFont, weight: PdfWeight): Buffer {
  const key = fontName(font, weight);
  let data = files.get(key);
  if (!data) {
    data = readFileSync(path.join(packageDir, 'files', `${font}-${weight}-normal.woff`));
    files.set(key, data);
  }
  return data;
}

type Ranges = [number, number][];
let ranges: Map<PdfFont, Ranges> | null = null;

/** Each subset's unicode-range, read from the package's CSS once. */
function subsetRanges(): Map<PdfFont, Ranges> {
  if (ranges) return ranges;
  const css = readFileSync(path.join(packageDir, '400.css'), 'utf8');
  ranges = new Map();
  for (const face of css.split('@font-face').slice(1)) {
    const font = PDF_FONTS.find((name) => face.includes(`/${name}-400-normal.woff`));
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!font || !range) continue;
    const parsed = range.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    });
    ranges.set(font, parsed);
  }
  if (ranges.size !== PDF_FONTS.length) throw new Error('@fontsource/cairo: a subset is missing from 400.css');
  return ranges;
}

const covers = (font: PdfFont, codePoint: number) => subsetRanges().get(font)!.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The subset to draw a character with (the Arabic subset's space has no width: spaces come from the Latin one). */
export function fontFor(char: string): PdfFont {
  const codePoint = char.codePointAt(0)!;
  return PDF_FONTS.find((font) => covers(font, codePoint)) ?? 'cairo-latin';
}

interface EmbeddedFontState {
  /** pdfkit's map from each glyph to the characters it shows, written as the font's ToUnicode table. */
  unicode?: number[][];
}

/**
 * Makes the Arabic text read back in the right order when copied or searched. pdfkit maps a ligature
 * glyph (lam-alef, Cairo's ligatures) to its characters in logical order, but the glyphs of an Arabic
 * piece are drawn in visual order, and readers turn a right-to-left line back by reversing it, which
 * would flip the ligature's characters ('الى' read as 'ىلا'). Every glyph of the Arabic subset is drawn
 * right to left, so its characters are stored reversed. Called once everything is drawn, before the
 * document ends and pdfkit writes the tables (pdfkit keeps its fonts in `_fontFamilies`, by name).
 */
export function storeArabicGlyphsReversed(doc: PDFKit.PDFDocument) {
  const families = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFontState> })._fontFamilies;
  // Loud rather than a PDF whose Arabic copies wrong, should a pdfkit release keep its fonts elsewhere.
  if (!families) throw new Error('pdfkit: no _fontFamilies; the Arabic ligatures cannot be mapped back');
  for (const [name, font] of Object.entries(families)) {
    if (!name.startsWith('cairo-arabic') || !font.unicode) continue;
    font.unicode = font.unicode.map((codePoints) => (codePoints && codePoints.length > 1 ? [...codePoints].reverse() : codePoints));
  }
}
