// Arabic text as the built-in answerer compares it (issue 28): diacritics and tatweel dropped, the hamza
// forms of alef read as a bare alef, hamza on waw and yaa as the letter, taa marbuta as haa, alef maqsura
// as yaa, Arabic-Indic digits as Latin ones, punctuation as spaces. "كم مبيعات اليوم؟" and
// "كَمْ مَبيعاتُ اليومِ" then read the same.

const DIACRITICS = /[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

export function normalizeArabic(text: string): string {
  return text
    .normalize('NFC')
    .replace(DIACRITICS, '')
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ء/g, '')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a normalised text, each without the article "ال" or a leading "و" (and), for matching. */
export function wordsOf(text: string): string[] {
  return normalizeArabic(text)
    .split(' ')
    .filter(Boolean)
    .map((word) => word.replace(/^و(?=ال)/, '').replace(/^(ال|لل)(?=..)/, ''));
}
