// How a typed or pasted amount is read. Staff type "2,50" (Belgium) or Arabic-Indic digits and the
// Arabic decimal separator ("٢٫٥٠"); a browser's number input reads the comma as a thousands separator
// and keeps 250, so every amount field reads the text itself with these rules.

const DIGIT_ZERO = { arabicIndic: 0x0660, easternArabicIndic: 0x06f0 };

/** The same text with Latin digits and a point for the decimal comma or the Arabic decimal separator. */
export function normalizeDecimalText(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - DIGIT_ZERO.arabicIndic))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - DIGIT_ZERO.easternArabicIndic))
    .replace(/[,\u066b\u060c]/g, '.');
}

/**
 * The number an amount's text stands for: "2,50", "2.50", "٢٫٥" and " 2.5 € " are 2.5; an empty text is
 * null; anything that is not one decimal number ("2,500.00", "abc", "1.2.3") is NaN, so the form's rules
 * refuse it rather than save a guess.
 */
export function parseDecimal(text: string): number | null {
  const plain = normalizeDecimalText(text).replace(/[\s\u00a0€]/g, '');
  if (plain === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}
