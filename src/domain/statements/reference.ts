// The Belgian structured communication (OGM-VCS): ten digits and two check digits, the ten digits' remainder
// by 97 (97 when the remainder is 0), written +++123/4567/89012+++ (banks also print *** for +++). A bank
// statement carries it in a field of its own or inside free text: these find it and check it.

const WRITTEN = /(?:\+{3}|\*{3})\s*(\d{3})\s*\/\s*(\d{4})\s*\/\s*(\d{5})\s*(?:\+{3}|\*{3})/;
const BARE = /(?<!\d)(\d{12})(?!\d)/g;

/** Whether twelve digits carry right check digits. */
export function validStructuredDigits(digits: string): boolean {
  if (!/^\d{12}$/.test(digits)) return false;
  const remainder = Number(BigInt(digits.slice(0, 10)) % 97n);
  return (remainder === 0 ? 97 : remainder) === Number(digits.slice(10));
}

/** Twelve digits as they are written on an invoice: +++123/4567/89012+++. */
export function writeStructured(digits: string): string {
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/**
 * The structured communication inside `text` (a reference field or free text), as its twelve digits, or
 * null when there is none with right check digits. The written form is looked for first, then twelve
 * digits standing alone (a bank's own structured field often drops the slashes and pluses).
 */
export function findStructured(text: string | null | undefined): string | null {
  if (!text) return null;
  const written = WRITTEN.exec(text);
  if (written) {
    const digits = written.slice(1, 4).join('');
    if (validStructuredDigits(digits)) return digits;
  }
  for (const match of text.matchAll(BARE)) {
    if (validStructuredDigits(match[1]!)) return match[1]!;
  }
  return null;
}
