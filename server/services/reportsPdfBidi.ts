// The Unicode bidirectional algorithm (UAX #9) for one line of a right-to-left PDF (issue 26): pdfkit
// draws glyphs left to right, so each line is put in visual order here before it is drawn. This is the
// implicit part of the algorithm (rules W1-W7, N1-N2, I1-I2, L1, L2, L4) over one paragraph level;
// explicit embeddings and isolates (LRE, RLI, ...) are not used by the report texts and are drawn as
// neutrals. Classes come from Unicode properties JavaScript knows (scripts and categories), which agree
// with the Bidi_Class table for every character the reports write: Arabic and Latin letters, digits,
// currency signs, punctuation and spaces. Shop and product names keep their Latin parts left to right.

type BidiClass = 'L' | 'R' | 'AL' | 'EN' | 'ES' | 'ET' | 'AN' | 'CS' | 'NSM' | 'WS' | 'ON';

const ARABIC_INDIC_DIGIT = /[\u0660-\u0669\u066B\u066C]/u;
const EXTENDED_ARABIC_DIGIT = /[\u06F0-\u06F9]/u;
const ARABIC = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}]/u;
const HEBREW = /[\p{Script=Hebrew}\u200F]/u;
const MARK = /[\p{Mn}\p{Me}]/u;
const STRONG_LEFT = /[\p{L}\p{Mc}\u200E]/u;
const TERMINATOR = /[#$%\u00B0\u2030\u2031\p{Sc}]/u;
const SEPARATOR = /[,./:\u00A0\u060C\u202F]/u;
const SPACE = /\s/u;

/** A character's bidi class (UAX #9 table 4). */
export function bidiClass(char: string): BidiClass {
  if (char >= '0' && char <= '9') return 'EN';
  if (MARK.test(char)) return 'NSM';
  if (ARABIC_INDIC_DIGIT.test(char)) return 'AN';
  if (EXTENDED_ARABIC_DIGIT.test(char)) return 'EN';
  if (SEPARATOR.test(char)) return 'CS';
  if (ARABIC.test(char)) return /\p{L}/u.test(char) || char === '\u061C' ? 'AL' : 'ON';
  if (HEBREW.test(char)) return 'R';
  if (STRONG_LEFT.test(char)) return 'L';
  if (char === '+' || char === '-' || char === '\u2212') return 'ES';
  if (TERMINATOR.test(char)) return 'ET';
  if (SPACE.test(char)) return 'WS';
  return 'ON';
}

const MIRRORS: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };

const isStrong = (type: BidiClass) => type === 'L' || type === 'R' || type === 'AL';
const isNumber = (type: BidiClass) => type === 'EN' || type === 'AN';

/** Rules W1-W7: the weak types resolved against the strong text before them. */
function resolveWeak(types: BidiClass[], start: BidiClass): BidiClass[] {
  const t = [...types];
  let lastStrong = start;
  for (let i = 0; i < t.length; i++) {
    if (t[i] === 'NSM') t[i] = i === 0 ? start : t[i - 1]!; // W1
    if (isStrong(t[i]!)) lastStrong = t[i]!;
    if (t[i] === 'EN' && lastStrong === 'AL') t[i] = 'AN'; // W2
  }
  for (let i = 0; i < t.length; i++) if (t[i] === 'AL') t[i] = 'R'; // W3
  for (let i = 1; i < t.length - 1; i++) {
    // W4: one separator between two numbers of the same kind joins them.
    const [before, here, after] = [t[i - 1]!, t[i]!, t[i + 1]!];
    if (here === 'ES' && before === 'EN' && after === 'EN') t[i] = 'EN';
    if (here === 'CS' && isNumber(before) && before === after) t[i] = before;
  }
  for (let i = 0; i < t.length; i++) {
    if (t[i] !== 'ET') continue; // W5: terminators next to a European number belong to it.
    let end = i;
    while (end < t.length && t[end] === 'ET') end++;
    const touches = (i > 0 && t[i - 1] === 'EN') || (end < t.length && t[end] === 'EN');
    if (touches) for (let k = i; k < end; k++) t[k] = 'EN';
    i = end - 1;
  }
  for (let i = 0; i < t.length; i++) if (t[i] === 'ES' || t[i] === 'ET' || t[i] === 'CS') t[i] = 'ON'; // W6
  lastStrong = start;
  for (let i = 0; i < t.length; i++) {
    if (t[i] === 'L' || t[i] === 'R') lastStrong = t[i]!;
    if (t[i] === 'EN' && lastStrong === 'L') t[i] = 'L'; // W7
  }
  return t;
}

/** Rules N1-N2: runs of neutrals take the direction around them, or the paragraph's. */
function resolveNeutrals(types: BidiClass[], start: BidiClass, paragraph: BidiClass): BidiClass[] {
  const t = [...types];
  const direction = (type: BidiClass): BidiClass => (type === 'L' ? 'L' : 'R');
  for (let i = 0; i < t.length; i++) {
    if (t[i] !== 'ON' && t[i] !== 'WS') continue;
    let end = i;
    while (end < t.length && (t[end] === 'ON' || t[end] === 'WS')) end++;
    const before = i === 0 ? start : direction(t[i - 1]!);
    const after = end === t.length ? start : direction(t[end]!);
    const resolved = before === after ? before : paragraph;
    for (let k = i; k < end; k++) t[k] = resolved;
    i = end - 1;
  }
  return t;
}

/** Each character's embedding level in a paragraph of level `base` (0 left to right, 1 right to left). */
export function bidiLevels(chars: string[], base: 0 | 1): number[] {
  const start: BidiClass = base === 1 ? 'R' : 'L';
  const original = chars.map(bidiClass);
  const types = resolveNeutrals(resolveWeak(original, start), start, start);
  const levels = types.map((type) => {
    if (base === 0) return type === 'R' ? 1 : type === 'AN' || type === 'EN' ? 2 : 0; // I1
    return type === 'L' || type === 'EN' || type === 'AN' ? 2 : 1; // I2
  });
  // L1: spaces at the end of the line go back to the paragraph's level.
  for (let i = chars.length - 1; i >= 0 && original[i] === 'WS'; i--) levels[i] = base;
  return levels;
}

export interface VisualChar {
  char: string;
  level: number;
}

/** Rules L2 and L4: the line's characters from left to right, each with its level, mirrored when right to left. */
export function visualOrder(text: string, base: 0 | 1 = 1): VisualChar[] {
  const chars = Array.from(text);
  const levels = bidiLevels(chars, base);
  const items = chars.map((char, i) => ({ char: levels[i]! % 2 === 1 ? (MIRRORS[char] ?? char) : char, level: levels[i]! }));
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < items.length; i++) {
      if (items[i]!.level < level) continue;
      let end = i;
      while (end < items.length && items[end]!.level >= level) end++;
      items.splice(i, end - i, ...items.slice(i, end).reverse());
      i = end - 1;
    }
  }
  return items;
}
