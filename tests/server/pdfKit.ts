import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Reading a PDF export back (issue 26) with pdfjs-dist, as a PDF reader's text selection does. pdfjs
// returns each piece the server drew (a word of Arabic, a Latin run, a figure) as an item with its
// position; an Arabic piece comes back in logical order (pdfjs turns right-to-left items round).
// Lines are the items at one height, sorted left to right, so the tests can check the visual order.

export interface PdfItem {
  text: string;
  x: number;
}

export interface PdfLine {
  y: number;
  items: PdfItem[];
}

export interface PdfPages {
  pages: PdfLine[][];
}

/** Every page's lines, top to bottom, each line's non-blank items left to right. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPages> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: PdfLine[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const lines = new Map<number, PdfItem[]>();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      const y = Math.round(item.transform[5] as number);
      const line = lines.get(y) ?? [];
      line.push({ text: item.str, x: item.transform[4] as number });
      lines.set(y, line);
    }
    pages.push([...lines.entries()].sort((a, b) => b[0] - a[0]).map(([y, items]) => ({ y, items: items.sort((a, b) => a.x - b.x) })));
  }
  await doc.destroy();
  return { pages };
}

const ARABIC_WORD = /[\u0600-\u06FF]+/gu;
const LATIN_PART = /[A-Za-z\u00C0-\u024F][A-Za-z\u00C0-\u024F0-9'&. ]*[A-Za-z\u00C0-\u024F0-9.]|[A-Za-z\u00C0-\u024F]/u;

/**
 * Whether the line shows `name` as a right-to-left line does: its Arabic words as items, each to the
 * left of the word before it, and its Latin part (kept left to right, one item) to the left of them
 * all when it comes after them, as in 'سوبرماركت الشام - Sham Market'.
 */
export function showsName(line: PdfLine, name: string): boolean {
  const words = name.match(ARABIC_WORD) ?? [];
  const latin = name.match(LATIN_PART)?.[0];
  const xOf = (word: string, before: number) => line.items.filter((item) => item.text === word && item.x < before).map((item) => item.x).at(-1);
  let right = Infinity;
  let first = -Infinity;
  for (const word of words) {
    const x = xOf(word, right);
    if (x === undefined) return false;
    if (right === Infinity) first = x;
    right = x;
  }
  if (!latin) return words.length > 0;
  // A name with Latin on both sides of its Arabic ('4CQ2D متجر - Epicerie 4CQ2D'): each Latin part on the line.
  const latinParts = name.match(new RegExp(LATIN_PART.source, 'gu')) ?? [];
  if (latinParts.length > 1) return latinParts.every((part) => line.items.some((item) => item.text.includes(part)));
  const latinItem = line.items.find((item) => item.text.includes(latin));
  if (!latinItem) return false;
  const latinFirst = name.indexOf(latin) < name.search(ARABIC_WORD);
  return words.length === 0 || (latinFirst ? latinItem.x > first : latinItem.x < right);
}

/** The first line of the pages that shows `name`, or undefined. */
export function lineWithName(pdf: PdfPages, name: string): PdfLine | undefined {
  for (const page of pdf.pages) for (const line of page) if (showsName(line, name)) return line;
  return undefined;
}

/** A line's items as one string, left to right (figures and Latin read as they are). */
export const lineText = (line: PdfLine) => line.items.map((item) => item.text).join(' ');
