import bidiFactory from 'bidi-js';

// The Unicode bidirectional algorithm (UAX #9) for one line of a right-to-left PDF (issue 26): pdfkit
// draws glyphs left to right, so each line is put in visual order here before it is drawn. The algorithm
// is bidi-js's (conformant with the Unicode test files: explicit embeddings, isolates, bracket pairs and
// the Bidi_Class table itself), so Latin names and figures inside Arabic keep their own order.

const bidi = bidiFactory();

export interface VisualChar {
  char: string;
  level: number;
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** Rules L1-L4 on one line: its characters from left to right, each with its level, mirrored when right to left. */
export function visualOrder(text: string, base: 0 | 1 = 1): VisualChar[] {
  if (text === '') return [];
  const embedding = bidi.getEmbeddingLevels(text, base === 1 ? 'rtl' : 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  // bidi-js works on UTF-16 units: a character outside the BMP is two of them, and a right-to-left run
  // would turn them round; they are put back together here, in their own order.
  const indices = bidi.getReorderedIndices(text, embedding);
  const out: VisualChar[] = [];
  for (let i = 0; i < indices.length; i++) {
    const at = indices[i]!;
    const next = indices[i + 1];
    const unit = text.charCodeAt(at);
    const level = embedding.levels[at]!;
    if (next !== undefined && ((isLow(unit) && next === at - 1 && isHigh(text.charCodeAt(next))) || (isHigh(unit) && next === at + 1 && isLow(text.charCodeAt(next))))) {
      const first = Math.min(at, next);
      out.push({ char: text.slice(first, first + 2), level });
      i++;
      continue;
    }
    out.push({ char: mirrored.get(at) ?? text[at]!, level });
  }
  return out;
}
