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
